/**
 * The request-history module's service: what its routes may use.
 */
// The module's reads, for its routes: a route imports its service only.
export { listRequests, requestersOfClient, requestRows } from '../requests/reads.ts';
