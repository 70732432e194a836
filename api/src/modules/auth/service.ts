/**
 * The auth module's service: what its routes may use.
 */
// The module's reads, for its routes: a route imports its service only.
export { writeAudit } from '../../data/audit.ts';
export { actingAdmin } from '../../data/impersonation.ts';
export { findRefreshToken, revokeFamily, spendRefreshToken } from '../../data/refresh-tokens.ts';
export { findTenantById, findTenantByCode, type Tenant } from '../../data/tenants.ts';
export {
  clearFailedSignIns,
  findActiveUser,
  findUserForSignIn,
  recordFailedSignIn,
  touchLastAccess,
} from '../../data/users.ts';
export { readCurrentUser, type ActingAdmin } from '../../data/current-user.ts';
