import { Skeleton, formatDate, formatEuro, LoadError } from '@portal/shared-ui';
import { Descriptions } from '@portal/shared-ui/descriptions';
import { useClientAccount } from '../api/get-client-account';

/** The client account block (spec 002 §2.16): the chosen client's data and how many users it has. */
export function ClientAccountCard({ clientId }: { clientId: number }) {
  const account = useClientAccount(clientId);
  if (account.error) {
    return (
      <LoadError
        error={account.error}
        title="Impossibile caricare i dati del cliente."
        onRetry={() => void account.refetch()}
      />
    );
  }
  if (!account.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  const { clientName, customerCode, credit, priceListProfile, users, activeUsers, createdAt } = account.data;
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 3 }}
      aria-label="Dati del cliente"
      items={[
        { key: 'name', label: 'Cliente', children: clientName },
        { key: 'code', label: 'Codice cliente', children: customerCode },
        { key: 'credit', label: 'Credito residuo', children: formatEuro(credit) },
        { key: 'profile', label: 'Profilo listino', children: priceListProfile ?? 'Listino base' },
        { key: 'users', label: 'Utenti', children: `${users} (${activeUsers} attivi)` },
        { key: 'since', label: 'Cliente dal', children: formatDate(createdAt) },
      ]}
    />
  );
}
