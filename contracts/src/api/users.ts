/** User administration (spec 002 §2.15, §3 User, Profile, Price-list profile; §4 user flags; §5 User). */
import { PROFILE_LIMITS } from '../catalogue.ts';
import { PRICE_LIST_LIMITS, USER_LIMITS } from '../users.ts';
import { DateTime, Id, Nullable, NullableText, PagingQuery, StringEnum, Type, Version, type Static } from './schema.ts';
import { endpoint } from './endpoint.ts';
import { PERMISSIONS } from '../permissions.ts';
import { Availability, NullContext, Page } from './schema.ts';
import { USER_MESSAGES } from '../messages.ts';

export const ENABLE_PS_WS = ['ws', 'ps', 'al'] as const;
export const APPROVAZIONE = ['N', 'S', 'A', 'R', 'X', 'Z', 'G'] as const;
export const MAIL_EVASIONE = ['N', 'G', 'S'] as const;
export const YES_NO = ['S', 'N'] as const;
export const USER_STATUSES = ['active', 'blocked', 'locked'] as const;

/** A row of `/users`. */
export const UserListItem = Type.Object({
  id: Type.Integer(),
  login: Type.String(),
  name: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  customerId: Type.Integer(),
  clientName: Type.String(),
  enablePsWs: StringEnum(ENABLE_PS_WS),
  blocked: StringEnum(YES_NO),
  /** Locked after too many failed sign-ins (separate from the back office's block). */
  locked: Type.Boolean(),
  /** Has not yet set a password from the activation mail. */
  pending: Type.Boolean(),
  lastAccessDate: Nullable(DateTime()),
});
export type UserListItem = Static<typeof UserListItem>;

export const UsersQuery = PagingQuery({
  clientId: Type.Optional(Id()),
  status: Type.Optional(
    StringEnum(USER_STATUSES, { description: 'active: attivi; blocked: disattivati; locked: bloccati per tentativi' }),
  ),
});
export type UsersQuery = Static<typeof UsersQuery>;

const editable = {
  enablePsWs: StringEnum(ENABLE_PS_WS, { description: 'ws Webservices, ps Portale, al entrambi' }),
  name: Type.String({ minLength: 1, maxLength: USER_LIMITS.name }),
  lastName: Type.String({ minLength: 1, maxLength: USER_LIMITS.lastName }),
  email: Type.String({ minLength: 1, maxLength: USER_LIMITS.email, format: 'email' }),
  customerId: Id({ description: 'Il cliente' }),
  note: Type.Optional(Nullable(Type.String({ maxLength: USER_LIMITS.note }))),
  blocked: StringEnum(YES_NO, { description: "S disattivato, N attivo ('Utente attivo')" }),
  recoveryPassword: StringEnum(YES_NO, { description: 'S recupero password consentito' }),
  passwordExpiredIn: Type.Integer({ minimum: 0, maximum: USER_LIMITS.numericMax }),
  passwordDurationDays: Type.Integer({ minimum: 0, maximum: USER_LIMITS.numericMax }),
  pwdMinLength: Type.Integer({ minimum: 1, maximum: USER_LIMITS.pwdMinLength }),
  pwdNumDiff: Type.Integer({ minimum: 0, maximum: USER_LIMITS.pwdNumDiff }),
  richAbilTelemaco: StringEnum(YES_NO, { description: 'Accesso ad altri applicativi' }),
  approvazione: Nullable(StringEnum(APPROVAZIONE)),
  mailEvasioneRichOffline: Nullable(StringEnum(MAIL_EVASIONE)),
  profiloListino: Nullable(Type.String({ maxLength: 32 })),
  profiles: Type.Array(Id(), { maxItems: 50, description: 'Gli id dei profili, almeno uno' }),
};

/** `POST /api/user`: no password; the user sets it from the activation mail. */
export const NewUserInput = Type.Object(
  { login: Type.String({ minLength: 1, maxLength: USER_LIMITS.login }), ...editable },
  { additionalProperties: false },
);
export type NewUserInput = Static<typeof NewUserInput>;

/** `PUT /api/user/{id}`: the login stays as created. */
export const UserInput = Type.Object({ ...editable, version: Version() }, { additionalProperties: false });
export type UserInput = Static<typeof UserInput>;

/** `GET /api/user/{id}`. */
export const UserDetail = Type.Object({
  id: Type.Integer(),
  login: Type.String(),
  enablePsWs: StringEnum(ENABLE_PS_WS),
  name: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  customerId: Type.Integer(),
  clientName: Type.String(),
  note: NullableText(),
  blocked: StringEnum(YES_NO),
  recoveryPassword: StringEnum(YES_NO),
  passwordExpiredIn: Type.Integer(),
  passwordDurationDays: Type.Integer(),
  pwdMinLength: Type.Integer(),
  pwdNumDiff: Type.Integer(),
  richAbilTelemaco: StringEnum(YES_NO),
  approvazione: Nullable(StringEnum(APPROVAZIONE)),
  mailEvasioneRichOffline: Nullable(StringEnum(MAIL_EVASIONE)),
  profiloListino: NullableText(),
  profiles: Type.Array(Type.Integer()),
  locked: Type.Boolean(),
  pending: Type.Boolean(),
  lastAccessDate: Nullable(DateTime()),
  version: Type.Integer(),
  /** Why the caller may not change this user (it holds permissions the caller lacks); null: they may. */
  readOnlyReason: Type.Optional(Nullable(Type.String())),
});
export type UserDetail = Static<typeof UserDetail>;

export const UserIdParams = Type.Object({ id: Id() });

/** `GET /api/user/login/availability?login=&customerId=`. */
export const LoginAvailabilityQuery = Type.Object(
  { login: Type.String({ minLength: 1, maxLength: USER_LIMITS.login }), customerId: Type.Optional(Id()) },
  { additionalProperties: false },
);

/** A profile (spec 002 §3). */
export const Profile = Type.Object({
  id: Type.Integer(),
  profileCode: Type.String(),
  description: Type.String(),
  users: Type.Integer(),
});
export type Profile = Static<typeof Profile>;

export const NewProfileInput = Type.Object(
  {
    profileCode: Type.String({ minLength: 1, maxLength: USER_LIMITS.profileCode }),
    description: Type.String({ minLength: 1, maxLength: PROFILE_LIMITS.description }),
  },
  { additionalProperties: false },
);
export type NewProfileInput = Static<typeof NewProfileInput>;

/** A price-list profile (spec 002 §3: codice, descrizione). */
export const PriceListProfile = Type.Object({ codice: Type.String(), descrizione: Type.String() });
export type PriceListProfile = Static<typeof PriceListProfile>;

export const ClientParams = Type.Object({ clientId: Id() });

/** A price-list profile with how many clients may use it and how many products it prices. */
export const PriceList = Type.Object({
  codice: Type.String(),
  descrizione: Type.String(),
  clients: Type.Integer(),
  products: Type.Integer(),
});
export type PriceList = Static<typeof PriceList>;

export const NewPriceListInput = Type.Object(
  {
    codice: Type.String({ minLength: 1, maxLength: PRICE_LIST_LIMITS.code }),
    descrizione: Type.String({ minLength: 1, maxLength: PRICE_LIST_LIMITS.description }),
  },
  { additionalProperties: false },
);
export type NewPriceListInput = Static<typeof NewPriceListInput>;

export const PriceListInput = Type.Object(
  { descrizione: Type.String({ minLength: 1, maxLength: PRICE_LIST_LIMITS.description }) },
  { additionalProperties: false },
);

export const PriceListParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: PRICE_LIST_LIMITS.code }) });
export const PriceListProductParams = Type.Object({
  code: Type.String({ minLength: 1, maxLength: PRICE_LIST_LIMITS.code }),
  productId: Id(),
});
export const PriceListClientParams = Type.Object({
  code: Type.String({ minLength: 1, maxLength: PRICE_LIST_LIMITS.code }),
  clientId: Id(),
});

/** A product's price in a price list, beside its default price (decimal text, euro). */
export const PriceListPrice = Type.Object({
  productId: Type.Integer(),
  productCode: Type.String(),
  description: Type.String(),
  defaultPrice: Nullable(Type.String()),
  price: Type.String(),
});
export type PriceListPrice = Static<typeof PriceListPrice>;

/** Euro to the cent, as text: `12`, `12.5`, `12.50` (never a float on the wire). */
export const PriceInput = Type.Object(
  { price: Type.String({ pattern: '^\\d{1,10}([.,]\\d{1,2})?$', description: 'Importo in euro, al centesimo' }) },
  { additionalProperties: false },
);

/** A client that may use a price list; `isDefault`: the client's own list (its users without one pay it). */
export const PriceListClient = Type.Object({
  clientId: Type.Integer(),
  clientName: Type.String(),
  customerCode: Type.String(),
  isDefault: Type.Boolean(),
  users: Type.Integer({ description: 'Utenti del cliente con questo profilo listino' }),
});
export type PriceListClient = Static<typeof PriceListClient>;

export const PriceListClientInput = Type.Object(
  { clientId: Id(), isDefault: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export const PriceListDefaultInput = Type.Object({ isDefault: Type.Boolean() }, { additionalProperties: false });

/** Every users endpoint: the one declaration the API registers and the clients call. */
export const usersEndpoints = {
  getUsers: endpoint({
    method: 'GET',
    path: '/api/users',
    access: [PERMISSIONS.manager],
    tags: ['utenti'],
    summary: 'Elenco paginato degli utenti del tenant, per cognome e nome',
    description:
      'La ricerca confronta login, nome, cognome, email e cliente; clientId filtra per cliente; status: ' +
      'active (attivi), blocked (disattivati dal back office), locked (bloccati dopo troppi tentativi).',
    query: UsersQuery,
    response: Page(UserListItem),
  }),
  getUserLoginAvailability: endpoint({
    method: 'GET',
    path: '/api/user/login/availability',
    access: [PERMISSIONS.manager],
    tags: ['utenti'],
    summary: 'La login è libera?',
    description:
      `Sempre error=false; se è già usata available=false e message "${USER_MESSAGES.loginTaken}". La login è ` +
      "unica nel tenant (l'accesso cerca l'utente per tenant e login): customerId, se dato, non cambia la risposta.",
    query: LoginAvailabilityQuery,
    response: Availability,
  }),
  getUserById: endpoint({
    method: 'GET',
    path: '/api/user/:id',
    access: [PERMISSIONS.manager],
    tags: ['utenti'],
    summary: 'Un utente',
    params: UserIdParams,
    response: UserDetail,
  }),
  postUser: endpoint({
    method: 'POST',
    path: '/api/user',
    access: [PERMISSIONS.manager],
    tags: ['utenti'],
    summary: 'Crea un utente e gli invia la mail di attivazione',
    description:
      `Nessuna password: l'utente la sceglie dal collegamento ricevuto (72 ore). Login unica (409 "${USER_MESSAGES.loginTaken}"); ` +
      'almeno un profilo; profiloListino obbligatorio se il cliente ha profili listino, e tra quelli.',
    body: NewUserInput,
    response: UserDetail,
  }),
  putUserById: endpoint({
    method: 'PUT',
    path: '/api/user/:id',
    access: [PERMISSIONS.manager],
    tags: ['utenti'],
    summary: 'Aggiorna un utente (la login resta quella della creazione)',
    description:
      `Richiede la version letta (409 se cambiata). blocked=S chiude subito le sessioni dell'utente; ` +
      `403 "${USER_MESSAGES.selfBlock}" per il proprio utente; 403 per un utente che ha permessi che chi salva ` +
      "non possiede; 409 se disattiverebbe l'ultimo utente attivo con il permesso Permessi. Un cambio di email " +
      'è notificato al vecchio indirizzo. Ogni modifica è registrata con i campi cambiati.',
    params: UserIdParams,
    body: UserInput,
    response: UserDetail,
  }),
  postUserActivationById: endpoint({
    method: 'POST',
    path: '/api/user/:id/activation',
    access: [PERMISSIONS.manager],
    tags: ['utenti'],
    summary: 'Invia di nuovo la mail di attivazione a un utente che non ha ancora scelto la password',
    params: UserIdParams,
    response: NullContext,
  }),
  getClientPriceListsByClientId: endpoint({
    method: 'GET',
    path: '/api/client/:clientId/price-lists',
    access: [PERMISSIONS.manager],
    tags: ['utenti'],
    summary: 'I profili listino che gli utenti del cliente possono avere',
    params: ClientParams,
    response: Type.Array(PriceListProfile),
  }),
  getProfiles: endpoint({
    method: 'GET',
    path: '/api/profiles',
    access: [PERMISSIONS.manager],
    tags: ['utenti'],
    summary: 'I profili del tenant, per codice',
    response: Type.Array(Profile),
  }),
  postProfile: endpoint({
    method: 'POST',
    path: '/api/profile',
    access: [PERMISSIONS.manager],
    tags: ['utenti'],
    summary: 'Crea un profilo',
    description: `Codice unico per tenant senza distinzione di maiuscole (409 "${USER_MESSAGES.profileCodeTaken}").`,
    body: NewProfileInput,
    response: Profile,
  }),
};
