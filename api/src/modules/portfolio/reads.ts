/**
 * What the portfolio module lets other modules read: its door for them (ESLint refuses their reaching
 * into its repositories). Its own routes go through its service.
 */
export { monitoringOfRequest, monitorSubject } from './monitoring-repository.ts';
