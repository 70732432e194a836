import type { ActivityEntry } from '@portal/contracts/api/activity';
import { PERMISSION_LABELS } from '@portal/contracts/permissions';
import { Flex, Typography, formatDate, formatDateTime, formatEuro } from '@portal/shared-ui';

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
  lineName: 'Linea',
  serviceName: 'Servizio',
  clientName: 'Cliente',
  categoryDescription: 'Categoria',
  productCategoryId: 'Categoria',
  parentId: 'Prodotto padre',
  contentIds: 'Contenuti',
  permissions: 'Permessi',
  price: 'Prezzo',
  credit: 'Credito',
  amount: 'Importo',
  active: 'Attiva',
  alwaysVisible: 'Sempre visibile',
};

/** Amounts of money, shown in euro to the cent. */
const MONEY = new Set(['defaultPrice', 'price', 'credit', 'amount']);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A property's Italian name: a permission by its label, else the table above, else as it is called. */
export function fieldLabel(field: string): string {
  return PERMISSION_LABELS[field as keyof typeof PERMISSION_LABELS] ?? FIELD_LABELS[field] ?? field;
}

/** A changed value as text: Sì/No, euro, dd/MM/yyyy, permission names, lists joined, '—' for nothing. */
export function shownValue(value: unknown, field?: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  if (Array.isArray(value))
    return value.length === 0 ? '—' : value.map((item) => shownValue(item, field && `${field}[]`)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (field && MONEY.has(field) && /^-?\d+(\.\d+)?$/.test(text)) return formatEuro(text);
  if (field === 'permissions[]') return fieldLabel(text);
  if (ISO_DAY.test(text)) return formatDate(text);
  if (ISO_TIMESTAMP.test(text)) return formatDateTime(text);
  return text;
}

/**
 * The properties worth showing: an id is left out when the change also carries the record's
 * name ('lineId' beside 'lineName'), so the reader sees 'Visure ordinarie', not 7.
 */
function shownFields(changes: ActivityEntry['changes']) {
  return Object.entries(changes).filter(([field]) => {
    const stem = field.endsWith('Id') ? field.slice(0, -2) : null;
    return !(stem && (`${stem}Name` in changes || `${stem}Description` in changes));
  });
}

/** The fields a change touched, each 'before → after' (a creation shows what it set). */
export function ActivityChanges({ entry }: { entry: Pick<ActivityEntry, 'action' | 'changes'> }) {
  const fields = shownFields(entry.changes);
  if (fields.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      {fields.map(([field, { before, after }]) => (
        <Typography.Text key={field}>
          <Typography.Text strong>{fieldLabel(field)}</Typography.Text>:{' '}
          {entry.action === 'create'
            ? shownValue(after, field)
            : entry.action === 'delete'
              ? shownValue(before, field)
              : `${shownValue(before, field)} → ${shownValue(after, field)}`}
        </Typography.Text>
      ))}
    </Flex>
  );
}
