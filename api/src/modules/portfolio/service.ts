/**
 * The portfolio module's service: what its routes may use.
 */
// The module's reads, for its routes: a route imports its service only.
export {
  clientAlerts,
  clientMonitorings,
  listSubjectChanges,
  portfolioSubjects,
  portfolioUsers,
  recordSubjectChange,
} from './monitoring-repository.ts';
