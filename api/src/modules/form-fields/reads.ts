/**
 * What the form-fields module lets other modules read: its door for them (ESLint refuses their reaching
 * into its repositories). Its own routes go through its service.
 */
export { linksOfForm } from './repository.ts';
