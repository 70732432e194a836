/** How each state of a request reads in Italian: the screens and the exports say the same. */
export const REQUEST_STATUS_NAMES = {
  TO_APPROVE: 'Da approvare',
  PENDING: 'In lavorazione',
  COMPLETED: 'Evasa',
  ERROR: 'In errore',
  WS: 'Web service',
  REJECTED: 'Rifiutata',
  CANCELLED: 'Annullata',
} as const;

/** Every state a request may be in. */
export const REQUEST_STATUSES = ['TO_APPROVE', 'PENDING', 'COMPLETED', 'ERROR', 'WS', 'REJECTED', 'CANCELLED'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The states a request reaches by giving its price back (a rejection, a cancellation): never billed. */
export const REFUNDED_REQUEST_STATUSES = ['REJECTED', 'CANCELLED'] as const satisfies readonly RequestStatus[];

/** The states a request is written in: waiting for approval, being worked on, done, or a web service's. */
export const INITIAL_REQUEST_STATUSES = ['TO_APPROVE', 'PENDING', 'COMPLETED', 'WS'] as const;
export type InitialRequestStatus = (typeof INITIAL_REQUEST_STATUSES)[number];
