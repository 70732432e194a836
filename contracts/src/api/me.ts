/** The me endpoints. */
import { endpoint } from './endpoint.ts';
import { CurrentUser } from './auth.ts';
import { Type, type Static } from './schema.ts';

/** The credit of the signed-in user's client: every user of a client sees it in the top bar. */
export const OwnCredit = Type.Object({
  credit: Type.String({ description: 'Credito residuo del cliente, in euro (decimale al centesimo)' }),
});
export type OwnCredit = Static<typeof OwnCredit>;

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
  getMeCredit: endpoint({
    method: 'GET',
    path: '/api/me/credit',
    access: 'user',
    tags: ['autenticazione'],
    summary: "Il credito residuo del cliente dell'utente collegato (barra in alto)",
    description:
      'Ogni utente del cliente lo vede; il cruscotto, i movimenti e la fatturazione restano dietro i loro permessi.',
    response: OwnCredit,
  }),
};
