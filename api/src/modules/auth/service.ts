/**
 * The auth module's service: what its routes may use.
 */
// The module's reads, for its routes: a route imports its service only.
export { writeAudit } from '../permission-management/audit-repository.ts';
export { actingAdmin } from '../impersonation/repository.ts';
export { findRefreshToken, revokeFamily, spendRefreshToken } from './refresh-tokens-repository.ts';
export { findTenantById, findTenantByCode, type Tenant } from '../tenants/repository.ts';
export {
  clearFailedSignIns,
  findActiveUser,
  findUserForSignIn,
  recordFailedSignIn,
  touchLastAccess,
} from '../users/accounts-repository.ts';
export { readCurrentUser, type ActingAdmin } from '../me/repository.ts';
