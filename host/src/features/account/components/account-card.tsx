import type { ReactNode } from 'react';
import { Link } from '@portal/shared-auth/router';
import { useAuth } from '@portal/shared-auth';
import { paths } from '../../../paths';

/** The frame of the signed-out account pages: the sign-in card's look, a way back to sign-in. */
export function AccountCard({
  title,
  intro,
  children,
  wide = false,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  const tenant = useAuth((state) => state.tenant);
  return (
    <main className="portal-center">
      <section className="portal-sign-in" aria-labelledby="account-title" style={wide ? { maxWidth: 560 } : undefined}>
        <p className="portal-muted" style={{ marginBottom: 8 }}>
          {tenant?.descr ?? 'Portale'}
        </p>
        <h1 id="account-title">{title}</h1>
        {intro && <p className="portal-muted">{intro}</p>}
        {children}
        <p style={{ marginTop: 24, marginBottom: 0, textAlign: 'center' }}>
          <Link to={paths.signIn}>Torna all&apos;accesso</Link>
        </p>
      </section>
    </main>
  );
}
