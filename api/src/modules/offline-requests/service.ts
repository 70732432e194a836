/**
 * The offline-requests module's service: what its routes may use.
 */
// The module's reads, for its routes: a route imports its service only.
export { pendingOfflineRequests, queuedRequest, requestsToApprove } from '../requests/reads.ts';
