import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { seedFingerprint } from '../src/seed/fingerprint.ts';
import { DEMO_PASSWORD } from '../src/seed/data.ts';

export { DEMO_PASSWORD };
/** Each remote's release token in the tests: a team's token opens its own remote only. */
export const REMOTE_TOKENS = {
  'remote-customer': 'test-release-token-customer-0123456789',
  'remote-admin': 'test-release-token-admin-0123456789',
  'remote-permissions': 'test-release-token-permissions-0123456789',
} as const;
/** The release headers of a remote's team. */
export const releaseHeaders = (app: keyof typeof REMOTE_TOKENS) => ({ 'x-deploy-token': REMOTE_TOKENS[app] });

/**
 * One real database per test process (an in-memory PGlite costs ~1.5 s and ~800 MB to start),
 * shared by every app the file builds; tests isolate themselves with their own data.
 * With TEST_DATABASE_URL the same tests run on PostgreSQL, in a database of their own copied
 * from a seeded template.
 */
let database: Promise<Database> | undefined;
/** PostgreSQL only: the file's own database, dropped after it. */
let fileDatabase: { url: string; name: string } | undefined;
const apps: FastifyInstance[] = [];
const tempDirs: string[] = [];

export function testDb(): Promise<Database> {
  database ??= (async () => {
    const databaseUrl = process.env.TEST_DATABASE_URL;
    if (!databaseUrl) return openSeededPglite();
    fileDatabase = await copySeededPostgres(databaseUrl);
    return openDatabase({ databaseUrl: fileDatabase.url });
  })();
  return database;
}

/** The server's URL with another database in it. */
function databaseAt(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Migrating and seeding take ~3 s on PostgreSQL, for each of the 50-odd files: the first file
 * seeds a template database, keyed by the sources that shape it (the advisory lock keeps two
 * processes from building it at once); each file then copies it, which takes a fraction of that.
 */
async function copySeededPostgres(serverUrl: string): Promise<{ url: string; name: string }> {
  const template = `portal_test_template_${await seedFingerprint()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(4815162342)');
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (!found.rowCount) {
        const building = `${template}_${process.pid}`;
        await admin.query(`CREATE DATABASE ${building}`);
        const db = await openDatabase({ databaseUrl: databaseAt(serverUrl, building) });
        await seedDatabase(db);
        await db.close();
        // Only a whole template gets the name: a file that died while seeding leaves no half copy.
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock(4815162342)');
    }
    const name = `test_${process.pid}_${randomBytes(3).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    return { url: databaseAt(serverUrl, name), name };
  } finally {
    await admin.end();
  }
}

/**
 * initdb is most of PGlite's start-up time: the first test process saves the migrated, seeded
 * database as a tarball in the temp folder, keyed by the sources that shape it; the next ones
 * load it (about 1 s instead of 3-4 s).
 */
async function openSeededPglite(): Promise<Database> {
  const cached = path.join(tmpdir(), `portal-api-test-db-${await seedFingerprint()}.tar.gz`);
  try {
    const dump = await readFile(cached);
    return await openDatabase({ memory: true, loadDump: new Blob([dump]) });
  } catch {
    // No usable cache: build it.
  }
  const db = await openDatabase({ memory: true });
  await seedDatabase(db);
  const dump = Buffer.from(await (await db.dump!()).arrayBuffer());
  const partial = `${cached}.${process.pid}`;
  await writeFile(partial, dump);
  await rename(partial, cached);
  return db;
}

const otherInstances: Database[] = [];

/**
 * PostgreSQL only: another connection pool on the file's database, as a second API instance on
 * the same server would open (its own LISTEN connection, its own locks). Closed after the file.
 */
export async function anotherInstanceDb(): Promise<Database> {
  if (!process.env.TEST_DATABASE_URL) throw new Error('anotherInstanceDb needs TEST_DATABASE_URL (PostgreSQL)');
  await testDb();
  const db = await openDatabase({ databaseUrl: fileDatabase!.url, migrate: false });
  otherInstances.push(db);
  return db;
}

export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-api-test-'));
  tempDirs.push(dir);
  return dir;
}

export async function buildTestApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const dataDir = await tempDir();
  const app = await buildApp({
    db: await testDb(),
    seed: false,
    dataDir,
    jwtSecret: randomBytes(32).toString('hex'),
    remoteTokens: REMOTE_TOKENS,
    rateLimit: { max: 100_000, timeWindow: 60_000 },
    logger: false,
    // The scheduled jobs run when a test calls them, not on a timer.
    jobs: false,
    // Each app counts on its own, as one process on PGlite does (instances.test.ts shares).
    counterNamespace: `t${randomBytes(4).toString('hex')}:`,
    ...options,
  });
  apps.push(app);
  return app;
}

after(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const db of otherInstances.splice(0)) await db.close();
  if (database) {
    await (await database).close();
    if (fileDatabase) await dropDatabase(process.env.TEST_DATABASE_URL!, fileDatabase.name);
  }
  for (const dir of tempDirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  tenant: string;
  headers: Record<string, string>;
}

export function refreshCookie(response: LightMyRequestResponse): string | undefined {
  return (response.cookies as Array<{ name: string; value: string }>).find((c) => c.name === 'portal_refresh')?.value;
}

export async function signIn(
  app: FastifyInstance,
  username: string,
  options: { password?: string; tenantName?: string | null } = {},
): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { username, password: options.password ?? DEMO_PASSWORD, tenantName: options.tenantName },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in ${username}: ${response.statusCode} ${response.body}`);
  const accessToken = response.json().context.accessToken as string;
  const tenant = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()).tid as string;
  return {
    accessToken,
    refreshToken: refreshCookie(response)!,
    tenant,
    headers: { authorization: `Bearer ${accessToken}`, tenantid: tenant },
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
