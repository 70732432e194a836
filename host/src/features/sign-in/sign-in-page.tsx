// One string, not the whole MESSAGES object: the sign-in page is the lightest of the portal.
import { REQUIRED_MESSAGE } from '@portal/contracts/messages';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from '@portal/shared-auth/router';
import { ApiError, applyTenant, fetchTenant, safeRedirect, signIn, splitLogin, useAuth } from '@portal/shared-auth';
import { Alert, Button, LockOutlined, PasswordInput, TextInput, UserOutlined } from '@portal/shared-ui/core';
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
 * A plain form on purpose: the sign-in page is the first thing every user downloads, and
 * antd's Form (with its validator and tooltip machinery) alone weighed more than 40 KB gzip
 * of it for two required fields.
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
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
        <form onSubmit={submit} noValidate>
          <LabelledField id="sign-in-username" label="Nome utente" error={errors.username}>
            {(field) => (
              <TextInput
                {...field}
                value={values.username}
                onChange={(event) => change('username', event.target.value)}
                prefix={<UserOutlined />}
                autoComplete="username"
                autoFocus
                disabled={busy}
              />
            )}
          </LabelledField>
          <LabelledField id="sign-in-password" label="Password" error={errors.password}>
            {(field) => (
              <PasswordInput
                {...field}
                value={values.password}
                onChange={(event) => change('password', event.target.value)}
                prefix={<LockOutlined />}
                autoComplete="current-password"
                disabled={busy}
              />
            )}
          </LabelledField>
          <Button type="primary" htmlType="submit" block loading={busy}>
            Accedi
          </Button>
        </form>
        <p className="portal-sign-in-links">
          <Link to={paths.forgotPassword}>Password dimenticata?</Link>
          <Link to={paths.signUp}>Registrati</Link>
        </p>
      </section>
    </main>
  );
}

interface FieldWiring {
  id: string;
  status?: 'error';
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/** A label, its input and the input's error message, tied together for screen readers. */
function LabelledField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: (field: FieldWiring) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="portal-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        status: error ? 'error' : undefined,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <div id={errorId} className="portal-field-error">
          {error}
        </div>
      )}
    </div>
  );
}
