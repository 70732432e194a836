/**
 * What the request-attachments module lets other modules read: its door for them (ESLint refuses their reaching
 * into its repositories). Its own routes go through its service.
 */
export { attachmentsOfRequest } from './repository.ts';
