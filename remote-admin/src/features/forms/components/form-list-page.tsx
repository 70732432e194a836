import { Link } from '@portal/shared-auth/router';
import {
  ACTION_COLUMN,
  Button,
  EditOutlined,
  ListScreen,
  useListState,
  type TableColumnsType,
} from '@portal/shared-ui';
import { paths } from '../../../config/paths';
import { formsPage } from '../api/get-forms';
import type { Form } from '../types/form';

export const FORM_PAGE_SIZES = [5, 10, 20] as const;
export const FORM_SEARCH_DELAY_MS = 1000;
export const FORM_FILTER = 'FORM_FILTER';

/** `/forms`: the catalogue's forms (spec 002 §2.3). */
export default function FormListPage() {
  const list = useListState({ storageKey: FORM_FILTER, defaultSize: 20 });
  const columns: TableColumnsType<Form> = [
    { title: 'Codice form', dataIndex: 'formCode' },
    { title: 'Descrizione', dataIndex: 'description', ellipsis: true },
    { title: 'Validatore', dataIndex: 'validatore', render: (value: string | null) => value ?? '' },
    {
      title: '',
      key: ACTION_COLUMN,
      render: (_, form) => (
        <Link to={paths.forms.edit(form.formCode, { page: list.page })} onClick={list.remember}>
          <Button icon={<EditOutlined />}>Modifica</Button>
        </Link>
      ),
    },
  ];
  return (
    <ListScreen
      title="Form"
      list={list}
      query={formsPage}
      search={{ placeholder: 'Cerca form', delay: FORM_SEARCH_DELAY_MS }}
      create={{ label: 'Nuovo form', to: paths.forms.create(list.page) }}
      columns={columns}
      rowKey="formCode"
      sizeOptions={FORM_PAGE_SIZES}
      emptyText="Nessun form trovato"
    />
  );
}
