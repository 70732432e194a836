import type { ActivityEntry } from '@portal/contracts/api/activity';
import { Flex, Typography } from '@portal/shared-ui';

/** Italian names of the properties most changes touch; any other shows as it is called. */
const FIELD_LABELS: Record<string, string> = {
  code: 'Codice',
  name: 'Nome',
  lastName: 'Cognome',
  description: 'Descrizione',
  email: 'Email',
  note: 'Note',
  order: 'Ordine',
  serviceId: 'Servizio',
  lineId: 'Linea',
  formCode: 'Form',
  form: 'Form',
  fromTime: 'Dalle ore',
  toTime: 'Alle ore',
  requestType: 'Tipo richiesta',
  clients: 'Clienti',
  products: 'Prodotti',
  profiles: 'Profili',
  profiloListino: 'Profilo listino',
  blocked: 'Disattivato',
  customerId: 'Cliente',
  evasDays: 'Giorni evasione',
  flagSuspended: 'Sospeso',
  defaultPrice: 'Prezzo',
  icon: 'Icona',
  exampleSheet: 'Scheda esempio',
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

/** A changed value as text: Sì/No, lists joined, '—' for nothing. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => shownValue(item)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields a change touched, each 'before → after' (a creation shows what it set). */
export function ActivityChanges({ entry }: { entry: Pick<ActivityEntry, 'action' | 'changes'> }) {
  const fields = Object.entries(entry.changes);
  if (fields.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      {fields.map(([field, { before, after }]) => (
        <Typography.Text key={field}>
          <Typography.Text strong>{fieldLabel(field)}</Typography.Text>:{' '}
          {entry.action === 'create'
            ? shownValue(after)
            : entry.action === 'delete'
              ? shownValue(before)
              : `${shownValue(before)} → ${shownValue(after)}`}
        </Typography.Text>
      ))}
    </Flex>
  );
}
