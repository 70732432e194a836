/**
 * The auth module's service: what its routes may use.
 */
// The module's reads, for its routes: a route imports its service only.
export { writeAudit } from '../permission-management/reads.ts';
export { actingAdmin } from '../impersonation/reads.ts';
export { findRefreshToken, revokeFamily, spendRefreshToken } from './refresh-tokens-repository.ts';
export { findTenantById, findTenantByCode, type Tenant } from '../tenants/reads.ts';
export {
  clearFailedSignIns,
  findActiveUser,
  findUserForSignIn,
  recordFailedSignIn,
  touchLastAccess,
} from '../users/reads.ts';
export { readCurrentUser, type ActingAdmin } from '../me/reads.ts';
// How other modules mail an account's holder: through the auth module's door.
export { accountMailer, accountMailing, mailAccountLink, sendQuietly, type AccountMailing } from './account-mailing.ts';
