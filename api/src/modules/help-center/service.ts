/**
 * The help-center module's service: what its routes may use.
 */
// The module's reads, for its routes: a route imports its service only.
export { insertSupportRequest, markSupportRequestMailed } from './repository.ts';
