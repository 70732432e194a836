import type { Queryable } from '../../db/database.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { SignUpApplicant } from '@portal/contracts/api/account';

export async function insertSignUpRequest(
  db: Queryable,
  tenantId: TenantId,
  request: SignUpApplicant,
): Promise<number> {
  const [{ id }] = await db.query<{ id: number }>(
    `INSERT INTO sign_up_requests (tenant_id, company_name, partita_iva, name, last_name, email, username)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      tenantId,
      request.companyName,
      request.partitaIva,
      request.name,
      request.lastName,
      request.email,
      request.username,
    ],
  );
  return id;
}

export async function markSignUpRequestMailed(db: Queryable, tenantId: TenantId, id: number): Promise<void> {
  await db.query('UPDATE sign_up_requests SET mailed_at = now() WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
}
