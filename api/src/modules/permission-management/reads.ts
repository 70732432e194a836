/**
 * What the permission-management module lets other modules read: its door for them (ESLint refuses their reaching
 * into its repositories). Its own routes go through its service.
 */
export { writeAudit } from './audit-repository.ts';
export { countActiveHolders, heldPermissions, lockTenantPermissions } from './repository.ts';
export { findClientAccount } from './repository.ts';
