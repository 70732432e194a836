/**
 * The life of an offline request: the approvals of a client's approvers, the back office's queue
 * of requests to fulfil, and the customer's cancellation.
 */
import { SUBJECT_KINDS } from '../subjects.ts';
import { REQUEST_STATUSES } from './requests.ts';
import { Nullable, Page, PagingQuery, StringEnum, Type, type Static } from './schema.ts';
import { endpoint } from './endpoint.ts';
import { LIFECYCLE_MESSAGES } from '../messages.ts';
import { RequestIdParams } from './requests.ts';
import { PERMISSIONS } from '../permissions.ts';
import { MAX_RESULT_MB, OPERATOR_NOTES_MAX, ORDERING_MESSAGES } from '../messages.ts';

/** A request of the approvals screen or of the back office's queue. */
export const QueuedRequest = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  dueDate: Nullable(Type.String({ description: 'Data di evasione prevista (aaaa-mm-gg)' })),
  status: StringEnum(REQUEST_STATUSES),
  productCode: Type.String(),
  productDescription: Type.String(),
  subjectType: StringEnum(SUBJECT_KINDS),
  subjectCode: Nullable(Type.String()),
  subjectName: Nullable(Type.String()),
  price: Type.String(),
  userName: Type.String(),
  clientName: Type.String(),
  formParams: Type.Record(Type.String(), Type.Unknown()),
  formLabels: Type.Record(Type.String(), Type.String(), { description: 'Il nome di ciascun campo di formParams' }),
  overdue: Type.Boolean({ description: 'Oltre la data di evasione' }),
  ownRequest: Type.Optional(
    Type.Boolean({ description: 'Chiesta da chi guarda: non può approvarla né evaderla (quattro occhi)' }),
  ),
});
export type QueuedRequest = Static<typeof QueuedRequest>;
export const QueuedRequestsPage = Page(QueuedRequest);

export const ApprovalsQuery = PagingQuery();
export const OfflineQueueQuery = PagingQuery({
  overdue: Type.Optional(Type.Boolean({ description: 'Solo quelle oltre la data di evasione' })),
});
export type OfflineQueueQuery = Static<typeof OfflineQueueQuery>;

export const ReasonInput = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export type ReasonInput = Static<typeof ReasonInput>;

/** The operator's notes that close a standard document ('Note dell'operatore'). */
export const OperatorNotes = Type.Object(
  { notes: Type.Optional(Type.String({ maxLength: OPERATOR_NOTES_MAX, description: "Note dell'operatore" })) },
  { additionalProperties: false },
);
export type OperatorNotes = Static<typeof OperatorNotes>;

/** Every offline-requests endpoint: the one declaration the API registers and the clients call. */
export const offlineRequestsEndpoints = {
  postRequestsCancelById: endpoint({
    method: 'POST',
    path: '/api/requests/:id/cancel',
    access: 'user',
    tags: ['richieste'],
    summary: 'Annulla una propria richiesta offline entro un’ora dalla creazione (rimborso)',
    description: `409 "${LIFECYCLE_MESSAGES.onlineNotCancellable}" per le online, "${LIFECYCLE_MESSAGES.cancellationExpired}" oltre l'ora.`,
    params: RequestIdParams,
    response: Type.Null(),
  }),
  getApprovals: endpoint({
    method: 'GET',
    path: '/api/approvals',
    access: 'user',
    tags: ['approvazioni'],
    summary: 'Le richieste del proprio cliente da approvare (approvatori: A, R, X, Z)',
    query: ApprovalsQuery,
    response: QueuedRequestsPage,
  }),
  postApprovalsApproveById: endpoint({
    method: 'POST',
    path: '/api/approvals/:id/approve',
    access: 'user',
    tags: ['approvazioni'],
    summary: 'Approva: la richiesta passa in lavorazione',
    params: RequestIdParams,
    response: Type.Null(),
  }),
  postApprovalsRejectById: endpoint({
    method: 'POST',
    path: '/api/approvals/:id/reject',
    access: 'user',
    tags: ['approvazioni'],
    summary: 'Rifiuta con un motivo: il credito è riaccreditato',
    params: RequestIdParams,
    body: ReasonInput,
    response: Type.Null(),
  }),
  getBackOfficeOfflineRequests: endpoint({
    method: 'GET',
    path: '/api/back-office/offline-requests',
    access: [PERMISSIONS.manager],
    tags: ['richieste offline'],
    summary: 'Le richieste offline da evadere, dalla più urgente (data di evasione)',
    query: OfflineQueueQuery,
    response: QueuedRequestsPage,
  }),
  getBackOfficeOfflineRequestsById: endpoint({
    method: 'GET',
    path: '/api/back-office/offline-requests/:id',
    access: [PERMISSIONS.manager],
    tags: ['richieste offline'],
    summary: 'Una richiesta: soggetto, dati del modulo, scadenza',
    params: RequestIdParams,
    response: QueuedRequest,
  }),
  postBackOfficeOfflineRequestsCancelById: endpoint({
    method: 'POST',
    path: '/api/back-office/offline-requests/:id/cancel',
    access: [PERMISSIONS.manager],
    tags: ['richieste offline'],
    summary: 'Annulla con un motivo: il credito è riaccreditato e il cliente avvisato',
    params: RequestIdParams,
    body: ReasonInput,
    response: Type.Null(),
  }),
  getRequestsResultById: endpoint({
    method: 'GET',
    path: '/api/requests/:id/result',
    access: 'user',
    tags: ['richieste'],
    summary: "L'esito di una propria richiesta evasa: il file allegato (offline) o il PDF del report (online)",
    description: `404 "${ORDERING_MESSAGES.resultMissing}"; 410 oltre i giorni di conservazione degli esiti.`,
    params: RequestIdParams,
    produces: ['application/octet-stream'],
  }),
  postBackOfficeOfflineRequestsFulfilById: endpoint({
    method: 'POST',
    path: '/api/back-office/offline-requests/:id/fulfil',
    access: [PERMISSIONS.manager],
    tags: ['richieste offline'],
    summary: "Allega l'esito ed evade la richiesta: il cliente riceve la notifica e la mail",
    description: `multipart/form-data con una parte "file" (al massimo ${MAX_RESULT_MB} MB; ${LIFECYCLE_MESSAGES.resultType}). 409 se la richiesta non è più in lavorazione.`,
    params: RequestIdParams,
    consumes: ['multipart/form-data'],
    response: Type.Null(),
  }),
  getBackOfficeOfflineRequestsStandardDocumentPdfById: endpoint({
    method: 'GET',
    path: '/api/back-office/offline-requests/:id/standard-document.pdf',
    access: [PERMISSIONS.manager],
    tags: ['richieste offline'],
    summary: "Il documento standard della richiesta, dai dati del fornitore, con le note dell'operatore: l'anteprima",
    params: RequestIdParams,
    query: OperatorNotes,
    produces: ['application/pdf'],
  }),
  postBackOfficeOfflineRequestsFulfilStandardById: endpoint({
    method: 'POST',
    path: '/api/back-office/offline-requests/:id/fulfil-standard',
    access: [PERMISSIONS.manager],
    tags: ['richieste offline'],
    summary:
      "Evade la richiesta con il documento standard e le note dell'operatore: il cliente riceve la notifica e la mail",
    description: '409 se la richiesta non è più in lavorazione; 503 se il fornitore dei dati non risponde.',
    params: RequestIdParams,
    body: OperatorNotes,
    response: Type.Null(),
  }),
};
