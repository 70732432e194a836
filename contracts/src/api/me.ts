/** The me endpoints. */
import { endpoint } from './endpoint.ts';
import { CurrentUser } from './auth.ts';

/** Every me endpoint: the one declaration the API registers and the clients call. */
export const meEndpoints = {
  getMe: endpoint({
    method: 'GET',
    path: '/api/me',
    access: 'user',
    tags: ['autenticazione'],
    summary: "Dati dell'utente collegato, del suo tenant e dei suoi permessi",
    response: CurrentUser,
  }),
};
