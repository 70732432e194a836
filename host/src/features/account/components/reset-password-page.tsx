import { useMemo, useState } from 'react';
import { useFormik } from '@portal/shared-ui/forms';
import { Link, useParams } from '@portal/shared-auth/router';
import { ApiError } from '@portal/shared-auth';
import { Alert, Button, Form, Input, Spin } from '@portal/shared-ui';
import { Result } from '@portal/shared-ui/result';
import { newPasswordSchema, passwordHints, PASSWORD_MAX_LENGTH, type NewPassword } from '../../../lib/password-schema';
import { paths } from '../../../paths';
import { resetPassword, useResetLink } from '../api/reset-password';
import { AccountCard } from './account-card';
import { fieldBinding } from '@portal/shared-ui/forms';

/** `/reset-password/{token}`: the mailed link; a new password under the user's policy. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const link = useResetLink(token);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const minLength = link.data?.pwdMinLength ?? 1;
  const schema = useMemo(() => newPasswordSchema(minLength), [minLength]);
  const formik = useFormik<NewPassword>({
    initialValues: { password: '', passwordConfirm: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setError(null);
      try {
        const answer = await resetPassword(token, values);
        helpers.resetForm();
        setDone(answer.message ?? 'Password reimpostata.');
      } catch (failure) {
        setError(failure instanceof ApiError ? failure.message : 'Operazione non riuscita. Riprova.');
      }
    },
  });
  const { item, input } = fieldBinding(formik, 'reset');

  if (link.isPending) {
    return (
      <AccountCard title="Reimposta la tua password">
        <Spin />
      </AccountCard>
    );
  }
  if (link.error) {
    return (
      <AccountCard title="Reimposta la tua password">
        <Result
          status="warning"
          title="Collegamento non valido"
          subTitle={link.error.message}
          extra={<Link to={paths.forgotPassword}>Richiedi un nuovo collegamento</Link>}
        />
      </AccountCard>
    );
  }
  if (done) {
    return (
      <AccountCard title="Reimposta la tua password">
        <Result status="success" title="Password reimpostata" subTitle={done} />
      </AccountCard>
    );
  }
  const hints = passwordHints(link.data ?? {});
  return (
    <AccountCard title="Reimposta la tua password">
      {hints.length > 0 && (
        <ul className="portal-muted" style={{ paddingLeft: 20 }}>
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      )}
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={() => void formik.submitForm()} disabled={formik.isSubmitting}>
        <Form.Item {...item('password', 'Nuova Password')}>
          <Input.Password {...input('password')} maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
        </Form.Item>
        <Form.Item {...item('passwordConfirm', 'Conferma Password')}>
          <Input.Password {...input('passwordConfirm')} maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={formik.isSubmitting}>
          Salva
        </Button>
      </Form>
    </AccountCard>
  );
}
