import type { Database } from '../db/database.ts';

/**
 * A large client for the account area's performance budget (issue 15: one client with 100.000
 * requests and 1.000 monitorings, every page under 300 ms at p95). Not part of the demo seed:
 * `npm run bench` loads it into its own database, and a test loads a small one to keep it in
 * step with the schema.
 *
 * Everything is generated in SQL, in one transaction, and reconciles as real use would: a top-up
 * at the start of the period, then one debit movement per request with its running balance,
 * ending at the client's current credit; monitorings come from requests of a monitoring product
 * on distinct companies, spread over the last year so some expire in the next 30 days; some
 * monitored companies have a recorded change and its alert.
 */
export interface LargeClientOptions {
  tenantCode: string;
  /** A user of the client to load (its client's users share the requests). */
  login: string;
  requests: number;
  monitorings: number;
  /** How many months the requests span, the current one included (default 24, as the billing list). */
  months?: number;
}

export interface LargeClientSummary {
  clientId: number;
  requests: number;
  monitorings: number;
  alerts: number;
}

/** Fixed statuses by position: mostly completed, some pending or in error, as a real history. */
const STATUS_SQL = `CASE WHEN i % 20 = 0 THEN 'PENDING' WHEN i % 50 = 1 THEN 'ERROR' ELSE 'COMPLETED' END`;

export async function seedLargeClient(db: Database, options: LargeClientOptions): Promise<LargeClientSummary> {
  const { tenantCode, login, requests, monitorings, months = 24 } = options;
  return db.transaction(async (tx) => {
    const [owner] = await tx.query<{ tenantId: number; clientId: number }>(
      `SELECT u.tenant_id AS "tenantId", u.client_id AS "clientId"
         FROM users u JOIN tenants t ON t.id = u.tenant_id WHERE t.code = $1 AND u.login = $2`,
      [tenantCode, login],
    );
    if (!owner) throw new Error(`seedLargeClient: no user ${login} in tenant ${tenantCode}`);
    const { tenantId, clientId } = owner;
    const [{ companies }] = await tx.query<{ companies: number }>(
      `SELECT count(*)::int AS companies FROM companies WHERE tenant_id = $1`,
      [tenantId],
    );
    if (monitorings > companies) throw new Error(`seedLargeClient: ${monitorings} monitorings, ${companies} companies`);
    // Monitoring requests sit at evenly spaced positions of the last year of the period.
    const monitoringEvery = Math.max(1, Math.floor(requests / 2 / Math.max(1, monitorings)));

    await tx.query(
      `CREATE TEMP TABLE large_seed ON COMMIT DROP AS
       WITH priced AS (
         SELECT row_number() OVER (ORDER BY id) - 1 AS n, id, line_id, default_price,
                full_product_code || ' - ' || description AS label
           FROM products WHERE tenant_id = $1 AND default_price IS NOT NULL AND monitoring_months IS NULL
       ),
       monitoring AS (
         SELECT id, line_id, default_price, full_product_code || ' - ' || description AS label
           FROM products WHERE tenant_id = $1 AND monitoring_months IS NOT NULL AND default_price IS NOT NULL
          ORDER BY product_code LIMIT 1
       ),
       client_users AS (
         SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM users WHERE tenant_id = $1 AND client_id = $2
       ),
       pool AS (
         SELECT row_number() OVER (ORDER BY id) - 1 AS n, partita_iva, denominazione FROM companies WHERE tenant_id = $1
       ),
       positions AS (
         SELECT i,
                i >= $3 / 2 AND (i - $3 / 2) % $6 = 0 AND (i - $3 / 2) / $6 < $4 AS monitors,
                (i - $3 / 2) / $6 AS monitoring_n
           FROM generate_series(0::bigint, $3 - 1) AS i
       )
       SELECT p.i, p.monitors,
              nextval('accounting_movements_id_seq') AS movement_id,
              start + (now() - interval '1 hour' - start) * p.i / $3 AS created_at,
              CASE WHEN p.monitors THEN m.id ELSE pr.id END AS product_id,
              CASE WHEN p.monitors THEN m.line_id ELSE pr.line_id END AS line_id,
              CASE WHEN p.monitors THEN m.default_price ELSE pr.default_price END AS price,
              CASE WHEN p.monitors THEN m.label ELSE pr.label END AS label,
              u.id AS user_id, c.partita_iva AS subject_code, c.denominazione AS subject_name
         FROM positions p
         CROSS JOIN monitoring m
         -- The period: whole Rome months, the current one included.
         CROSS JOIN (SELECT (date_trunc('month', now() AT TIME ZONE 'Europe/Rome') - make_interval(months => $5 - 1))
                              AT TIME ZONE 'Europe/Rome' AS start) AS period
         JOIN priced pr ON pr.n = (p.i * 7919) % (SELECT count(*) FROM priced)
         JOIN client_users u ON u.n = p.i % (SELECT count(*) FROM client_users)
         JOIN pool c ON c.n = CASE WHEN p.monitors THEN p.monitoring_n
                                        ELSE (p.i * 104729) % (SELECT count(*) FROM pool) END`,
      [tenantId, clientId, requests, monitorings, months, monitoringEvery],
    );

    const [{ total, credit, start }] = await tx.query<{ total: string; credit: string; start: string }>(
      `SELECT sum(s.price)::text AS total, c.credit::text AS credit, min(s.created_at)::text AS start
         FROM large_seed s, clients c WHERE c.tenant_id = $1 AND c.id = $2 GROUP BY c.credit`,
      [tenantId, clientId],
    );
    // The top-up that paid for the period, so every balance after it is what the client had.
    await tx.query(
      `INSERT INTO accounting_movements (tenant_id, client_id, kind, amount, balance_after, description, created_at)
       VALUES ($1, $2, 'TOP_UP', $3::numeric, $3::numeric + $4::numeric, 'Ricarica del credito',
               $5::timestamptz - interval '1 minute')`,
      [tenantId, clientId, total, credit, start],
    );
    await tx.query(
      `INSERT INTO accounting_movements
         (id, tenant_id, client_id, user_id, kind, amount, balance_after, description, created_at)
       SELECT movement_id, $1, $2, user_id, 'REQUEST', -price,
              $3::numeric + $4::numeric - sum(price) OVER (ORDER BY i), left(label, 500), created_at
         FROM large_seed`,
      [tenantId, clientId, total, credit],
    );
    await tx.query(
      `INSERT INTO requests (tenant_id, client_id, user_id, movement_id, product_id, line_id, subject_type,
                             subject_code, subject_name, form_params, price, status, created_at, completed_at)
       SELECT $1, $2, user_id, movement_id, product_id, line_id, 'PG', subject_code, subject_name, '{}'::jsonb,
              price, ${STATUS_SQL}, created_at,
              CASE WHEN ${STATUS_SQL} = 'COMPLETED' THEN created_at + interval '2 minutes' END
         FROM large_seed`,
      [tenantId, clientId],
    );
    await tx.query(
      `INSERT INTO monitorings (tenant_id, client_id, subject_code, subject_name, subject_type, started_at, expires_at,
                                request_id)
       SELECT $1, $2, s.subject_code, s.subject_name, 'PG', s.created_at, s.created_at + interval '12 months', r.id
         FROM large_seed s JOIN requests r ON r.movement_id = s.movement_id
        WHERE s.monitors`,
      [tenantId, clientId],
    );
    // A change on every tenth monitored company, alerting its monitoring.
    await tx.query(
      `WITH changed AS (
         SELECT m.id AS monitoring_id, m.subject_code, m.started_at + interval '30 days' AS at,
                (ARRAY['status', 'address', 'legal-form', 'protest'])[1 + m.id % 4] AS kind
           FROM monitorings m WHERE m.tenant_id = $1 AND m.client_id = $2 AND m.id % 10 = 0
       ),
       recorded AS (
         INSERT INTO subject_changes (tenant_id, subject_code, kind, description, alerts, created_at)
         SELECT $1, subject_code, kind, 'Variazione registrata per il portafoglio', 1, at FROM changed
         RETURNING id, subject_code
       )
       INSERT INTO monitoring_alerts (tenant_id, monitoring_id, change_id, created_at)
       SELECT $1, c.monitoring_id, r.id, c.at FROM changed c JOIN recorded r ON r.subject_code = c.subject_code`,
      [tenantId, clientId],
    );
    const [summary] = await tx.query<{ requests: number; monitorings: number; alerts: number }>(
      `SELECT (SELECT count(*)::int FROM requests WHERE tenant_id = $1 AND client_id = $2) AS requests,
              (SELECT count(*)::int FROM monitorings WHERE tenant_id = $1 AND client_id = $2) AS monitorings,
              (SELECT count(*)::int FROM monitoring_alerts a JOIN monitorings m ON m.id = a.monitoring_id
                WHERE m.tenant_id = $1 AND m.client_id = $2) AS alerts`,
      [tenantId, clientId],
    );
    return { clientId, ...summary };
  });
}
