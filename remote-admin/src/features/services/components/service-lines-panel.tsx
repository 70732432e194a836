import { Flex, lookupQuery, Tag, Typography } from '@portal/shared-ui';
import { paths } from '../../../config/paths';
import { AddByLookup } from '../../../components/add-by-lookup';
import { EditRowLink } from '../../../components/edit-row-link';
import { TakeOffButton, useHeldList } from '../../../components/held-list';
import { SortableRows, moveItem } from '../../../components/sortable-rows';
import { availableLinesKey, getAvailableLines } from '../api/get-available-lines';
import { lineOrders } from '../hooks/service-order';
import type { Line, Service } from '../types/service';

const COLUMNS = '80px minmax(120px, 1fr) minmax(160px, 1.5fr) minmax(180px, 2fr) 90px 220px';

const lineLabel = (line: Line) => `${line.code} - ${line.name}`;

const matches = (line: Line, text: string) =>
  [line.code, line.name, line.description].some((value) => value.toLowerCase().includes(text.toLowerCase()));

/**
 * The service's line table (spec 002 §2.10, §4): add (last order +100), remove (the line
 * leaves the service), drag to reorder (service order +100, +200…). Nothing is written until
 * the service is saved, so a line opens only when the table has no unsaved change.
 */
export function ServiceLinesPanel({ service, disabled }: { service: Service; disabled?: boolean }) {
  const held = useHeldList<Line>('lines', {
    available: (text, signal) => getAvailableLines(service.id, text, signal),
    matches,
    ordered: true,
  });
  const lines = held.items;
  const orders = lineOrders(service.order, lines);

  return (
    <Flex vertical gap={12}>
      <AddByLookup<Line>
        id="line-to-add"
        placeholder="Cerca linea da aggiungere"
        ariaLabel="Linea da aggiungere"
        addLabel="Aggiungi linea"
        query={lookupQuery([...availableLinesKey(service.id), held.tableKey], held.search)}
        labelOf={lineLabel}
        renderOption={(line) => (
          <Flex justify="space-between" gap={8}>
            <span>{lineLabel(line)}</span>
            {line.serviceName && <Typography.Text type="secondary">{line.serviceName}</Typography.Text>}
          </Flex>
        )}
        keyOf={(line) => String(line.id)}
        onAdd={held.add}
        disabled={disabled}
      />
      {held.unsaved && (
        <Typography.Text type="warning">Le modifiche alle linee saranno salvate con il servizio.</Typography.Text>
      )}
      {lines.length === 0 ? (
        <Typography.Text type="secondary">Nessuna linea nel servizio</Typography.Text>
      ) : (
        <SortableRows<Line>
          label="Linee del servizio"
          items={lines}
          rowKey={(line) => String(line.id)}
          columns={COLUMNS}
          minWidth={980}
          headings={['Ordine', 'Codice', 'Nome', 'Descrizione', 'Stato', '']}
          handleLabel={(line) => `Trascina ${line.name}`}
          rowAttributes={(line) => ({ 'data-line-code': line.code })}
          disabled={disabled}
          onMove={(from, to) => held.reorder(moveItem(lines, from, to))}
          renderCells={(line) => (
            <>
              <Typography.Text type="secondary">{orders.get(line.id)}</Typography.Text>
              <Typography.Text>{line.code}</Typography.Text>
              <Typography.Text strong>{line.name}</Typography.Text>
              <Typography.Text ellipsis={{ tooltip: line.description }}>{line.description}</Typography.Text>
              <span>{line.active ? <Tag color="green">Attiva</Tag> : <Tag>Non attiva</Tag>}</span>
              <Flex gap={8} justify="flex-end">
                <TakeOffButton
                  name={line.name}
                  from="dal servizio"
                  disabled={disabled}
                  onClick={() => held.takeOff(line)}
                />
                <EditRowLink
                  to={paths.lines.edit(line.id, { serviceId: service.id })}
                  blockedBy={held.unsaved && 'Salva il servizio prima di aprire una linea'}
                />
              </Flex>
            </>
          )}
        />
      )}
    </Flex>
  );
}
