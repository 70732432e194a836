import { Link } from '@portal/shared-auth/router';
import { Button, DebouncedSearch, EditOutlined, Flex, QueryTable, type TableColumnsType } from '@portal/shared-ui';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import { useFieldForms } from '../api/get-field-forms';
import type { FieldForm } from '../types/field';

export const NO_FORMS_TEXT = 'Attualmente, il campo specificato non è stato associato a nessuna form';

/** Panel 'Form' of the field edit: the forms that contain the field (spec 002 §2.2). */
export function FieldFormsPanel({ fieldCode }: { fieldCode: string | null }) {
  const [search, setSearch] = useState('');
  const forms = useFieldForms(fieldCode, search);
  const columns: TableColumnsType<FieldForm> = [
    { title: 'Codice form', dataIndex: 'formCode' },
    { title: 'Descrizione', dataIndex: 'description' },
    { title: 'Validatore', dataIndex: 'validatore', render: (value: string | null) => value ?? '' },
    {
      title: '',
      key: 'actions',
      render: (_, form) => (
        <Link to={paths.forms.edit(form.formCode, { fieldCode: fieldCode ?? undefined })}>
          <Button icon={<EditOutlined />}>Modifica</Button>
        </Link>
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <DebouncedSearch
        placeholder="Cerca form"
        value={search}
        onSearch={setSearch}
        delay={1000}
        style={{ maxWidth: 360 }}
      />
      <QueryTable<FieldForm>
        query={forms}
        columns={columns}
        rowKey="formCode"
        size="middle"
        emptyText={NO_FORMS_TEXT}
        errorText="Impossibile caricare le form del campo."
      />
    </Flex>
  );
}
