/**
 * What the tenants module lets other modules read: its door for them (ESLint refuses their reaching
 * into its repositories). Its own routes go through its service.
 */
export { findTenantByCode, findTenantById, type Tenant, tenantConfig } from './repository.ts';
