import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  DebouncedSearch,
  EditOutlined,
  ListPage,
  PlusOutlined,
  usePageParam,
  type TableColumnsType,
} from '@portal/shared-ui';
import { paths } from '../../../app/paths';
import { useFields } from '../api/get-fields';
import { FIELD_TYPE_LABELS, type Field } from '../types/field';

export const FIELD_PAGE_SIZES = [5, 10, 20] as const;
export const FIELD_SEARCH_DELAY_MS = 1000;

const columns: TableColumnsType<Field> = [
  { title: 'Codice', dataIndex: 'fieldCode' },
  { title: 'Nome', dataIndex: 'name' },
  { title: 'Descrizione', dataIndex: 'description', ellipsis: true },
  { title: 'Tipo', dataIndex: 'type', render: (type: Field['type']) => FIELD_TYPE_LABELS[type] ?? type },
  { title: 'Lunghezza', dataIndex: 'length' },
  { title: 'Minimo', dataIndex: 'minimum' },
  { title: 'Massimo', dataIndex: 'maximum' },
  { title: 'Validatore', dataIndex: 'validator' },
  { title: 'Icona', dataIndex: 'icon' },
  {
    title: '',
    key: 'actions',
    render: (_, field) => (
      <Link to={paths.fields.edit(field.fieldCode)}>
        <Button icon={<EditOutlined />}>Modifica</Button>
      </Link>
    ),
  },
];

/** `/fields`: the catalogue's request fields (spec 002 §2.1). */
export default function FieldListPage() {
  const [page, setPage] = usePageParam();
  const [size, setSize] = useState(20);
  const [search, setSearch] = useState('');
  const fields = useFields({ page, size, search });
  return (
    <ListPage<Field>
      title="Campi"
      toolbar={
        <DebouncedSearch
          placeholder="Cerca campo"
          value={search}
          delay={FIELD_SEARCH_DELAY_MS}
          onSearch={(text) => {
            setSearch(text);
            setPage(0);
          }}
          style={{ maxWidth: 360 }}
        />
      }
      actions={
        <Link to={paths.fields.create}>
          <Button type="primary" icon={<PlusOutlined />}>
            Nuovo campo
          </Button>
        </Link>
      }
      columns={columns}
      rows={fields.data?.content}
      total={fields.data?.totalElements ?? 0}
      rowKey="fieldCode"
      loading={fields.loading}
      error={fields.error}
      onRetry={fields.reload}
      page={page}
      size={size}
      sizeOptions={FIELD_PAGE_SIZES}
      onPageChange={(nextPage, nextSize) => {
        setSize(nextSize);
        setPage(nextPage);
      }}
      emptyText="Nessun campo trovato"
    />
  );
}
