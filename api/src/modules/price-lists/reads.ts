/**
 * What the price-lists module lets other modules read: its door for them (ESLint refuses their reaching
 * into its repositories). Its own routes go through its service.
 */
export { clientsOfPriceList, findPriceList, pricesOf } from './repository.ts';
