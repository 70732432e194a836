/**
 * The life of an offline request: the approvals of a client's approvers, the back office's queue
 * of requests to fulfil, and the customer's cancellation.
 */
import { REQUEST_STATUSES } from './requests.ts';
import { Nullable, Page, PagingQuery, StringEnum, Type, type Static } from './schema.ts';

/** A request of the approvals screen or of the back office's queue. */
export const QueuedRequest = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  dueDate: Nullable(Type.String({ description: 'Data di evasione prevista (aaaa-mm-gg)' })),
  status: StringEnum(REQUEST_STATUSES),
  productCode: Type.String(),
  productDescription: Type.String(),
  subjectType: StringEnum(['PF', 'PG'] as const),
  subjectCode: Nullable(Type.String()),
  subjectName: Nullable(Type.String()),
  price: Type.String(),
  userName: Type.String(),
  clientName: Type.String(),
  formParams: Type.Record(Type.String(), Type.Unknown()),
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
