import { clientsEndpoints } from '@portal/contracts/endpoints/clients';
import type { ClientAccount } from '@portal/contracts/api/permission-management';
import { call } from '@portal/shared-auth';
import { adminQueries } from './admin-queries';

/** GET /api/clients?search=: the tenant's clients whose name or code contains the text (at most 50). */
export function searchClients(search: string, signal?: AbortSignal): Promise<ClientAccount[]> {
  return call(clientsEndpoints.getClients, { query: { search } }, { signal });
}

/** A client lookup's cache (the typed text follows). */
export const CLIENT_SEARCH_KEY = adminQueries.key(clientsEndpoints.getClients);

export const clientLabel = (client: ClientAccount) => `${client.clientName} (${client.customerCode})`;
