/** User administration (spec 002 §2.15, §3 User, Profile, Price-list profile; §4 user flags; §5 User). */
import { PRICE_LIST_LIMITS, USER_LIMITS } from '../users.ts';
import { DateTime, Id, Nullable, NullableText, PagingQuery, StringEnum, Type, Version, type Static } from './schema.ts';

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
    description: Type.String({ minLength: 1, maxLength: 255 }),
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
