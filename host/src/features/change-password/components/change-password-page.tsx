import { useMemo } from 'react';
import { useFormik } from '@portal/shared-ui/forms';
import { useNavigate } from '@portal/shared-auth/router';
import { ApiError, useAuth } from '@portal/shared-auth';
import { Alert, App, Button, Card, Flex, Form, Input, Typography } from '@portal/shared-ui';
import {
  newPasswordSchema,
  passwordHints,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  type NewPassword,
} from '../../../lib/password-schema';
import { fieldBinding, yup } from '@portal/shared-ui/forms';
import { paths } from '../../../paths';
import { changePassword, reloadCurrentUser } from '../api/change-password';

const CHANGED_FALLBACK = 'Password aggiornata.';

type ChangeValues = NewPassword & { currentPassword: string };

/**
 * `/change-password` (spec 000 §2.9): the signed-in user's new password under their policy. The
 * current password is asked first (issue 46), except when it has expired: the sign-in that led
 * here has just proved it.
 */
export function ChangePasswordPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = useAuth((state) => state.user);
  const expired = Boolean(user?.passwordExpired);
  const minLength = user?.pwdMinLength ?? 1;
  const schema = useMemo(
    () =>
      newPasswordSchema(minLength).shape({
        currentPassword: expired ? yup.string().default('') : yup.string().required(PASSWORD_MESSAGES.currentRequired),
      }),
    [minLength, expired],
  );

  const formik = useFormik<ChangeValues>({
    initialValues: { currentPassword: '', password: '', passwordConfirm: '' },
    validationSchema: schema,
    onSubmit: async ({ currentPassword, ...values }, helpers) => {
      try {
        const answer = await changePassword(expired ? values : { ...values, currentPassword });
        void message.success(answer.message ?? CHANGED_FALLBACK);
        helpers.resetForm();
        const wasExpired = expired;
        await reloadCurrentUser({ renewSession: wasExpired }).catch(() => undefined);
        if (wasExpired) navigate(paths.portal, { replace: true });
      } catch (error) {
        // The shared client has shown the server's message as a toast (spec 000 §8); a wrong
        // current password is also said under its field.
        if (error instanceof ApiError && (error.context as { field?: string } | null)?.field === 'currentPassword')
          helpers.setFieldError('currentPassword', error.message);
      }
    },
  });

  const { item, input: bind } = fieldBinding(formik, 'change-password');
  const input = (field: keyof ChangeValues) => ({
    ...bind(field),
    maxLength: PASSWORD_MAX_LENGTH,
    autoComplete: field === 'currentPassword' ? 'current-password' : 'new-password',
  });
  const hints = passwordHints(user ?? {});

  return (
    <Flex vertical gap={24} style={{ maxWidth: 560, margin: '0 auto', width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          Reimposta la tua password
        </Typography.Title>
        {hints.length > 0 && (
          <ul className="portal-muted" style={{ paddingLeft: 20, marginBottom: 0 }} aria-label="Regole della password">
            {hints.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
        )}
      </div>
      {expired && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title="La tua password è scaduta: scegline una nuova per continuare."
        />
      )}
      <Card>
        <Form layout="vertical" onFinish={() => void formik.submitForm()} disabled={formik.isSubmitting}>
          {/* Tells password managers whose password this is. */}
          <input type="text" name="username" autoComplete="username" value={user?.login ?? ''} readOnly hidden />
          {!expired && (
            <Form.Item {...item('currentPassword', 'Password attuale')}>
              <Input.Password {...input('currentPassword')} />
            </Form.Item>
          )}
          <Form.Item {...item('password', 'Nuova Password')}>
            <Input.Password {...input('password')} />
          </Form.Item>
          <Form.Item {...item('passwordConfirm', 'Conferma Password')}>
            <Input.Password {...input('passwordConfirm')} />
          </Form.Item>
          <Flex justify="flex-end">
            <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
              Salva
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
