import { useState } from 'react';
import { AutoComplete, useDebouncedValue } from '@portal/shared-ui';
import { useClientAccounts } from '../api/get-client-accounts';
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
  const [text, setText] = useState(value ? clientLabel(value) : '');
  const search = useDebouncedValue(text, CLIENT_SEARCH_DELAY_MS);
  // Once a client is chosen the box shows its label, which is not something to search for.
  const accounts = useClientAccounts(value ? '' : search.trim());
  const options = (accounts.data ?? []).map((client) => ({
    value: String(client.clientId),
    label: clientLabel(client),
  }));

  return (
    <AutoComplete
      allowClear
      placeholder="Seleziona cliente"
      aria-label="Seleziona cliente"
      value={text}
      options={options}
      onSearch={(next) => {
        setText(next);
        if (value) onChange(null);
      }}
      onSelect={(id: string) => {
        const client = accounts.data?.find((candidate) => String(candidate.clientId) === id);
        if (!client) return;
        setText(clientLabel(client));
        onChange(client);
      }}
      onClear={() => {
        setText('');
        onChange(null);
      }}
      notFoundContent={accounts.isFetching ? 'Caricamento…' : 'Nessun cliente trovato'}
      style={{ width: 320, maxWidth: '100%' }}
    />
  );
}
