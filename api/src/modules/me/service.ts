/**
 * The me module's service: what its routes may use.
 */
// The module's reads, for its routes: a route imports its service only.
export { ownCredit, readCurrentUser } from './repository.ts';
