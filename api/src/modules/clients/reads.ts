/**
 * What the clients module lets other modules read: its door for them (ESLint refuses their reaching
 * into its repositories). Its own routes go through its service.
 */
export { clientExists, listAccounts } from './repository.ts';
