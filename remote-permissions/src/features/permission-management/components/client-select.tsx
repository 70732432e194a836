import { LookupAutoComplete } from '@portal/shared-ui';
import { clientAccountsQuery } from '../api/get-client-accounts';
import type { ClientAccount } from '../types/permission-user';

/** The spec gives no delay for this lookup: a short one spares a call per keystroke. */
export const CLIENT_SEARCH_DELAY_MS = 300;

export const clientLabel = (client: ClientAccount) => `${client.clientName} (${client.customerCode})`;

/** 'Seleziona cliente': an autocomplete over the tenant's clients, with a clear icon. */
export function ClientSelect({
  value,
  onChange,
}: {
  value: ClientAccount | null;
  onChange: (client: ClientAccount | null) => void;
}) {
  return (
    <div style={{ width: 320, maxWidth: '100%' }}>
      <LookupAutoComplete<ClientAccount>
        ariaLabel="Seleziona cliente"
        placeholder="Seleziona cliente"
        text={value ? clientLabel(value) : ''}
        query={clientAccountsQuery}
        keyOf={(client) => String(client.clientId)}
        labelOf={clientLabel}
        onSelect={onChange}
        // Typing over a chosen client lets go of it: the table shows every client's users again.
        onType={() => value && onChange(null)}
        browse
        emptyText="Nessun cliente trovato"
        delay={CLIENT_SEARCH_DELAY_MS}
      />
    </div>
  );
}
