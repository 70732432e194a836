import { useState } from 'react';
import { useFormik } from '@portal/shared-ui/forms';
import { ApiError } from '@portal/shared-auth';
import { Alert, Button, Form, Input } from '@portal/shared-ui';
import { Result } from '@portal/shared-ui/result';
import { forgotPasswordSchema, requestPasswordReset, type ForgotPasswordRequest } from '../api/forgot-password';
import { AccountCard } from './account-card';
import { fieldBinding } from '@portal/shared-ui/forms';

/** `/forgot-password`: asks for the reset link by mail. */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const formik = useFormik<ForgotPasswordRequest>({
    initialValues: { username: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async ({ username }) => {
      setError(null);
      try {
        const answer = await requestPasswordReset(username.trim());
        setSent(answer.message ?? "Se l'account esiste, riceverai un'email.");
      } catch (failure) {
        setError(failure instanceof ApiError ? failure.message : 'Invio non riuscito. Riprova.');
      }
    },
  });
  const { item, input } = fieldBinding(formik, 'forgot');

  return (
    <AccountCard
      title="Password dimenticata?"
      intro={
        sent ? undefined : 'Inserisci il tuo nome utente: ti invieremo un collegamento per reimpostare la password.'
      }
    >
      {sent ? (
        <Result status="success" title="Controlla la tua email" subTitle={sent} />
      ) : (
        <>
          {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
          <Form layout="vertical" onFinish={() => void formik.submitForm()} disabled={formik.isSubmitting}>
            <Form.Item {...item('username', 'Nome utente')}>
              <Input {...input('username')} maxLength={128} autoComplete="username" autoFocus />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={formik.isSubmitting}>
              Invia collegamento
            </Button>
          </Form>
        </>
      )}
    </AccountCard>
  );
}
