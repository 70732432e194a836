/** The clients endpoints. */
import { endpoint } from './endpoint.ts';
import { PERMISSIONS } from '../permissions.ts';
import { AccountsQuery, ClientAccount } from './permission-management.ts';
import { Type } from './schema.ts';

/** Every clients endpoint: the one declaration the API registers and the clients call. */
export const clientsEndpoints = {
  getClients: endpoint({
    method: 'GET',
    path: '/api/clients',
    access: [PERMISSIONS.manager],
    tags: ['clienti'],
    summary: `Clienti del tenant (al massimo ${50}) il cui nome o codice contiene il testo cercato`,
    query: AccountsQuery,
    response: Type.Array(ClientAccount),
  }),
};
