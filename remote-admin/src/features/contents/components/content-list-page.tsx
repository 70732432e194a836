import {
  ACTION_COLUMN,
  EditLink,
  Flex,
  HolderOutlined,
  ListScreen,
  RemoveButton,
  Tooltip,
  useListState,
  type TableColumnsType,
} from '@portal/shared-ui';
import { paths } from '../../../config/paths';
import { CONTENT_PAGE_SIZES, LIST_SEARCH_DELAY_MS } from '../../../config/lists';
import { IconPreview } from '../../../components/icon-preview';
import { useDeleteContent } from '../api/delete-content';
import { contentsPage } from '../api/get-contents';
import type { Content } from '../types/content';

export const CONTENT_FILTER = 'CONTENT_FILTER';

/** `/contents`: groupings of products with an icon (spec 002 §2.5). */
export default function ContentListPage() {
  const list = useListState({ storageKey: CONTENT_FILTER, defaultSize: 20 });
  const remove = useDeleteContent();
  const columns: TableColumnsType<Content> = [
    {
      title: '',
      key: 'handle',
      width: 48,
      // Reordering contents is currently disabled (spec 002 §2.5): the handle only shows where it
      // will be — first in the row, where every list reordered by dragging has it.
      render: () => (
        <Tooltip title="Riordino non disponibile">
          <span aria-label="Riordino non disponibile" style={{ color: 'rgba(0, 0, 0, 0.25)', cursor: 'not-allowed' }}>
            <HolderOutlined />
          </span>
        </Tooltip>
      ),
    },
    { title: 'Icona', dataIndex: 'icon', width: 180, render: (icon: string) => <IconPreview icon={icon} /> },
    { title: 'Descrizione', dataIndex: 'description' },
    {
      title: '',
      key: ACTION_COLUMN,
      width: 220,
      render: (_, content) => (
        <Flex gap={8} align="center" justify="flex-end">
          {!content.hasProducts && (
            <RemoveButton
              title="Rimozione contenuto"
              content="Sei sicuro di voler rimuovere questo contenuto?"
              label={`Rimuovi ${content.description}`}
              onConfirm={() => remove.mutateAsync(content.id)}
            />
          )}
          <EditLink to={paths.contents.edit(content.id, list.page)} list={list} />
        </Flex>
      ),
    },
  ];
  return (
    <ListScreen
      title="Contenuti"
      list={list}
      query={contentsPage}
      search={{ placeholder: 'Cerca contenuto', delay: LIST_SEARCH_DELAY_MS }}
      create={{ label: 'Nuovo contenuto', to: paths.contents.create(list.page) }}
      columns={columns}
      rowKey="id"
      sizeOptions={CONTENT_PAGE_SIZES}
      emptyText="Nessun contenuto trovato"
    />
  );
}
