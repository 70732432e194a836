// One string, not the whole MESSAGES object: the sign-in page is the lightest of the portal.
import { REQUIRED_MESSAGE } from '@portal/contracts/messages';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@portal/shared-auth/router';
import { ApiError, applyTenant, fetchTenant, safeRedirect, signIn, splitLogin, useAuth } from '@portal/shared-auth';
import {
  LockOutlinedIcon,
  PlainAlert,
  PlainButton,
  PlainField,
  PlainInput,
  PlainPasswordInput,
  UserOutlinedIcon,
} from '@portal/shared-ui/plain';
import { paths } from '../../paths';

/** The pause between applying another tenant's look and signing in (spec 000 §4). */
export const TENANT_SWITCH_DELAY_MS = 500;

const REQUIRED = REQUIRED_MESSAGE;

interface Credentials {
  username: string;
  password: string;
}
type CredentialErrors = Partial<Record<keyof Credentials, string>>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Both fields are required; a username of blanks counts as empty. */
export function validateCredentials({ username, password }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!username.trim()) errors.username = REQUIRED;
  if (!password) errors.password = REQUIRED;
  return errors;
}

/*
 * Plain controls on purpose (@portal/shared-ui/plain): the sign-in page is the first thing every
 * user downloads, and antd (its context, style engine, Form and inputs) weighed 90 KB gzip of
 * it for two required fields. antd loads with the page after it.
 */
export function SignInPage() {
  const tenant = useAuth((state) => state.tenant);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function change(field: keyof Credentials, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field has shown its error, the message follows what the user types.
    if (errors[field]) setErrors({ ...errors, [field]: validateCredentials(next)[field] });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateCredentials(values);
    setErrors(found);
    if (found.username || found.password) return;
    setBusy(true);
    setError(null);
    try {
      const { tenantName } = splitLogin(values.username.trim());
      if (tenantName && tenantName !== tenant?.name) {
        // `name@tenant`: that tenant's name, title and palette first, then sign in.
        applyTenant(await fetchTenant(tenantName));
        await wait(TENANT_SWITCH_DELAY_MS);
      }
      await signIn(values.username.trim(), values.password);
      navigate(safeRedirect(params.get('redirectURL')), { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Accesso non riuscito. Riprova.');
      setBusy(false);
    }
  }

  return (
    <main className="portal-center">
      <section className="portal-sign-in" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">{tenant?.descr ?? 'Portale'}</h1>
        <p className="portal-muted">Accedi con le tue credenziali.</p>
        {error && <PlainAlert>{error}</PlainAlert>}
        <form onSubmit={submit} noValidate>
          <PlainField id="sign-in-username" label="Nome utente" error={errors.username}>
            {(field) => (
              <PlainInput
                {...field}
                value={values.username}
                onChange={(event) => change('username', event.target.value)}
                prefix={UserOutlinedIcon}
                autoComplete="username"
                autoFocus
                disabled={busy}
              />
            )}
          </PlainField>
          <PlainField id="sign-in-password" label="Password" error={errors.password}>
            {(field) => (
              <PlainPasswordInput
                {...field}
                value={values.password}
                onChange={(event) => change('password', event.target.value)}
                prefix={LockOutlinedIcon}
                autoComplete="current-password"
                disabled={busy}
              />
            )}
          </PlainField>
          <PlainButton type="submit" block loading={busy}>
            Accedi
          </PlainButton>
        </form>
        <p className="portal-sign-in-links">
          <Link to={paths.forgotPassword}>Password dimenticata?</Link>
          <Link to={paths.signUp}>Registrati</Link>
        </p>
      </section>
    </main>
  );
}
