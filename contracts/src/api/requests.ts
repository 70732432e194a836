/** Requests (spec 001 §3, §4): creating one prices it and debits the client's credit at once. */
import { REQUEST_STATUSES } from '../request-status.ts';
import { SUBJECT_KINDS } from '../subjects.ts';
import { Company, Person } from './subjects.ts';
import { Day, Id, Nullable, StringEnum, Type, type Static } from './schema.ts';
import { endpoint } from './endpoint.ts';
import { ORDERING_MESSAGES } from '../messages.ts';
import { Page } from './schema.ts';
import { PERMISSIONS } from '../permissions.ts';

const FormValue = Type.Union([Type.String({ maxLength: 2000 }), Type.Number(), Type.Boolean(), Type.Null()]);

/** Body of POST /api/requests (spec 001 §3 "Request (submitted)"). */
export const NewRequestInput = Type.Object(
  {
    productId: Id(),
    tipoSogg: StringEnum(SUBJECT_KINDS, {
      description: 'Tipo di soggetto: PF persona fisica, PG persona giuridica',
    }),
    /** The subject chosen in the search; its codice fiscale is kept to find its past requests. */
    subject: Type.Optional(Type.Union([Company, Person])),
    formParams: Type.Record(Type.String({ maxLength: 64 }), FormValue, {
      maxProperties: 200,
      description: 'I valori della form, per codice campo (date gg/mm/aaaa)',
    }),
    clientFormParams: Type.Optional(
      Type.Array(Type.Object({ label: Type.String({ maxLength: 128 }), value: Type.String({ maxLength: 2000 }) }), {
        maxItems: 50,
      }),
    ),
    internalReference: Type.Optional(
      Nullable(Type.String({ maxLength: 100, description: 'Riferimento interno del cliente (centro di costo)' })),
    ),
    attachments: Type.Optional(
      Type.Record(Type.String({ maxLength: 64 }), Type.String({ format: 'uuid' }), {
        maxProperties: 20,
        description:
          "Campi FILE: per codice campo, l'id restituito da POST /api/requests/attachments (il nome del file resta in formParams)",
      }),
    ),
  },
  { additionalProperties: false },
);
export type NewRequestInput = Static<typeof NewRequestInput>;

export { REQUEST_STATUSES };

/** Answer of POST /api/requests/check: the request would be accepted as it stands. */
export const RequestChecked = Type.Object({ valid: Type.Literal(true) });
export type RequestChecked = Static<typeof RequestChecked>;

/** Answer of POST /api/requests (spec 001 §3 "Request result context"). */
export const RequestCreated = Type.Object({
  idMovContab: Type.Integer(),
  idRichiesta: Type.Integer(),
  status: StringEnum(REQUEST_STATUSES),
  price: Type.String({ description: 'Euro, decimale ("6.50")' }),
  credit: Type.String({ description: 'Credito residuo dopo la richiesta' }),
  dueDate: Nullable(Type.String({ description: 'YYYY-MM-DD: evasione prevista delle richieste offline' })),
  showWarning: Type.Boolean(),
  warningMessage: Nullable(Type.String()),
  companiesFound: Nullable(Type.Integer({ description: 'Richieste di ricerca: quante imprese sono state trovate' })),
});
export type RequestCreated = Static<typeof RequestCreated>;

/** `GET /api/requests/quote?productId=`: the price the client pays and its credit. */
export const RequestQuoteQuery = Type.Object({ productId: Id() }, { additionalProperties: false });
export const RequestQuote = Type.Object({
  productId: Type.Integer(),
  price: Type.String(),
  credit: Type.String(),
  enough: Type.Boolean(),
  dueDate: Nullable(
    Type.String({
      description: 'Prodotti offline: la data di evasione prevista se la richiesta fosse confermata ora (aaaa-mm-gg)',
    }),
  ),
});
export type RequestQuote = Static<typeof RequestQuote>;

/** A row of `/requests` (the user's own requests, newest first). */
export const RequestSummary = Type.Object({
  id: Type.Integer(),
  movementId: Type.Integer(),
  createdAt: Type.String({ description: 'ISO 8601' }),
  productId: Type.Integer(),
  fullProductCode: Type.String(),
  productDescription: Type.String(),
  serviceName: Nullable(Type.String()),
  subjectType: StringEnum(SUBJECT_KINDS),
  subjectName: Nullable(Type.String()),
  subjectCode: Nullable(Type.String()),
  status: StringEnum(REQUEST_STATUSES),
  price: Type.String(),
  dueDate: Nullable(Type.String()),
  internalReference: Nullable(Type.String()),
  read: Type.Boolean(),
  companiesFound: Nullable(Type.Integer({ description: 'Richieste di ricerca: imprese trovate' })),
});
export type RequestSummary = Static<typeof RequestSummary>;

/** `GET /api/requests/{id}`: the request with what was filled in. */
/** A file sent with a request's FILE field. */
export const RequestAttachment = Type.Object({
  id: Type.String({ format: 'uuid' }),
  fieldCode: Type.String(),
  fileName: Type.String(),
  size: Type.Integer({ description: 'Byte' }),
});
export type RequestAttachment = Static<typeof RequestAttachment>;

/** `POST /api/requests/attachments?productId=&fieldCode=`: the field the file is for. */
export const AttachmentUploadQuery = Type.Object(
  { productId: Id(), fieldCode: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export const AttachmentParams = Type.Object({ id: Id(), attachmentId: Type.String({ format: 'uuid' }) });

/** A transition of a request: who moved it, when, from which state, and why. */
export const RequestEvent = Type.Object({
  at: Type.String(),
  fromStatus: Nullable(StringEnum(REQUEST_STATUSES)),
  toStatus: StringEnum(REQUEST_STATUSES),
  actorName: Nullable(Type.String()),
  note: Nullable(Type.String()),
});
export type RequestEvent = Static<typeof RequestEvent>;

/** The result of a completed request: the offline file's name, and until when it is kept. */
export const RequestResult = Type.Object({
  fileName: Nullable(Type.String({ description: "Il file dell'esito offline; null per un esito online (PDF)" })),
  keptUntil: Type.String(),
  available: Type.Boolean(),
});

export const RequestDetail = Type.Object({
  ...RequestSummary.properties,
  productType: StringEnum(['ON', 'OF', 'WS'] as const),
  completedAt: Nullable(Type.String()),
  formParams: Type.Record(Type.String(), FormValue),
  formLabels: Type.Record(Type.String(), Type.String(), {
    description: "Il nome di ciascun campo di formParams ('Codice fiscale o partita IVA' per CF_PIVA)",
  }),
  clientFormParams: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
  attachments: Type.Array(RequestAttachment),
  events: Type.Array(RequestEvent),
  result: Nullable(RequestResult),
  cancellableUntil: Nullable(Type.String({ description: 'Una richiesta offline si annulla entro questo istante' })),
});
export type RequestDetail = Static<typeof RequestDetail>;

/** `GET /api/requests`: paged, with the filters of `/requests`. */
export const RequestsQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    search: Type.Optional(
      Type.String({ maxLength: 100, default: '', description: 'Soggetto, codice fiscale, prodotto o riferimento' }),
    ),
    status: Type.Optional(StringEnum(REQUEST_STATUSES)),
    from: Type.Optional(Day({ description: 'YYYY-MM-DD, compreso' })),
    to: Type.Optional(Day({ description: 'YYYY-MM-DD, compreso' })),
    serviceId: Type.Optional(Id()),
    productId: Type.Optional(Id()),
  },
  { additionalProperties: false },
);
export type RequestsQuery = Static<typeof RequestsQuery>;

/** A row of the request history (`/request-history`): a request and who asked it. */
export const RequestHistoryRow = Type.Object({
  ...RequestSummary.properties,
  userId: Type.Integer(),
  userName: Type.String(),
});
export type RequestHistoryRow = Static<typeof RequestHistoryRow>;

/** `GET /api/requests/history`: the filters of `/requests` and, for a manager, the user who asked. */
export const RequestHistoryQuery = Type.Object(
  { ...RequestsQuery.properties, userId: Type.Optional(Id({ description: 'Solo le richieste di questo utente' })) },
  { additionalProperties: false },
);
export type RequestHistoryQuery = Static<typeof RequestHistoryQuery>;

export const REQUEST_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export const RequestHistoryExportQuery = Type.Object(
  { ...RequestHistoryQuery.properties, format: StringEnum(REQUEST_EXPORT_FORMATS) },
  { additionalProperties: false },
);

/** Who the history can be filtered by: the client's users who asked something (a manager's filter). */
export const RequestHistoryUser = Type.Object({ userId: Type.Integer(), name: Type.String() });
export type RequestHistoryUser = Static<typeof RequestHistoryUser>;

export const RequestIdParams = Type.Object({ id: Id() });
/** `GET /api/requests/by-movement/{movementId}`: the REQUEST_DETAIL drawer opens a request by its idMovContab. */
export const MovementIdParams = Type.Object({ movementId: Id() });

/** `GET /api/requests/by-subject?code=`: the client's past requests on one subject ('Richieste sul soggetto'). */
export const SubjectRequestsQuery = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 16, description: 'Codice fiscale o partita IVA del soggetto' }) },
  { additionalProperties: false },
);
export const SubjectRequest = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  productDescription: Type.String(),
  status: StringEnum(REQUEST_STATUSES),
  userName: Type.String({ description: 'Chi la ha richiesta' }),
});
export type SubjectRequest = Static<typeof SubjectRequest>;

/** Every requests endpoint: the one declaration the API registers and the clients call. */
export const requestsEndpoints = {
  getRequestsQuote: endpoint({
    method: 'GET',
    path: '/api/requests/quote',
    access: 'user',
    tags: ['richieste'],
    summary: 'Prezzo del prodotto per il cliente e credito residuo',
    query: RequestQuoteQuery,
    response: RequestQuote,
  }),
  postRequests: endpoint({
    method: 'POST',
    path: '/api/requests',
    access: 'user',
    tags: ['richieste'],
    summary: 'Crea una richiesta: prezzo, addebito sul credito e richiesta in una transazione',
    description:
      `La form è controllata di nuovo con le regole del browser (400 con il messaggio del primo campo). ` +
      `409 "${ORDERING_MESSAGES.insufficientCredit}" se il credito non basta: nulla viene scritto. ` +
      'I prodotti online risultano COMPLETED, gli offline PENDING con la data di evasione in giorni lavorativi ' +
      '(festività italiane, limite delle 11:00), i web service WS.',
    body: NewRequestInput,
    response: RequestCreated,
  }),
  postRequestsCheck: endpoint({
    method: 'POST',
    path: '/api/requests/check',
    access: 'user',
    tags: ['richieste'],
    summary: "Controlla una richiesta come farebbe la conferma, senza prezzo né addebito (il passo 'Avanti')",
    description:
      'Gli stessi controlli di POST /api/requests prima del prezzo: prodotto ordinabile, orario del servizio, ' +
      'form, codici fiscali e partite IVA, validatori della form (coerenza del codice fiscale, richieste uniche). ' +
      '400 o 409 con il messaggio e, in context.field, il campo (formParams.CODICE) da correggere. Nulla viene scritto.',
    body: NewRequestInput,
    response: RequestChecked,
  }),
  getRequests: endpoint({
    method: 'GET',
    path: '/api/requests',
    access: 'user',
    tags: ['richieste'],
    summary: "Le richieste dell'utente, dalla più recente",
    description: 'Filtri per periodo (from, to), stato, servizio, prodotto e testo (soggetto, prodotto, riferimento).',
    query: RequestsQuery,
    response: Page(RequestSummary),
  }),
  getRequestsBySubject: endpoint({
    method: 'GET',
    path: '/api/requests/by-subject',
    access: [PERMISSIONS.investigationsPortfolio],
    tags: ['richieste'],
    summary: 'Richieste sul soggetto: le richieste del cliente su un soggetto (al massimo 50)',
    description: 'Solo con il permesso PORTAFOGLIO_INDAGINI (spec 001 §6).',
    query: SubjectRequestsQuery,
    response: Type.Array(SubjectRequest),
  }),
  getRequestsById: endpoint({
    method: 'GET',
    path: '/api/requests/:id',
    access: 'user',
    tags: ['richieste'],
    summary: "Una richiesta dell'utente, con i dati compilati",
    params: RequestIdParams,
    response: RequestDetail,
  }),
  getRequestsByMovementByMovementId: endpoint({
    method: 'GET',
    path: '/api/requests/by-movement/:movementId',
    access: 'user',
    tags: ['richieste'],
    summary: "La richiesta dell'utente legata a un movimento contabile (idMovContab)",
    description: 'La vista REQUEST_DETAIL del pannello laterale apre la richiesta dal suo movimento (spec 000 §2.2).',
    params: MovementIdParams,
    response: RequestDetail,
  }),
  getRequestsCompaniesById: endpoint({
    method: 'GET',
    path: '/api/requests/:id/companies',
    access: 'user',
    tags: ['richieste'],
    summary: "Le imprese trovate da una richiesta di ricerca dell'utente, nell'ordine del risultato",
    description: 'Vuoto per le richieste che non sono ricerche; 404 per le richieste di altri.',
    params: RequestIdParams,
    response: Type.Array(Company),
  }),
  postRequestsReadById: endpoint({
    method: 'POST',
    path: '/api/requests/:id/read',
    access: 'user',
    tags: ['richieste'],
    summary: 'Segna la richiesta come letta',
    params: RequestIdParams,
    response: RequestDetail,
  }),
  getRequestsReportById: endpoint({
    method: 'GET',
    path: '/api/requests/:id/report',
    access: 'user',
    tags: ['richieste'],
    summary: "L'esito di una richiesta evasa, come pagina HTML",
    description: `Senza script né risorse esterne (Content-Security-Policy: ${"default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'"}); 404 "${ORDERING_MESSAGES.resultMissing}".`,
    params: RequestIdParams,
    produces: ['text/html'],
  }),
  getRequestsReportPdfById: endpoint({
    method: 'GET',
    path: '/api/requests/:id/report.pdf',
    access: 'user',
    tags: ['richieste'],
    summary: "L'esito di una richiesta evasa, in PDF",
    params: RequestIdParams,
    produces: ['application/pdf'],
  }),
};
