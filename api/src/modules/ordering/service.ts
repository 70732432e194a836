/**
 * The ordering module's service: what its routes may use.
 */
// The module's reads, for its routes: a route imports its service only.
export { orderableLines, orderableServices } from './repository.ts';
export { customerPriceList, customerPriceListRows } from './price-list-repository.ts';
