import { fieldBinding, useFormik } from '@portal/shared-ui/forms';
import { Link, useNavigate } from '@portal/shared-auth/router';
import { ApiError, useAuth } from '@portal/shared-auth';
import { App, ArrowLeftOutlined, Button, Card, Flex, Form, Input, Typography } from '@portal/shared-ui';
import { paths } from '../../../config/paths';
import {
  SUPPORT_LIMITS,
  sendSupportMessage,
  supportMessageSchema,
  type SupportMessage,
} from '../api/send-support-message';

const SENT_FALLBACK = 'Richiesta inviata.';

/**
 * The server answered, with its error flag set. Spec 001 §8: the client has already shown it
 * as an error toast; the form then also shows it as a success toast and goes back. A network
 * failure, a 4xx or a 5xx instead keeps the user's text in the form to send again.
 */
function isFlaggedAnswer(failure: unknown): failure is ApiError {
  return failure instanceof ApiError && failure.status !== null && failure.status < 400;
}

/** `/help-center/support`: the contact form (spec 001 §2.5, §5, §8). */
export default function SupportPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = useAuth((state) => state.user);
  const back = () => navigate(paths.helpCenter.home);

  const formik = useFormik<SupportMessage>({
    initialValues: {
      name: user ? `${user.name} ${user.lastName}`.trim() : '',
      email: user?.email ?? '',
      note: '',
    },
    validationSchema: supportMessageSchema,
    validateOnMount: true,
    onSubmit: async (values) => {
      const payload = supportMessageSchema.cast(values);
      try {
        const answer = await sendSupportMessage(payload);
        void message.success(answer.message ?? SENT_FALLBACK);
        back();
      } catch (failure) {
        if (!isFlaggedAnswer(failure)) return;
        void message.success(failure.message);
        back();
      }
    },
  });

  const binding = fieldBinding(formik, 'support');
  const item = (field: keyof SupportMessage, label: string) => ({ ...binding.item(field, label), required: true });
  const input = (field: keyof SupportMessage) => ({ ...binding.input(field), maxLength: SUPPORT_LIMITS[field] });

  return (
    <Flex vertical gap={24} style={{ maxWidth: 720, margin: '0 auto', width: '100%' }}>
      <Link to={paths.helpCenter.home}>
        <ArrowLeftOutlined /> Torna al centro assistenza
      </Link>
      <div>
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          Supporto
        </Typography.Title>
        <Typography.Text type="secondary">
          Descrivi la tua richiesta: il nostro servizio clienti ti risponderà entro 24 ore.
        </Typography.Text>
      </div>
      <Card>
        <Form layout="vertical" onFinish={() => void formik.submitForm()} disabled={formik.isSubmitting}>
          <Form.Item {...item('name', 'Nome')}>
            <Input {...input('name')} autoComplete="name" />
          </Form.Item>
          <Form.Item {...item('email', 'Email')}>
            <Input {...input('email')} inputMode="email" autoComplete="email" />
          </Form.Item>
          <Form.Item {...item('note', 'Messaggio')}>
            <Input.TextArea {...input('note')} rows={6} showCount />
          </Form.Item>
          <Flex justify="flex-end" gap={8}>
            <Button onClick={back} disabled={false}>
              Annulla
            </Button>
            <Button type="primary" htmlType="submit" disabled={!formik.isValid} loading={formik.isSubmitting}>
              Invia
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
