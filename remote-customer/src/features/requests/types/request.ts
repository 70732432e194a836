// The API's shapes, written once in @portal/contracts (types only: no schema code in the bundle).

export type { RequestDetail, RequestSummary } from '@portal/contracts/api/requests';

// The labels and controls of a request's state are shared with the request history.
export { REQUEST_STATUS_LABELS, REQUEST_STATUSES } from '../../../components/request-status';
