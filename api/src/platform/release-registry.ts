import type { Release as ContractRelease } from '@portal/contracts/api/platform';
import { REMOTE_APPS, VERSION_PATTERN, type RemoteApp } from '@portal/contracts/platform';
import type { Queryable, Database } from '../db/database.ts';
import { isoTimestamp } from '../db/paging.ts';

/**
 * The remote registry: which published version of each remote the host loads. Plain functions
 * over the database so the release script can call them directly when the API is not running
 * (`openDatabase` + `recordRelease`), and the API's routes call the same ones.
 */
export { openDatabase } from '../db/database.ts';
export type { Database, OpenDatabaseOptions } from '../db/database.ts';

export { REMOTE_APPS, VERSION_PATTERN, type RemoteApp };

/** Module Federation name of each remote. */
export const REMOTE_MF_NAMES: Record<RemoteApp, string> = {
  'remote-customer': 'remote_customer',
  'remote-admin': 'remote_admin',
  'remote-permissions': 'remote_permissions',
};

/** A release as the registry answers it (times as ISO text). */
export type Release = Omit<ContractRelease, 'app'> & { app: RemoteApp };

export class ReleaseError extends Error {
  constructor(
    readonly code: 'UNKNOWN_APP' | 'INVALID_VERSION' | 'NOT_PUBLISHED' | 'NOTHING_TO_ROLL_BACK',
    message: string,
  ) {
    super(message);
    this.name = 'ReleaseError';
  }
}

export function isRemoteApp(app: string): app is RemoteApp {
  return (REMOTE_APPS as readonly string[]).includes(app);
}

function checkApp(app: string): asserts app is RemoteApp {
  if (!isRemoteApp(app)) {
    throw new ReleaseError(
      'UNKNOWN_APP',
      `Applicazione sconosciuta: ${app}. Valori ammessi: ${REMOTE_APPS.join(', ')}`,
    );
  }
}

const COLUMNS = `id, app, version, ${isoTimestamp('created_at')} AS "createdAt",
  ${isoTimestamp('activated_at')} AS "activatedAt", active, ${isoTimestamp('rolled_back_at')} AS "rolledBackAt"`;

/** Whether a version's files are published (its manifest is there, of the right remote). */
export type PublishedCheck = (app: RemoteApp, version: string) => Promise<boolean>;

/**
 * Records `version` as the new active release of `app`; the previous ones stay in the history.
 * The version is a folder name: `VERSION_PATTERN`. With `published`, a version whose files are
 * not published is refused: activating it would break every page load.
 */
export async function recordRelease(
  db: Database,
  app: string,
  version: string,
  published?: PublishedCheck,
): Promise<Release> {
  checkApp(app);
  if (!new RegExp(VERSION_PATTERN).test(version)) {
    throw new ReleaseError('INVALID_VERSION', `Versione non valida: ${version}`);
  }
  if (published && !(await published(app, version))) {
    throw new ReleaseError(
      'NOT_PUBLISHED',
      `La versione ${version} di ${app} non è pubblicata: manca il suo mf-manifest.json di ${REMOTE_MF_NAMES[app]}`,
    );
  }
  return db.transaction(async (tx) => {
    await lockApp(tx, app);
    // Recording the version that is already active (e.g. `dev` on every dev start) changes nothing.
    const [current] = await tx.query<Release & Record<string, unknown>>(
      `SELECT ${COLUMNS} FROM remote_releases WHERE app = $1 AND active`,
      [app],
    );
    if (current?.version === version) return current;
    await tx.query('UPDATE remote_releases SET active = false WHERE app = $1 AND active', [app]);
    const [release] = await tx.query<Release & Record<string, unknown>>(
      `INSERT INTO remote_releases (app, version, activated_at, active) VALUES ($1, $2, now(), true)
       RETURNING ${COLUMNS}`,
      [app, version],
    );
    return release;
  });
}

/**
 * Makes the release active before the current one active again. The current one is marked as
 * rolled back and is never chosen by a later rollback, so rolling back twice goes two steps back.
 */
export async function rollbackRelease(db: Database, app: string): Promise<Release> {
  checkApp(app);
  return db.transaction(async (tx) => {
    await lockApp(tx, app);
    const [current] = await tx.query<{ id: number; version: string }>(
      'SELECT id, version FROM remote_releases WHERE app = $1 AND active',
      [app],
    );
    const [previous] = await tx.query<{ id: number }>(
      `SELECT id FROM remote_releases
       WHERE app = $1 AND NOT active AND rolled_back_at IS NULL AND activated_at IS NOT NULL
         AND version <> $2
       ORDER BY activated_at DESC, id DESC LIMIT 1`,
      [app, current?.version ?? ''],
    );
    if (!previous) {
      throw new ReleaseError('NOTHING_TO_ROLL_BACK', `Nessuna versione precedente di ${app} a cui tornare`);
    }
    if (current) {
      await tx.query('UPDATE remote_releases SET active = false, rolled_back_at = now() WHERE id = $1', [current.id]);
    }
    const [release] = await tx.query<Release & Record<string, unknown>>(
      `UPDATE remote_releases SET active = true, activated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [previous.id],
    );
    return release;
  });
}

/** History of `app`, newest first. */
export async function listReleases(db: Queryable, app: string): Promise<Release[]> {
  checkApp(app);
  return db.query<Release & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM remote_releases WHERE app = $1 ORDER BY created_at DESC, id DESC`,
    [app],
  );
}

/** The active release of every remote that has one. */
export async function activeReleases(db: Queryable): Promise<Release[]> {
  const rows = await db.query<Release & Record<string, unknown>>(`SELECT ${COLUMNS} FROM remote_releases WHERE active`);
  return REMOTE_APPS.flatMap((app) => rows.filter((row) => row.app === app));
}

/** `<base>/<version>/mf-manifest.json`, or `<base>/mf-manifest.json` for the dev server. */
export function manifestUrl(base: string, version: string): string {
  const root = base.replace(/\/+$/, '');
  return version === 'dev' ? `${root}/mf-manifest.json` : `${root}/${version}/mf-manifest.json`;
}

async function lockApp(tx: Queryable, app: RemoteApp) {
  // Two releases of the same app at once would both deactivate and both insert.
  await tx.query('SELECT pg_advisory_xact_lock($1)', [7_262_100 + REMOTE_APPS.indexOf(app)]);
}
