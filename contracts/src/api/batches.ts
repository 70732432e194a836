/**
 * Batch requests by spreadsheet (spec 001 §2.1, §3, §5, §7): the file is checked on the server,
 * row by row with the form's rules, its progress pushed on the user's live channel; the checked
 * rows are then submitted as one batch (idLotto), all or nothing.
 */
import { SUBJECT_KINDS } from '../subjects.ts';
import { REQUEST_STATUSES } from './requests.ts';
import { DateTime, Id, Nullable, Page, PagingQuery, StringEnum, Type, type Static } from './schema.ts';
import { endpoint } from './endpoint.ts';
import { BATCH_MESSAGES, ORDERING_MESSAGES } from '../messages.ts';
import { XLSX_TYPE } from './endpoint.ts';
import { BATCH_ARCHIVE_HOURS, MAX_BATCH_FILE_MB, MAX_BATCH_ROWS } from '../messages.ts';

export { BATCH_ARCHIVE_HOURS };

const SubjectType = StringEnum(SUBJECT_KINDS);

/** Which product's file, for which subject type (`?productId=&subjectType=`). */
export const BatchProductQuery = Type.Object(
  { productId: Id(), subjectType: SubjectType },
  { additionalProperties: false },
);
export type BatchProductQuery = Static<typeof BatchProductQuery>;

/** The product's own files for a file's author: the demo file and the product sheet, when uploaded. */
export const BatchProductFiles = Type.Object({ demo: Nullable(Type.String()), sheet: Nullable(Type.String()) });
export type BatchProductFiles = Static<typeof BatchProductFiles>;
export const BatchProductFileQuery = Type.Object(
  { productId: Id(), subjectType: SubjectType, kind: StringEnum(['demo', 'sheet'] as const) },
  { additionalProperties: false },
);

/** A field of the product's form beside the file column it is read from (null: none). */
export const BatchColumn = Type.Object({
  fieldCode: Type.String(),
  name: Type.String(),
  obligatory: Type.Boolean(),
  group: Type.Integer({ description: '0: nessun gruppo; 1-5: basta un campo obbligatorio del gruppo' }),
  column: Nullable(Type.String()),
});
export type BatchColumn = Static<typeof BatchColumn>;

/** `PUT /api/requests/massive/mapping`: the columns chosen for each field, remembered per product. */
export const BatchMappingInput = Type.Object(
  {
    productId: Id(),
    subjectType: SubjectType,
    columns: Type.Record(Type.String({ maxLength: 64 }), Nullable(Type.String({ maxLength: 200 })), {
      description: 'Codice del campo → nome della colonna del file (null: nessuna)',
    }),
  },
  { additionalProperties: false },
);
export type BatchMappingInput = Static<typeof BatchMappingInput>;

/** Spec 001 §3: records (label, displayLabel, stringValue) and errors (message, type, skippable). */
export const BatchRecord = Type.Object({
  label: Type.String(),
  displayLabel: Type.String(),
  stringValue: Type.String(),
});
export type BatchRecord = Static<typeof BatchRecord>;

export const BATCH_ERROR_TYPES = ['ERROR', 'WARN'] as const;
export const BatchRowError = Type.Object({
  message: Type.String(),
  type: StringEnum(BATCH_ERROR_TYPES),
  /** A skippable error does not block the batch: its row is left out of it. */
  skippable: Type.Boolean(),
  fieldCode: Nullable(Type.String()),
});
export type BatchRowError = Static<typeof BatchRowError>;

export const BatchCheckRow = Type.Object({
  row: Type.Integer({ description: 'Numero della riga nel file (la prima riga di dati è la 2)' }),
  records: Type.Array(BatchRecord),
  errors: Type.Array(BatchRowError),
});
export type BatchCheckRow = Static<typeof BatchCheckRow>;

/**
 * mapping: the columns do not match the form (nothing checked yet); staging: being checked;
 * loaded: checked; cancelled by the user; submitted as a batch; failed (the server stopped).
 */
export const BATCH_CHECK_STATES = ['mapping', 'staging', 'loaded', 'cancelled', 'submitted', 'failed'] as const;
export type BatchCheckState = (typeof BATCH_CHECK_STATES)[number];

/** What the live channel pushes while a check runs (only to the user who uploaded). */
export const BatchCheckProgress = Type.Object({
  id: Type.String({ format: 'uuid' }),
  state: StringEnum(BATCH_CHECK_STATES),
  checked: Type.Integer(),
  total: Type.Integer(),
});
export type BatchCheckProgress = Static<typeof BatchCheckProgress>;

export const BatchCheck = Type.Object({
  id: Nullable(Type.String({ format: 'uuid', description: 'null finché le colonne non sono abbinate' })),
  state: StringEnum(BATCH_CHECK_STATES),
  productId: Type.Integer(),
  subjectType: SubjectType,
  fileName: Type.String(),
  total: Type.Integer({ description: 'Righe di dati del file' }),
  checked: Type.Integer(),
  headers: Type.Array(Type.String()),
  columns: Type.Array(BatchColumn),
  ignoredColumns: Type.Array(Type.String({ description: 'Colonne del file non previste dalla form' })),
  /** The first 25 data rows, as the file has them (the mapping step's preview). */
  preview: Type.Array(Type.Array(Type.String())),
  /** Once loaded: every row with its errors. */
  rows: Type.Array(BatchCheckRow),
  blocking: Type.Integer({ description: 'Righe con errori bloccanti' }),
  warnings: Type.Integer({ description: 'Righe con avvisi' }),
  skipped: Type.Integer({ description: 'Righe con errori non bloccanti, escluse dal lotto' }),
  requests: Type.Integer({ description: 'Righe che diventano richiesta' }),
  unitPrice: Type.String({ description: 'Prezzo per soggetto (euro)' }),
  totalPrice: Type.String({ description: 'Prezzo del lotto (euro)' }),
  credit: Type.String({ description: 'Credito residuo del cliente (euro)' }),
  enough: Type.Boolean({ description: 'Il credito copre il prezzo del lotto' }),
});
export type BatchCheck = Static<typeof BatchCheck>;

export const BatchCheckParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const BatchSubmitInput = Type.Object(
  {
    checkId: Type.String({ format: 'uuid' }),
    excludeBlocking: Type.Optional(
      Type.Boolean({
        description:
          'true: le righe con errori bloccanti sono lasciate fuori dal lotto e le altre inviate, senza ricaricare il file',
      }),
    ),
  },
  { additionalProperties: false },
);
export type BatchSubmitInput = Static<typeof BatchSubmitInput>;

/** Spec 001 §3: the massive response (idLotto, rimaRequest.idMovContab). */
export const BatchCreated = Type.Object({
  idLotto: Type.Integer(),
  rimaRequest: Type.Object({ idMovContab: Type.Integer(), idRichiesta: Type.Integer() }),
  requests: Type.Integer({ description: 'Richieste create' }),
  subjects: Type.Integer({ description: 'Soggetti del lotto' }),
  total: Type.String(),
  credit: Type.String(),
});
export type BatchCreated = Static<typeof BatchCreated>;

export const BATCH_STATUSES = ['PENDING', 'COMPLETED'] as const;
export const Batch = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  fullProductCode: Type.String(),
  productDescription: Type.String(),
  subjectType: SubjectType,
  fileName: Type.String(),
  rows: Type.Integer(),
  requests: Type.Integer(),
  completed: Type.Integer(),
  split: Type.Boolean({ description: 'true: una richiesta per riga; false: una richiesta per tutto il lotto' }),
  total: Type.String(),
  status: StringEnum(BATCH_STATUSES),
  createdAt: Type.String(),
  completedAt: Nullable(Type.String()),
  userName: Type.String(),
  archiveInBackground: Type.Boolean({
    description:
      "true: i documenti sono troppi per lo zip immediato (BATCH_DIRECT_ZIP_MAX): l'archivio si prepara in background e una notifica dice quando è pronto",
  }),
});
export type Batch = Static<typeof Batch>;

/**
 * Up to this many documents a batch's zip is drawn while the caller waits (a few seconds);
 * above it, the archive is prepared in the background and a notification says when it is ready
 * (issue 45: a thousand reports take about 40 s, longer than a page should wait).
 */
export const BATCH_DIRECT_ZIP_MAX = 100;

export const BATCH_ARCHIVE_STATES = ['PREPARING', 'READY', 'FAILED'] as const;
export type BatchArchiveState = (typeof BATCH_ARCHIVE_STATES)[number];
/** The caller's archive of a batch's documents: being prepared, ready until it expires, or failed and why. */
export const BatchArchive = Type.Object({
  id: Type.Integer(),
  batchId: Type.Integer(),
  state: StringEnum(BATCH_ARCHIVE_STATES),
  documents: Type.Integer({ description: 'Documenti nel lotto alla richiesta: il riepilogo e uno per soggetto evaso' }),
  sizeBytes: Nullable(Type.Integer()),
  requestedAt: DateTime(),
  readyAt: Nullable(DateTime()),
  expiresAt: Nullable(DateTime()),
  error: Nullable(Type.String()),
});
export type BatchArchive = Static<typeof BatchArchive>;

export const BatchParams = Type.Object({ batchId: Id() });
export const BatchRowParams = Type.Object({ batchId: Id(), row: Type.Integer({ minimum: 1, maximum: 1_000_000 }) });

export const BatchRowsQuery = PagingQuery({ status: Type.Optional(StringEnum(REQUEST_STATUSES)) });
export type BatchRowsQuery = Static<typeof BatchRowsQuery>;

export const BatchRow = Type.Object({
  row: Type.Integer(),
  subjectCode: Nullable(Type.String()),
  subjectName: Nullable(Type.String()),
  requestId: Type.Integer(),
  status: StringEnum(REQUEST_STATUSES),
  price: Type.String(),
  completedAt: Nullable(Type.String()),
});
export type BatchRow = Static<typeof BatchRow>;
export const BatchRowsPage = Page(BatchRow);

/** Every batches endpoint: the one declaration the API registers and the clients call. */
export const batchesEndpoints = {
  getRequestsMassiveProductFiles: endpoint({
    method: 'GET',
    path: '/api/requests/massive/product-files',
    access: 'user',
    tags: ['richieste da file'],
    summary: 'Il file demo e la scheda del prodotto per il tipo di soggetto, se caricati (nomi)',
    query: BatchProductQuery,
    response: BatchProductFiles,
  }),
  getRequestsMassiveCheckById: endpoint({
    method: 'GET',
    path: '/api/requests/massive/check/:id',
    access: 'user',
    tags: ['richieste da file'],
    summary: 'Lo stato di un proprio controllo: avanzamento, e a controllo finito ogni riga con i suoi errori',
    params: BatchCheckParams,
    response: BatchCheck,
  }),
  deleteRequestsMassiveCheckById: endpoint({
    method: 'DELETE',
    path: '/api/requests/massive/check/:id',
    access: 'user',
    tags: ['richieste da file'],
    summary: 'Annulla un proprio controllo (in corso o finito e non inviato)',
    params: BatchCheckParams,
    response: BatchCheck,
  }),
  putRequestsMassiveMapping: endpoint({
    method: 'PUT',
    path: '/api/requests/massive/mapping',
    access: 'user',
    tags: ['richieste da file'],
    summary: "L'abbinamento colonne-campi scelto per un prodotto, riproposto ai caricamenti successivi",
    body: BatchMappingInput,
    response: Type.Null(),
  }),
  postRequestsMassive: endpoint({
    method: 'POST',
    path: '/api/requests/massive',
    access: 'user',
    tags: ['richieste da file'],
    summary: 'Invia un file controllato come un lotto (idLotto): tutto o niente',
    description:
      `Il lotto, le sue richieste con i movimenti e l'addebito del totale sono una transazione. 409 ` +
      `"${ORDERING_MESSAGES.insufficientCredit}" se il credito non basta, "${BATCH_MESSAGES.blockingRows}" se una ` +
      `riga ha un errore bloccante (senza excludeBlocking), "${BATCH_MESSAGES.checkSubmitted}" se il controllo è già stato inviato. Le righe ` +
      `con soli errori non bloccanti sono escluse. massiveUploadSplit: una richiesta per riga, altrimenti una ` +
      `richiesta per l'intero file al prezzo di un soggetto per le righe.`,
    body: BatchSubmitInput,
    response: BatchCreated,
  }),
  getRequestsMassiveByBatchId: endpoint({
    method: 'GET',
    path: '/api/requests/massive/:batchId',
    access: 'user',
    tags: ['richieste da file'],
    summary: 'Il lotto: prodotto, file, righe, totale, stato e date',
    params: BatchParams,
    response: Batch,
  }),
  getRequestsMassiveRowsByBatchId: endpoint({
    method: 'GET',
    path: '/api/requests/massive/:batchId/rows',
    access: 'user',
    tags: ['richieste da file'],
    summary: 'Le righe del lotto con lo stato delle loro richieste (filtri per stato e soggetto)',
    params: BatchParams,
    query: BatchRowsQuery,
    response: BatchRowsPage,
  }),
  getRequestsMassiveTemplate: endpoint({
    method: 'GET',
    path: '/api/requests/massive/template',
    access: 'user',
    tags: ['richieste da file'],
    summary: "File di esempio: un foglio con una colonna per campo della form, una riga d'esempio e le regole",
    query: BatchProductQuery,
    produces: [XLSX_TYPE],
  }),
  getRequestsMassiveProductFile: endpoint({
    method: 'GET',
    path: '/api/requests/massive/product-file',
    access: 'user',
    tags: ['richieste da file'],
    summary: 'Scarica il file demo (kind=demo) o la scheda (kind=sheet) del prodotto',
    query: BatchProductFileQuery,
    produces: ['application/octet-stream'],
  }),
  postRequestsMassiveCheck: endpoint({
    method: 'POST',
    path: '/api/requests/massive/check',
    access: 'user',
    tags: ['richieste da file'],
    summary: 'Controlla un file di richieste (Excel check): avanzamento sul canale live, esito per riga',
    description:
      `multipart/form-data con una parte "file" (csv, xls, xlsx, ods; al massimo ${MAX_BATCH_FILE_MB} MB e ` +
      `${MAX_BATCH_ROWS} righe). 400 con il motivo per un file non accettabile. Se le colonne non coprono i campi ` +
      `obbligatori risponde state "mapping" con le colonne e un'anteprima (nulla è salvato): l'abbinamento si ` +
      `salva con PUT /api/requests/massive/mapping e il file si ricarica. Altrimenti risponde state "staging" con ` +
      `l'id del controllo; l'avanzamento arriva sul canale live dell'utente ({type: "batch-check", check}) e lo ` +
      `stato si legge con GET /api/requests/massive/check/{id}.`,
    query: BatchProductQuery,
    consumes: ['multipart/form-data'],
    response: BatchCheck,
  }),
  getRequestsMassiveExportByBatchId: endpoint({
    method: 'GET',
    path: '/api/requests/massive/:batchId/export',
    access: 'user',
    tags: ['richieste da file'],
    summary: 'Le righe del lotto con il loro esito, in Excel',
    params: BatchParams,
    produces: [XLSX_TYPE],
  }),
  getRequestsMassiveResultsZipByBatchId: endpoint({
    method: 'GET',
    path: '/api/requests/massive/:batchId/results.zip',
    access: 'user',
    tags: ['richieste da file'],
    summary: 'I documenti del lotto in un unico zip: il riepilogo e un PDF per soggetto',
    description:
      `404 "${BATCH_MESSAGES.noResults}" finché nessuna richiesta del lotto è evasa; 409 ` +
      `"${BATCH_MESSAGES.archiveInBackground}" oltre BATCH_DIRECT_ZIP_MAX documenti (archiveInBackground).`,
    params: BatchParams,
    produces: ['application/zip'],
  }),
  postRequestsMassiveArchiveByBatchId: endpoint({
    method: 'POST',
    path: '/api/requests/massive/:batchId/archive',
    access: 'user',
    tags: ['richieste da file'],
    summary: "Prepara in background l'archivio zip dei documenti del lotto; una notifica dice quando è pronto",
    description:
      `Risponde subito con l'archivio in preparazione (202). Un archivio già in preparazione o pronto con gli stessi ` +
      `documenti è riusato; uno alla volta per utente (409 "${BATCH_MESSAGES.archiveBusy}"). ` +
      `404 "${BATCH_MESSAGES.noResults}" finché nessuna richiesta del lotto è evasa.`,
    params: BatchParams,
    response: BatchArchive,
    status: 202,
  }),
  getRequestsMassiveArchiveByBatchId: endpoint({
    method: 'GET',
    path: '/api/requests/massive/:batchId/archive',
    access: 'user',
    tags: ['richieste da file'],
    summary: "L'ultimo archivio del lotto chiesto dall'utente, o null",
    params: BatchParams,
    response: Nullable(BatchArchive),
  }),
  getRequestsMassiveArchiveZipByBatchId: endpoint({
    method: 'GET',
    path: '/api/requests/massive/:batchId/archive.zip',
    access: 'user',
    tags: ['richieste da file'],
    summary: "L'archivio pronto del lotto: il riepilogo e un PDF per soggetto",
    description: `404 "${BATCH_MESSAGES.archiveNotReady}" se non c'è un archivio pronto e non scaduto.`,
    params: BatchParams,
    produces: ['application/zip'],
  }),
  getRequestsMassiveSummaryPdfByBatchId: endpoint({
    method: 'GET',
    path: '/api/requests/massive/:batchId/summary.pdf',
    access: 'user',
    tags: ['richieste da file'],
    summary: "Il riepilogo del lotto in PDF: l'esito di ogni riga e i totali",
    description: `404 "${BATCH_MESSAGES.noResults}" finché nessuna richiesta del lotto è evasa.`,
    params: BatchParams,
    produces: ['application/pdf'],
  }),
  getRequestsMassiveRowsReportPdfByBatchIdAndRow: endpoint({
    method: 'GET',
    path: '/api/requests/massive/:batchId/rows/:row/report.pdf',
    access: 'user',
    tags: ['richieste da file'],
    summary: 'Il documento del soggetto di una riga del lotto, in PDF',
    description: `404 "${BATCH_MESSAGES.rowNotFound}" per una riga che non c'è o non è evasa.`,
    params: BatchRowParams,
    produces: ['application/pdf'],
  }),
};
