import { editColumn, ListScreen, useListState, type TableColumnsType } from '@portal/shared-ui';
import { paths } from '../../../config/paths';
import { LIST_PAGE_SIZES, LIST_SEARCH_DELAY_MS } from '../../../config/lists';
import { IconPreview } from '../../../components/icon-preview';
import { fieldsPage } from '../api/get-fields';
import { FIELD_TYPE_LABELS, type Field } from '../types/field';

export const FIELD_FILTER = 'FIELD_FILTER';

/** `/fields`: the catalogue's request fields (spec 002 §2.1). */
export default function FieldListPage() {
  const list = useListState({ storageKey: FIELD_FILTER, defaultSize: 20 });
  const columns: TableColumnsType<Field> = [
    // Long codes, names and descriptions are cut with an ellipsis (the full text on hover), so
    // that the ten columns fit a 1366-1440 px screen whole.
    { title: 'Codice', dataIndex: 'fieldCode', width: 190, ellipsis: true },
    { title: 'Nome', dataIndex: 'name', width: 170, ellipsis: true },
    { title: 'Descrizione', dataIndex: 'description', ellipsis: true },
    {
      title: 'Tipo',
      dataIndex: 'type',
      width: 140,
      render: (type: Field['type']) => FIELD_TYPE_LABELS[type] ?? type,
    },
    { title: 'Lunghezza', dataIndex: 'length', width: 105 },
    { title: 'Minimo', dataIndex: 'minimum', width: 90 },
    { title: 'Massimo', dataIndex: 'maximum', width: 95 },
    { title: 'Validatore', dataIndex: 'validator', width: 105 },
    { title: 'Icona', dataIndex: 'icon', width: 80, render: (icon: string) => <IconPreview icon={icon} /> },
    editColumn<Field>(list, (field) => paths.fields.edit(field.fieldCode, list.page)),
  ];
  return (
    <ListScreen
      title="Campi"
      list={list}
      query={fieldsPage}
      search={{ placeholder: 'Cerca campo', delay: LIST_SEARCH_DELAY_MS }}
      create={{ label: 'Nuovo campo', to: paths.fields.create(list.page) }}
      columns={columns}
      rowKey="fieldCode"
      sizeOptions={LIST_PAGE_SIZES}
      emptyText="Nessun campo trovato"
      minTableWidth={1200}
    />
  );
}
