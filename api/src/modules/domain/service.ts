/**
 * The domain module's service: what its routes may use.
 */
// The module's reads, for its routes: a route imports its service only.
export { searchCciaa, searchPlaces } from './repository.ts';
