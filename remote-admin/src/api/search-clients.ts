import { clientsEndpoints } from '@portal/contracts/endpoints/clients';
import type { ClientAccount } from '@portal/contracts/api/permission-management';
import { call } from '@portal/shared-auth';

/** GET /api/clients?search=: the tenant's clients whose name or code contains the text (at most 50). */
export function searchClients(search: string, signal?: AbortSignal): Promise<ClientAccount[]> {
  return call(clientsEndpoints.getClients, { query: { search } }, { signal });
}

export const clientLabel = (client: ClientAccount) => `${client.clientName} (${client.customerCode})`;
