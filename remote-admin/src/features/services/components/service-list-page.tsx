import { useState } from 'react';
import { useAuth } from '@portal/shared-auth';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { EditLink, Flex, ListScreen, RemoveButton, Typography, useListState } from '@portal/shared-ui';
import { paths } from '../../../config/paths';
import { LIST_PAGE_SIZES, LIST_SEARCH_DELAY_MS } from '../../../config/lists';
import { SortableRows, moveItem } from '../../../components/sortable-rows';
import { useDeleteService } from '../api/delete-service';
import { servicesPage } from '../api/get-services';
import { useReorderServices } from '../api/reorder-services';
import { serviceOrderInput } from '../hooks/service-order';
import type { Service } from '../types/service';

export const SERVICE_FILTER = 'SERVICE_FILTER';

const COLUMNS = '56px minmax(160px, 1fr) minmax(200px, 2fr) 90px 230px';

/**
 * `/services` (spec 002 §2.9): the services in their order; dragging a row reorders the
 * page, which is saved at once and reloaded. While a search narrows the list the rows do not
 * move: a filtered page has gaps the page's orders would close. The page needs only a session
 * (spec 002 §6), changing the services the manager permission: without it the list is read only,
 * with nothing offered that the server would refuse.
 */
export default function ServiceListPage() {
  const list = useListState({ storageKey: SERVICE_FILTER, defaultSize: 20 });
  const mayChange = useAuth((state) => state.permissions.includes(PERMISSIONS.manager));
  const reorder = useReorderServices();
  const remove = useDeleteService();
  // The order just dragged, shown until the reload answers.
  const [moved, setMoved] = useState<Service[] | null>(null);
  const filtered = list.search.trim() !== '';

  const move = (rows: Service[], from: number, to: number) => {
    const next = moveItem(rows, from, to);
    setMoved(next);
    reorder.mutate(serviceOrderInput(list.page, list.size, next), { onSettled: () => setMoved(null) });
  };

  return (
    <ListScreen
      title="Servizi"
      list={list}
      query={servicesPage}
      search={{ placeholder: 'Cerca servizio', delay: LIST_SEARCH_DELAY_MS }}
      create={mayChange ? { label: 'Nuovo servizio', to: paths.services.create(list.page) } : undefined}
      columns={[]}
      rowKey="id"
      sizeOptions={LIST_PAGE_SIZES}
      emptyText="Nessun servizio trovato"
      toolbar={
        mayChange &&
        filtered && (
          <Typography.Text type="secondary">Svuota la ricerca per riordinare i servizi trascinandoli</Typography.Text>
        )
      }
      renderRows={(rows) => (
        <SortableRows<Service>
          label="Servizi"
          items={moved ?? rows}
          rowKey={(service) => String(service.id)}
          columns={COLUMNS}
          minWidth={900}
          headings={['Icona', 'Nome', 'Descrizione', 'Linee', '']}
          handleLabel={(service) => `Trascina ${service.name}`}
          rowAttributes={(service) => ({ 'data-service-id': String(service.id) })}
          disabled={filtered || reorder.isPending}
          readOnly={!mayChange}
          onMove={(from, to) => move(moved ?? rows, from, to)}
          renderCells={(service) => (
            <>
              <img src={service.icon} alt="" width={32} height={32} style={{ objectFit: 'contain' }} />
              <Typography.Text strong>{service.name}</Typography.Text>
              <Typography.Text ellipsis={{ tooltip: service.description }}>{service.description}</Typography.Text>
              <span>{service.lineCount}</span>
              {mayChange ? (
                <Flex gap={8} justify="flex-end">
                  {service.lineCount === 0 && (
                    <RemoveButton
                      title="Rimozione servizio"
                      content="Sei sicuro di voler rimuovere questo servizio?"
                      label={`Rimuovi ${service.name}`}
                      onConfirm={() => remove.mutateAsync(service.id)}
                    />
                  )}
                  <EditLink to={paths.services.edit(service.id, list.page)} list={list} />
                </Flex>
              ) : (
                <span />
              )}
            </>
          )}
        />
      )}
    />
  );
}
