// The API's shapes, written once in @portal/contracts (types only: no schema code in the bundle).
import type { RequestSummary } from '@portal/contracts/api/requests';

export type { RequestDetail, RequestSummary } from '@portal/contracts/api/requests';

type RequestStatus = RequestSummary['status'];

/** How each state reads in Italian, with its tag colour (one entry per state of the contract). */
export const REQUEST_STATUS_LABELS: Record<RequestStatus, { label: string; color: string }> = {
  PENDING: { label: 'In lavorazione', color: 'gold' },
  COMPLETED: { label: 'Evasa', color: 'green' },
  ERROR: { label: 'In errore', color: 'red' },
  WS: { label: 'Web service', color: 'blue' },
};

export const REQUEST_STATUSES = Object.keys(REQUEST_STATUS_LABELS) as RequestStatus[];
