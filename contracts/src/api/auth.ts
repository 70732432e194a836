/** Sign-in, tokens and the current user (spec 000 §2.3, §2.4). */
import { TenantConfig } from './tenants.ts';
import { Nullable, StringEnum, Type, type Static } from './schema.ts';
import { RemoteEntry } from './platform.ts';
import { endpoint } from './endpoint.ts';
import { NullContext } from './schema.ts';

export const SignInBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 128, description: 'Login, oppure login@tenant' }),
    password: Type.String({ minLength: 1, maxLength: 256 }),
    tenantName: Type.Optional(
      Nullable(Type.String({ maxLength: 32 }), { description: 'Prevale sul suffisso @tenant' }),
    ),
  },
  { additionalProperties: false },
);
export type SignInBody = Static<typeof SignInBody>;

export const TokenAnswer = Type.Object({
  accessToken: Type.String(),
  expiresIn: Type.Integer({ description: 'Validità del token di accesso, in secondi' }),
});
export type TokenAnswer = Static<typeof TokenAnswer>;

/** `GET /api/me`: the signed-in user, the tenant, the permissions and the password rules. */
export const CurrentUser = Type.Object({
  id: Type.Integer(),
  login: Type.String(),
  name: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  clientId: Nullable(Type.Integer()),
  clientName: Nullable(Type.String()),
  tenant: TenantConfig,
  permissions: Type.Array(Type.String()),
  approver: Type.Optional(
    Type.Boolean({ description: 'Approva le richieste offline degli utenti del cliente (approvazione A, R, X o Z)' }),
  ),
  platformAdmin: Type.Optional(
    Type.Boolean({ description: 'Amministratore della piattaforma (salute dei remote, sorveglianza dei canary)' }),
  ),
  pwdMinLength: Type.Integer(),
  pwdNumDiff: Type.Integer(),
  passwordDurationDays: Type.Integer(),
  passwordExpired: Type.Optional(
    Type.Boolean({
      description:
        'La password è scaduta (passwordDurationDays): finché non viene cambiata la sessione può solo leggere ' +
        "l'utente e cambiare la password; ogni altra chiamata risponde 403 con context.reason " +
        "'password-expired'. Il client porta a /change-password.",
    }),
  ),
  impersonator: Nullable(
    Type.Object({
      id: Type.Optional(Type.Integer()),
      login: Type.String(),
      name: Type.String(),
      lastName: Type.String(),
    }),
    { description: "L'amministratore che agisce come questo utente, durante l'impersonificazione" },
  ),
});
export type CurrentUser = Static<typeof CurrentUser>;

/**
 * `?include=user` on sign-in and refresh: the answer carries the signed-in user too, which a
 * starting page would otherwise ask `GET /api/me` for in a second round trip; `user,remotes`
 * the remotes this user's page loads as well (`GET /api/platform/remotes`), a third.
 */
export const SESSION_INCLUDES = ['user', 'user,remotes'] as const;
export const SessionQuery = Type.Object(
  {
    include: Type.Optional(
      StringEnum(SESSION_INCLUDES, {
        description:
          "'user': la risposta comprende anche l'utente (come GET /api/me); " +
          "'user,remotes': anche i remote da caricare per lui (come GET /api/platform/remotes)",
      }),
    ),
  },
  { additionalProperties: false },
);
export type SessionQuery = Static<typeof SessionQuery>;

export const SessionAnswer = Type.Object({
  ...TokenAnswer.properties,
  user: Type.Optional(CurrentUser),
  remotes: Type.Optional(Type.Array(RemoteEntry)),
});
export type SessionAnswer = Static<typeof SessionAnswer>;

/** Every auth endpoint: the one declaration the API registers and the clients call. */
export const authEndpoints = {
  postAuthSignIn: endpoint({
    method: 'POST',
    path: '/api/auth/sign-in',
    access: 'public',
    tags: ['autenticazione'],
    summary: 'Accesso con nome utente e password',
    description:
      'Restituisce il token di accesso; il token di rinnovo va solo nel cookie HttpOnly portal_refresh. ' +
      'Dopo 5 tentativi falliti in 15 minuti sullo stesso account risponde 429. Dopo 5 tentativi falliti ' +
      "consecutivi l'account resta bloccato (429) finché non si usa il collegamento di sblocco inviato per email.",
    query: SessionQuery,
    body: SignInBody,
    response: SessionAnswer,
  }),
  postAuthRefresh: endpoint({
    method: 'POST',
    path: '/api/auth/refresh',
    access: 'public',
    tags: ['autenticazione'],
    summary: 'Rinnovo della sessione dal cookie portal_refresh',
    description:
      'Il token di rinnovo vale una volta sola: ne restituisce uno nuovo nel cookie. ' +
      "Il riuso di un token già speso revoca l'intera sessione.",
    query: SessionQuery,
    response: SessionAnswer,
  }),
  postAuthSignOut: endpoint({
    method: 'POST',
    path: '/api/auth/sign-out',
    access: 'public',
    tags: ['autenticazione'],
    summary: 'Uscita: revoca la sessione del cookie e lo cancella',
    response: NullContext,
  }),
};
