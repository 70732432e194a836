import { clientsEndpoints } from '@portal/contracts/endpoints/clients';
import type { ClientAccount } from '@portal/contracts/api/permission-management';
import { adminQueries } from './admin-queries';

/** The client lookup: the tenant's clients whose name or code contains the text (at most 50). */
export const clientLookup = (search: string) =>
  adminQueries.options(clientsEndpoints.getClients, { query: { search } });

export const clientLabel = (client: ClientAccount) => `${client.clientName} (${client.customerCode})`;
