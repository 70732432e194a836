import { useState } from 'react';
import { useFormik } from '@portal/shared-ui/forms';
import { ApiError, useAuth } from '@portal/shared-auth';
import { Alert, Button, Col, Form, Input, Row } from '@portal/shared-ui';
import { Result } from '@portal/shared-ui/result';
import { SIGN_UP_LIMITS, sendSignUpRequest, signUpSchema, type SignUpRequest } from '../api/sign-up';
import { AccountCard } from './account-card';
import { fieldBinding } from '@portal/shared-ui/forms';

const EMPTY: SignUpRequest = { companyName: '', partitaIva: '', name: '', lastName: '', email: '', username: '' };

/** `/sign-up`: a request for a company account, approved by the back office. */
export function SignUpPage() {
  const tenant = useAuth((state) => state.tenant);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const formik = useFormik<SignUpRequest>({
    initialValues: EMPTY,
    validationSchema: signUpSchema,
    onSubmit: async (values) => {
      setError(null);
      try {
        const answer = await sendSignUpRequest(signUpSchema.cast(values), tenant?.name ?? null);
        setSent(answer.message ?? 'Richiesta di registrazione inviata.');
      } catch (failure) {
        setError(failure instanceof ApiError ? failure.message : 'Invio non riuscito. Riprova.');
      }
    },
  });
  const { item, input } = fieldBinding(formik, 'sign-up');

  if (sent) {
    return (
      <AccountCard title="Registrati">
        <Result status="success" title="Richiesta inviata" subTitle={sent} />
      </AccountCard>
    );
  }
  return (
    <AccountCard
      title="Registrati"
      wide
      intro="Richiedi un account per la tua azienda: lo attiveremo dopo aver verificato i dati."
    >
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={() => void formik.submitForm()} disabled={formik.isSubmitting}>
        <Form.Item {...item('companyName', 'Ragione sociale')}>
          <Input {...input('companyName')} maxLength={SIGN_UP_LIMITS.companyName} autoComplete="organization" />
        </Form.Item>
        <Form.Item {...item('partitaIva', 'Partita IVA')}>
          <Input {...input('partitaIva')} maxLength={SIGN_UP_LIMITS.partitaIva} inputMode="numeric" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item {...item('name', 'Nome')}>
              <Input {...input('name')} maxLength={SIGN_UP_LIMITS.name} autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item {...item('lastName', 'Cognome')}>
              <Input {...input('lastName')} maxLength={SIGN_UP_LIMITS.lastName} autoComplete="family-name" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item {...item('email', 'Email')}>
          <Input {...input('email')} maxLength={SIGN_UP_LIMITS.email} inputMode="email" autoComplete="email" />
        </Form.Item>
        <Form.Item {...item('username', 'Nome utente')}>
          <Input {...input('username')} maxLength={SIGN_UP_LIMITS.username} autoComplete="username" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={formik.isSubmitting}>
          Invia richiesta
        </Button>
      </Form>
    </AccountCard>
  );
}
