import { useState } from 'react';
import { Link } from '@portal/shared-auth/router';
import { Formik } from '@portal/shared-ui/forms';
import { contractRules, yup } from '@portal/shared-ui/forms';
import { NewPriceListInput } from '@portal/contracts/api/users';
import { CODE_PATTERN, CODE_PATTERN_MESSAGE } from '../../../components/code-availability';
import type { PriceList } from '@portal/contracts/api/users';
import { PRICE_LIST_LIMITS } from '@portal/contracts/users';
import {
  App,
  Button,
  Card,
  EditOutlined,
  Flex,
  Form,
  PlusOutlined,
  Table,
  Typography,
  type TableColumnsType,
} from '@portal/shared-ui';
import { TextField } from '@portal/shared-ui/forms';
import { paths } from '../../../config/paths';
import { useCreatePriceList, usePriceLists } from '../api/price-lists';

const columns: TableColumnsType<PriceList> = [
  { title: 'Codice', dataIndex: 'codice', width: 220 },
  { title: 'Descrizione', dataIndex: 'descrizione' },
  { title: 'Clienti', dataIndex: 'clients', width: 100, align: 'right' },
  { title: 'Prodotti', dataIndex: 'products', width: 100, align: 'right' },
  {
    title: '',
    key: 'actions',
    width: 130,
    render: (_, list) => (
      <Link to={paths.priceLists.edit(list.codice)}>
        <Button icon={<EditOutlined />} aria-label={`Modifica ${list.codice}`}>
          Modifica
        </Button>
      </Link>
    ),
  },
];

const contract = contractRules(NewPriceListInput, ['codice', 'descrizione']);
const schema = yup.object({
  ...contract,
  codice: contract.codice.matches(CODE_PATTERN, CODE_PATTERN_MESSAGE),
});

/** `/price-lists`: the price-list profiles, how many clients and products each has, and a new one. */
export default function PriceListListPage() {
  const { message } = App.useApp();
  const lists = usePriceLists();
  const create = useCreatePriceList();
  const [formKey, setFormKey] = useState(0);
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Listini
      </Typography.Title>
      <Card title="Nuovo listino">
        <Formik
          key={formKey}
          initialValues={{ codice: '', descrizione: '' }}
          validationSchema={schema}
          onSubmit={async (values, helpers) => {
            try {
              await create.mutateAsync({ codice: values.codice.trim(), descrizione: values.descrizione.trim() });
              void message.success('Listino creato');
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
                  <TextField name="codice" label="Codice" required maxLength={PRICE_LIST_LIMITS.code} />
                </div>
                <div style={{ minWidth: 320, flex: 1 }}>
                  <TextField
                    name="descrizione"
                    label="Descrizione"
                    required
                    maxLength={PRICE_LIST_LIMITS.description}
                  />
                </div>
                <Form.Item>
                  <Button
                    type="primary"
                    htmlType="submit"
                    icon={<PlusOutlined />}
                    loading={form.isSubmitting}
                    disabled={!form.dirty || !form.isValid}
                  >
                    Crea listino
                  </Button>
                </Form.Item>
              </Flex>
            </Form>
          )}
        </Formik>
      </Card>
      <Card>
        <Table<PriceList>
          columns={columns}
          dataSource={lists.data}
          rowKey="codice"
          loading={lists.isFetching}
          pagination={false}
          locale={{ emptyText: 'Nessun listino' }}
        />
      </Card>
    </Flex>
  );
}
