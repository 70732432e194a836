import { useState } from 'react';
import { Formik } from '@portal/shared-ui/forms';
import { contractRules, yup } from '@portal/shared-ui/forms';
import { NewProfileInput } from '@portal/contracts/api/users';
import { CODE_PATTERN, CODE_PATTERN_MESSAGE } from '../../../components/code-availability';
import {
  App,
  Button,
  Card,
  Flex,
  Form,
  PlusOutlined,
  Table,
  Typography,
  type TableColumnsType,
} from '@portal/shared-ui';
import { TextField } from '@portal/shared-ui/forms';
import { useCreateProfile, useProfiles } from '../api/profiles';
import { USER_LIMITS, type Profile } from '../types/user';

const columns: TableColumnsType<Profile> = [
  { title: 'Codice', dataIndex: 'profileCode', width: 220 },
  { title: 'Descrizione', dataIndex: 'description' },
  { title: 'Utenti', dataIndex: 'users', width: 120, align: 'right' },
];

const contract = contractRules(NewProfileInput, ['profileCode', 'description']);
const schema = yup.object({
  ...contract,
  profileCode: contract.profileCode.matches(CODE_PATTERN, CODE_PATTERN_MESSAGE),
});

/** `/profiles`: the tenant's profiles (spec 002 §3 Profile) with how many users hold each, and a new one. */
export default function ProfileListPage() {
  const { message } = App.useApp();
  const profiles = useProfiles();
  const create = useCreateProfile();
  const [formKey, setFormKey] = useState(0);
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Profili
      </Typography.Title>
      <Card title="Nuovo profilo">
        <Formik
          key={formKey}
          initialValues={{ profileCode: '', description: '' }}
          validationSchema={schema}
          onSubmit={async (values, helpers) => {
            try {
              await create.mutateAsync({
                profileCode: values.profileCode.trim(),
                description: values.description.trim(),
              });
              void message.success('Profilo creato');
              setFormKey((key) => key + 1);
            } catch {
              helpers.setSubmitting(false); // the client has said why; the values stay
            }
          }}
        >
          {(form) => (
            <Form layout="vertical" onFinish={() => void form.submitForm()}>
              <Flex gap={16} wrap align="flex-end">
                <div style={{ minWidth: 220 }}>
                  <TextField name="profileCode" label="Codice" required maxLength={USER_LIMITS.profileCode} />
                </div>
                <div style={{ minWidth: 320, flex: 1 }}>
                  <TextField name="description" label="Descrizione" required maxLength={255} />
                </div>
                <Form.Item>
                  <Button
                    type="primary"
                    htmlType="submit"
                    icon={<PlusOutlined />}
                    loading={form.isSubmitting}
                    disabled={!form.dirty || !form.isValid}
                  >
                    Crea profilo
                  </Button>
                </Form.Item>
              </Flex>
            </Form>
          )}
        </Formik>
      </Card>
      <Card>
        <Table<Profile>
          columns={columns}
          dataSource={profiles.data}
          rowKey="id"
          loading={profiles.isFetching}
          pagination={false}
          locale={{ emptyText: 'Nessun profilo' }}
        />
      </Card>
    </Flex>
  );
}
