/**
 * Foreign-company reports (spec 001 §2.4, §3, §4, §7): the provider's nations and companies in
 * its own shape (snake_case as the spec names them), availability, and the purchase.
 */
import { RequestCreated } from './requests.ts';
export { FOREIGN_PAGE_SIZES, VAT_IDENTIFIER_CODE } from '../foreign.ts';
import { FOREIGN_OFFLINE_LIMITS } from '../foreign.ts';
import { Nullable, Page, PagingProperties, SearchText, StringEnum, Type, type Static } from './schema.ts';
import { endpoint } from './endpoint.ts';
import { FOREIGN_MESSAGES, ORDERING_MESSAGES } from '../messages.ts';

export const NationCode = Type.Object({
  name: Type.String(),
  isoCode: Type.String(),
  codProd: Nullable(Type.String({ description: 'Report online completo (null: solo offline)' })),
  codProdLight: Nullable(Type.String({ description: 'Report online sintetico' })),
  codcieProdottoNormal: Nullable(Type.String()),
  denominazioneNazione: Type.String({ description: 'Il nome della nazione in italiano' }),
});
export type NationCode = Static<typeof NationCode>;

export const ForeignCompany = Type.Object({
  company_id: Type.String(),
  company_name: Type.String(),
  address: Type.Object({
    address_lines: Type.Array(Type.String()),
    zip_code: Nullable(Type.String()),
    city: Type.String(),
  }),
  nation_codes: NationCode,
  national_identifiers: Type.Array(
    Type.Object({ value: Type.String(), type: Type.Object({ code: Type.String(), name: Type.String() }) }),
  ),
  registration_country: Type.String(),
  language: Type.String(),
});
export type ForeignCompany = Static<typeof ForeignCompany>;
export const ForeignCompaniesPage = Page(ForeignCompany);

export const ForeignCompaniesQuery = Type.Object(
  {
    ...PagingProperties,
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 10 })),
    search: Type.Optional(SearchText(100)),
    country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', description: 'Codice ISO della nazione' })),
  },
  { additionalProperties: false },
);
export type ForeignCompaniesQuery = Static<typeof ForeignCompaniesQuery>;

export const CompanyIdInput = Type.Object(
  { companyId: Type.String({ minLength: 1, maxLength: 32 }) },
  { additionalProperties: false },
);

/** A report the client can buy for the company, at the client's price. */
export const ForeignOffer = Type.Object({
  productCode: Type.String(),
  description: Type.String(),
  price: Type.String(),
});
export type ForeignOffer = Static<typeof ForeignOffer>;

export const ForeignAvailability = Type.Object({
  available: Type.Boolean(),
  /** Online: the nation's two report products; empty when none (then offline). */
  products: Type.Array(ForeignOffer),
  /** The offline report and the translation, at the client's price. */
  offline: ForeignOffer,
  translation: ForeignOffer,
});
export type ForeignAvailability = Static<typeof ForeignAvailability>;

/** 001 §3: the offline request of a foreign company; language EN adds the translation. */
export const ForeignOfflineRequest = Type.Object(
  {
    companyName: Type.String({ minLength: 1, maxLength: FOREIGN_OFFLINE_LIMITS.companyName }),
    nation: Type.String({ minLength: 1, maxLength: FOREIGN_OFFLINE_LIMITS.nation }),
    zipCode: Type.Optional(Type.String({ maxLength: FOREIGN_OFFLINE_LIMITS.zipCode })),
    city: Type.String({ minLength: 1, maxLength: FOREIGN_OFFLINE_LIMITS.city }),
    vat: Type.Optional(Type.String({ maxLength: FOREIGN_OFFLINE_LIMITS.vat })),
    language: StringEnum(['IT', 'EN'] as const),
  },
  { additionalProperties: false },
);
export type ForeignOfflineRequest = Static<typeof ForeignOfflineRequest>;

export const ForeignPurchaseInput = Type.Object(
  {
    companyId: Type.String({ minLength: 1, maxLength: 32 }),
    /** Online: one of the offered products; absent for the offline request. */
    productCode: Type.Optional(Type.String({ maxLength: 64 })),
    offline: Type.Optional(ForeignOfflineRequest),
  },
  { additionalProperties: false },
);
export type ForeignPurchaseInput = Static<typeof ForeignPurchaseInput>;

/** The request bought, and the translation's when asked. */
export const ForeignPurchase = Type.Object({ request: RequestCreated, translation: Nullable(RequestCreated) });
export type ForeignPurchase = Static<typeof ForeignPurchase>;

/** Every foreign endpoint: the one declaration the API registers and the clients call. */
export const foreignEndpoints = {
  getCofaceNationCodes: endpoint({
    method: 'GET',
    path: '/api/coface/nation-codes',
    access: 'user',
    tags: ['imprese estere'],
    summary: 'Le nazioni del fornitore, con i due prodotti online di ciascuna',
    response: Type.Array(NationCode),
  }),
  getCofaceForeignCompanies: endpoint({
    method: 'GET',
    path: '/api/coface/foreign-companies',
    access: 'user',
    tags: ['imprese estere'],
    summary: 'Ricerca di imprese estere per nome, partita IVA o numero di registrazione, e nazione',
    query: ForeignCompaniesQuery,
    response: ForeignCompaniesPage,
  }),
  postCofaceCheckOnlineAvailability: endpoint({
    method: 'POST',
    path: '/api/coface/check-online-availability',
    access: 'user',
    tags: ['imprese estere'],
    summary: "Se il report dell'impresa è disponibile online: i prodotti e i prezzi, e quelli dell'offline",
    body: CompanyIdInput,
    response: ForeignAvailability,
  }),
  postCofacePurchase: endpoint({
    method: 'POST',
    path: '/api/coface/purchase',
    access: 'user',
    tags: ['imprese estere'],
    summary:
      'Acquista il report online (productCode) o la richiesta offline (offline), con la traduzione se in inglese',
    description:
      `409 "${FOREIGN_MESSAGES.notOnlineTitle}" (context.offline = true) se il fornitore non consegna il report ` +
      `online: nulla è addebitato. 409 "${ORDERING_MESSAGES.insufficientCredit}" se il credito non basta per ` +
      "l'intero acquisto (report e traduzione sono una transazione).",
    body: ForeignPurchaseInput,
    response: ForeignPurchase,
  }),
};
