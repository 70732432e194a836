import { editColumn, ListScreen, useListState, type TableColumnsType } from '@portal/shared-ui';
import { paths } from '../../../config/paths';
import { LIST_PAGE_SIZES, LIST_SEARCH_DELAY_MS } from '../../../config/lists';
import { formsPage } from '../api/get-forms';
import type { Form } from '../types/form';

export const FORM_FILTER = 'FORM_FILTER';

/** `/forms`: the catalogue's forms (spec 002 §2.3). */
export default function FormListPage() {
  const list = useListState({ storageKey: FORM_FILTER, defaultSize: 20 });
  const columns: TableColumnsType<Form> = [
    { title: 'Codice form', dataIndex: 'formCode' },
    { title: 'Descrizione', dataIndex: 'description', ellipsis: true },
    { title: 'Validatore', dataIndex: 'validatore', render: (value: string | null) => value ?? '' },
    editColumn<Form>(list, (form) => paths.forms.edit(form.formCode, { page: list.page })),
  ];
  return (
    <ListScreen
      title="Form"
      list={list}
      query={formsPage}
      search={{ placeholder: 'Cerca form', delay: LIST_SEARCH_DELAY_MS }}
      create={{ label: 'Nuovo form', to: paths.forms.create(list.page) }}
      columns={columns}
      rowKey="formCode"
      sizeOptions={LIST_PAGE_SIZES}
      emptyText="Nessun form trovato"
    />
  );
}
