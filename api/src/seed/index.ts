import { hashPassword } from '../auth/passwords.ts';
import type { Database, Queryable } from '../db/database.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedSubjects } from './subjects.ts';
import { seedNotifications } from './notifications.ts';
import { seedCredit } from './credit.ts';
import { ensureProfiles } from './profiles.ts';
import { ensureForeignData, ensureForeignProducts } from './foreign.ts';
import { DEMO_PASSWORD, DEMO_USERS, SEED_TENANTS, ordinaryUsers, type SeedTenant, type SeedUser } from './data.ts';

/**
 * Makes a fresh database usable: tenants, clients, demo and ordinary users, field catalogue.
 * Idempotent: a tenant that already exists is left as it is (its data may have been edited).
 */
export async function seedDatabase(db: Database): Promise<{ seededTenants: string[] }> {
  const existing = new Set((await db.query<{ code: string }>('SELECT code FROM tenants')).map((row) => row.code));
  const missing = SEED_TENANTS.map((tenant, index) => ({ tenant, index })).filter(
    ({ tenant }) => !existing.has(tenant.code),
  );
  if (missing.length === 0) {
    await ensureProfiles(db);
    await ensureForeign(db);
    return { seededTenants: [] };
  }

  // One hash for every seeded account: argon2 is deliberately slow and they share the demo password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const { tenant, index } of missing) {
    await db.transaction((tx) => seedTenant(tx, tenant, index, passwordHash));
  }
  await ensureProfiles(db);
  await ensureForeign(db);
  return { seededTenants: missing.map(({ tenant }) => tenant.code) };
}

/** The foreign-company provider's data and the products its purchases charge (also on an older database). */
async function ensureForeign(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await ensureForeignData(tx);
    await ensureForeignProducts(tx);
  });
}

async function seedTenant(tx: Queryable, tenant: SeedTenant, index: number, passwordHash: string) {
  const [{ id: tenantId }] = await tx.query<{ id: number }>(
    `INSERT INTO tenants (code, instance_code, descr, palette, pre_production)
     VALUES ($1, $2, $3, $4, false)
     ON CONFLICT (code) DO UPDATE SET code = EXCLUDED.code
     RETURNING id`,
    [tenant.code, tenant.instanceCode, tenant.descr, tenant.palette],
  );

  const clientIds: number[] = [];
  for (const client of tenant.clients) {
    const [{ id }] = await tx.query<{ id: number }>(
      `INSERT INTO clients (tenant_id, customer_code, head1) VALUES ($1, $2, $3) RETURNING id`,
      [tenantId, client.customerCode, client.head1],
    );
    clientIds.push(id);
  }

  const users: SeedUser[] = [...DEMO_USERS, ...ordinaryUsers(index)];
  const logins = new Set<string>();
  const rows: unknown[][] = [];
  for (const user of users) {
    let login = user.login;
    for (let n = 2; logins.has(login); n++) login = `${user.login}${n}`;
    logins.add(login);
    const isDemo = DEMO_USERS.some((demo) => demo === user);
    const domain = tenant.clients[user.client].domain;
    const email = isDemo ? `${login}@${tenant.domain}` : `${login}@${domain}`;
    rows.push([
      tenantId,
      clientIds[user.client],
      login,
      passwordHash,
      user.name,
      user.lastName,
      email,
      user.blocked ?? 'N',
      user.isMaster ?? false,
      user.passwordAgeDays ?? 0,
      user.permissions,
      user.approvazione ?? null,
    ]);
  }
  // One statement for all users and one for their permissions: PGlite is slow per round trip.
  const inserted = await tx.query<{ id: number; login: string }>(
    `INSERT INTO users (tenant_id, client_id, login, password_hash, name, last_name, email, blocked, is_master, pwd_mod_date,
       approvazione)
     SELECT tenant_id, client_id, login, password_hash, name, last_name, email, blocked, is_master,
       now() - make_interval(days => age), approvazione
     FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
       $9::bool[], $10::int[], $11::text[])
       AS t(tenant_id, client_id, login, password_hash, name, last_name, email, blocked, is_master, age, approvazione)
     RETURNING id, login`,
    [...columns(rows, 10), rows.map((row) => row[11])],
  );
  const idByLogin = new Map(inserted.map((row) => [row.login, row.id]));
  const grants: [number, string][] = [];
  rows.forEach((row) => {
    const userId = idByLogin.get(row[2] as string)!;
    for (const permission of row[10] as string[]) grants.push([userId, permission]);
  });
  if (grants.length > 0) {
    await tx.query(`INSERT INTO user_permissions (user_id, permission) SELECT * FROM unnest($1::int[], $2::text[])`, [
      grants.map((g) => g[0]),
      grants.map((g) => g[1]),
    ]);
  }

  await seedCatalogue(tx, { tenantId, index, tenantFields: tenant.tenantFields });
  await seedSubjects(tx, { tenantId, code: tenant.code, index });
  await seedCredit(tx, { tenantId, clientIds });
  await seedNotifications(tx, tenantId);
}

function columns(rows: unknown[][], count: number): unknown[][] {
  return Array.from({ length: count }, (_, column) => rows.map((row) => row[column]));
}
