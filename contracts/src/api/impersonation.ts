/** Impersonation ('Mutaforma', spec 000 §2.4): the accounts one may act as, and the start. */
import { Type, type Static } from './schema.ts';
import { endpoint } from './endpoint.ts';
import { TokenAnswer } from './auth.ts';
import { MAX_IMPERSONATION_ACCOUNTS, NOT_IMPERSONABLE, PERMISSIONS } from '../permissions.ts';
import { AccountsQuery } from './permission-management.ts';

export const ImpersonationAccount = Type.Object({
  clientId: Type.Integer(),
  clientName: Type.String(),
  users: Type.Array(
    Type.Object({
      login: Type.String(),
      firstname: Type.String(),
      surname: Type.String(),
      isMaster: Type.Boolean(),
    }),
  ),
});
export type ImpersonationAccount = Static<typeof ImpersonationAccount>;

export const StartImpersonationBody = Type.Object(
  { login: Type.String({ minLength: 1, maxLength: 128, description: 'Login, anche nella forma login@tenant' }) },
  { additionalProperties: false },
);

/** Every impersonation endpoint: the one declaration the API registers and the clients call. */
export const impersonationEndpoints = {
  // Start and end need the refresh cookie, which the browser sends only under /api/auth.
  postAuthImpersonation: endpoint({
    method: 'POST',
    path: '/api/auth/impersonation',
    access: [PERMISSIONS.shapeshifter],
    tags: ['impersonificazione'],
    summary: 'Inizia a impersonare un utente dello stesso tenant',
    description:
      "Restituisce i token dell'utente impersonato (il token di accesso porta anche l'amministratore nel " +
      "claim act); la sessione dell'amministratore resta da parte sul server fino alla fine. Registrato " +
      'nel registro di controllo.',
    body: StartImpersonationBody,
    response: TokenAnswer,
  }),
  // The impersonated user holds none of the admin's permissions: being the session's
  // impersonation (claim act plus the cookie of its family) is what the route checks.
  deleteAuthImpersonation: endpoint({
    method: 'DELETE',
    path: '/api/auth/impersonation',
    access: 'user',
    tags: ['impersonificazione'],
    summary: "Termina l'impersonificazione e riprende la sessione dell'amministratore",
    response: TokenAnswer,
  }),
  getImpersonationAccounts: endpoint({
    method: 'GET',
    path: '/api/impersonation/accounts',
    access: [PERMISSIONS.shapeshifter],
    tags: ['impersonificazione'],
    summary: `Clienti del tenant (al massimo ${MAX_IMPERSONATION_ACCOUNTS}) con gli utenti che si possono impersonare`,
    description:
      'La ricerca confronta nome e codice del cliente. Esclusi gli utenti bloccati e chi ha i permessi ' +
      `${NOT_IMPERSONABLE.join(', ')}.`,
    query: AccountsQuery,
    response: Type.Array(ImpersonationAccount),
  }),
};
