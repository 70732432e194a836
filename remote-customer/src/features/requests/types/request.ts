// The API's shapes, written once in @portal/contracts (types only: no schema code in the bundle).
import type { RequestSummary } from '@portal/contracts/api/requests';
import { REQUEST_STATUS_NAMES } from '@portal/contracts/request-status';

export type { RequestDetail, RequestSummary } from '@portal/contracts/api/requests';

type RequestStatus = RequestSummary['status'];

/** How each state reads in Italian, with its tag colour (one entry per state of the contract). */
export const REQUEST_STATUS_LABELS: Record<RequestStatus, { label: string; color: string }> = {
  PENDING: { label: REQUEST_STATUS_NAMES.PENDING, color: 'gold' },
  COMPLETED: { label: REQUEST_STATUS_NAMES.COMPLETED, color: 'green' },
  ERROR: { label: REQUEST_STATUS_NAMES.ERROR, color: 'red' },
  WS: { label: REQUEST_STATUS_NAMES.WS, color: 'blue' },
};

export const REQUEST_STATUSES = Object.keys(REQUEST_STATUS_LABELS) as RequestStatus[];
