import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, applyTenant, fetchTenant, safeRedirect, signIn, splitLogin, useAuth } from '@portal/shared-auth';
import { Alert, Button, Form, Input, LockOutlined, UserOutlined } from '@portal/shared-ui/core';

/** The pause between applying another tenant's look and signing in (spec 000 §4). */
export const TENANT_SWITCH_DELAY_MS = 500;

interface Credentials {
  username: string;
  password: string;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function SignInPage() {
  const tenant = useAuth((state) => state.tenant);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit({ username, password }: Credentials) {
    setBusy(true);
    setError(null);
    try {
      const { tenantName } = splitLogin(username);
      if (tenantName && tenantName !== tenant?.name) {
        // `name@tenant`: that tenant's name, title and palette first, then sign in.
        applyTenant(await fetchTenant(tenantName));
        await wait(TENANT_SWITCH_DELAY_MS);
      }
      await signIn(username, password);
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
        <Form<Credentials> layout="vertical" onFinish={submit} disabled={busy} requiredMark={false}>
          <Form.Item
            label="Nome utente"
            name="username"
            rules={[{ required: true, whitespace: true, message: 'Campo obbligatorio' }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Campo obbligatorio' }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            Accedi
          </Button>
        </Form>
      </section>
    </main>
  );
}
