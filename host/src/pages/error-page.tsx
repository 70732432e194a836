import { Link } from '@portal/shared-auth/router';
import { Button } from '@portal/shared-ui/shell';
import { Result } from '@portal/shared-ui/result';
import { paths } from '../paths';

const TEXTS = {
  401: { title: 'Pagina non trovata', code: 'Ops... 401!', text: 'La pagina che stai cercando non è stata trovata.' },
  403: {
    title: 'Accesso negato!',
    code: null,
    text: "Non sei autorizzato a visualizzare questa pagina. Se pensi di esserlo, contatta l'assistenza.",
  },
  404: { title: 'Pagina non trovata', code: 'Ops... 404!', text: 'La pagina che stai cercando non è stata trovata.' },
} as const;

/** The error pages of spec 000 §2.10. */
export function ErrorPage({ code }: { code: 401 | 403 | 404 }) {
  const texts = TEXTS[code];
  return (
    <div className="portal-center">
      <Result
        status={code === 403 ? '403' : '404'}
        title={texts.title}
        subTitle={
          <>
            {texts.code && <p className="portal-error-code">{texts.code}</p>}
            <p>{texts.text}</p>
          </>
        }
        extra={
          <Link to={paths.portal}>
            <Button type="primary">Torna alla dashboard</Button>
          </Link>
        }
      />
    </div>
  );
}
