/** Subject search (spec 000 §2.5, §2.6, §3) and the place and CCIAA lookups (spec 000 §5). */
import { SUBJECT_KINDS } from '../subjects.ts';
import { Nullable, PagingProperties, StringEnum, Type, type Static } from './schema.ts';
import { endpoint } from './endpoint.ts';
import { Page } from './schema.ts';

/**
 * A subject's texts are at most as long as the columns that keep them (`requests.subject_code`
 * varchar(16), `subject_name` varchar(255)), and every other text at most 255: a subject arrives
 * as input with a request, and a longer text was a 500.
 */
const Text = (options: Record<string, unknown> = {}) => Type.String({ maxLength: 255, ...options });
const Code = () => Type.String({ maxLength: 16 });

export const Company = Type.Object(
  {
    codiceFiscale: Code(),
    partitaIva: Code(),
    denominazione: Text(),
    naturaGiuridica: Type.Optional(Text({ description: 'Forma giuridica (S.R.L., S.P.A., S.N.C., ...)' })),
    indirizzo: Type.Optional(Text()),
    cap: Type.Optional(Nullable(Text())),
    frazione: Type.Optional(Nullable(Text())),
    siglaProvincia: Type.Optional(Text()),
    dataCostituzione: Type.Optional(Nullable(Text(), { description: 'YYYY-MM-DD' })),
    codiceAteco: Type.Optional(Nullable(Text())),
    cciaa: Type.Optional(Text({ description: 'Provincia della CCIAA di iscrizione' })),
    nrea: Type.Optional(Text({ description: 'Numero REA' })),
    operativa: Type.Optional(Type.Boolean()),
    descrizioneStatoAttivita: Type.Optional(Text()),
    email: Type.Optional(Nullable(Text())),
    sedi: Type.Optional(Type.Integer({ description: 'Numero di sedi' })),
    comune: Type.Optional(Text()),
  },
  { description: 'Azienda (persona giuridica)' },
);
export type Company = Static<typeof Company>;

export const Person = Type.Object(
  {
    codiceFiscale: Code(),
    denominazione: Text({ description: 'Nome e cognome' }),
    comuneNascita: Nullable(Text(), { description: 'Comune o stato estero di nascita' }),
    dataNascita: Text({ description: 'YYYY-MM-DD' }),
    sesso: StringEnum(['M', 'F'] as const),
    comune: Nullable(Text(), { description: 'Comune di residenza' }),
  },
  { description: 'Persona fisica' },
);
export type Person = Static<typeof Person>;

/** Search by one term: paging plus the term (required). */
export const TermQuery = Type.Object(
  {
    search: Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'Denominazione (anche parziale), partita IVA o codice fiscale',
    }),
    ...PagingProperties,
  },
  { additionalProperties: false },
);
export type TermQuery = Static<typeof TermQuery>;

const OptionalText = (maxLength: number, description: string) =>
  Type.Optional(Nullable(Type.String({ maxLength }), { description }));

/** Advanced company search: form values of spec 000 §3 plus paging. */
export const AdvancedCompanyBody = Type.Object(
  {
    ragioneSociale: OptionalText(255, 'Denominazione (anche parziale)'),
    provinciaSede: OptionalText(2, 'Sigla della provincia della sede legale'),
    partitaIVA: OptionalText(11, 'Partita IVA'),
    codiceFiscale: OptionalText(16, 'Codice fiscale'),
    provinciaCCIAA: OptionalText(2, 'Sigla della provincia della CCIAA'),
    numeroREA: OptionalText(20, 'Numero REA'),
    page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
);
export type AdvancedCompanyBody = Static<typeof AdvancedCompanyBody>;

/** Fiscal-code calculation payload (spec 000 §3). */
export const FiscalCodeBody = Type.Object(
  {
    nome: Type.String({ minLength: 1, maxLength: 64 }),
    cognome: Type.String({ minLength: 1, maxLength: 64 }),
    denominazione: Type.Optional(
      Nullable(Type.String({ maxLength: 130 }), { description: 'Nome, uno spazio, cognome' }),
    ),
    dataNascita: Type.String({ minLength: 1, maxLength: 10, description: 'YYYY-MM-DD' }),
    luogoNascita: Type.String({
      minLength: 1,
      maxLength: 4,
      description: 'Chiave del luogo di nascita (codice Belfiore, c03 di /api/domain/comune)',
    }),
    sesso: StringEnum(['M', 'F'] as const),
  },
  { additionalProperties: false },
);
export type FiscalCodeBody = Static<typeof FiscalCodeBody>;

export const LookupQuery = Type.Object(
  { search: Type.String({ minLength: 1, maxLength: 100, description: 'Testo contenuto nel nome' }) },
  { additionalProperties: false },
);

/** Place lookup option: c01 name, c02 province ('EE' abroad), c03 key (Belfiore code). */
export const PlaceOption = Type.Object({
  c01: Type.String({ description: 'Nome del comune o dello stato estero' }),
  c02: Type.String({ description: "Sigla della provincia ('EE' per l'estero)" }),
  c03: Type.String({ description: 'Chiave: codice Belfiore' }),
});
export type PlaceOption = Static<typeof PlaceOption>;

/** CCIAA option: c01 label, key (province code). */
export const CciaaOption = Type.Object({
  c01: Type.String({ description: 'Camera di commercio (provincia)' }),
  key: Type.String({ description: 'Sigla della provincia' }),
});
export type CciaaOption = Static<typeof CciaaOption>;

/** Server-side field validator (spec 000 §3, §5). */
export const ValidatorBody = Type.Object(
  {
    type: StringEnum(['PI', 'CF', 'BOTH'] as const, {
      description: "PI partita IVA, CF codice fiscale, BOTH valido come l'uno o l'altro",
    }),
    value: Nullable(Type.String({ maxLength: 64 })),
    subjectType: Type.Optional(
      Nullable(StringEnum(SUBJECT_KINDS), {
        description: 'PG persona giuridica (codice fiscale anche numerico), PF persona fisica',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ValidatorBody = Static<typeof ValidatorBody>;

export const ValidatorResult = Type.Object({ valid: Type.Boolean() });
export type ValidatorResult = Static<typeof ValidatorResult>;

/** Every subjects endpoint: the one declaration the API registers and the clients call. */
export const subjectsEndpoints = {
  getSubjectsCompanies: endpoint({
    method: 'GET',
    path: '/api/subjects/companies',
    access: 'user',
    tags: ['ricerca soggetti'],
    summary: 'Ricerca aziende per denominazione, partita IVA o codice fiscale',
    description:
      'La denominazione può essere parziale (prima quelle che iniziano con il testo); partita IVA e codice ' +
      'fiscale anche solo iniziali.',
    query: TermQuery,
    response: Page(Company),
  }),
  getSubjectsPersons: endpoint({
    method: 'GET',
    path: '/api/subjects/persons',
    access: 'user',
    tags: ['ricerca soggetti'],
    summary: 'Ricerca persone fisiche per nome e cognome o codice fiscale',
    query: TermQuery,
    response: Page(Person),
  }),
  postSubjectsCompaniesAdvancedSearch: endpoint({
    method: 'POST',
    path: '/api/subjects/companies/advanced-search',
    access: 'user',
    tags: ['ricerca soggetti'],
    summary: 'Ricerca avanzata di aziende (servizio a pagamento "Ricerca anagrafica")',
    description:
      'Tutti i criteri indicati devono corrispondere; serve almeno un campo oltre a provinciaSede. Ogni ricerca ' +
      'valida è addebitata al cliente dell\'utente come "Ricerca anagrafica".',
    body: AdvancedCompanyBody,
    response: Page(Company),
  }),
  postSubjectsPersonsFiscalCode: endpoint({
    method: 'POST',
    path: '/api/subjects/persons/fiscal-code',
    access: 'user',
    tags: ['ricerca soggetti'],
    summary: 'Calcolo del codice fiscale di una persona fisica',
    description:
      'Risponde la persona con il codice fiscale calcolato (algoritmo ufficiale, codici Belfiore); se la persona ' +
      'è già nota, i suoi dati.',
    body: FiscalCodeBody,
    response: Person,
  }),
};
