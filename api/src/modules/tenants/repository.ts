import type { Palette } from '@portal/contracts/tenants';
import type { Queryable } from '../../db/database.ts';
import { trustedTenantId, type TenantId } from '../../db/tenant-id.ts';

export interface Tenant {
  id: TenantId;
  code: string;
  instanceCode: string;
  descr: string;
  palette: Palette;
  preProduction: boolean;
}

/** What the client sees of a tenant (spec 000 §3 "Tenant configuration"). */
export interface TenantConfig {
  instanceCode: string;
  name: string;
  descr: string;
  palette: Palette;
  preProduction: boolean;
}

export async function findTenantByCode(db: Queryable, code: string): Promise<Tenant | null> {
  const [row] = await db.query<Omit<Tenant, 'id'> & { id: number }>(
    `SELECT id, code, instance_code AS "instanceCode", descr, palette, pre_production AS "preProduction"
     FROM tenants WHERE code = lower($1)`,
    [code],
  );
  return row ? { ...row, id: trustedTenantId(row.id) } : null;
}

/** `preProduction`: the tenant's own flag, or the whole deployment's (PRE_PRODUCTION). */
export function tenantConfig(tenant: Tenant, deploymentPreProduction = false): TenantConfig {
  return {
    instanceCode: tenant.instanceCode,
    name: tenant.code,
    descr: tenant.descr,
    palette: tenant.palette,
    preProduction: tenant.preProduction || deploymentPreProduction,
  };
}

export async function findTenantById(db: Queryable, id: TenantId): Promise<Tenant | null> {
  const [row] = await db.query<Omit<Tenant, 'id'> & { id: number }>(
    `SELECT id, code, instance_code AS "instanceCode", descr, palette, pre_production AS "preProduction"
     FROM tenants WHERE id = $1`,
    [id],
  );
  return row ? { ...row, id: trustedTenantId(row.id) } : null;
}
