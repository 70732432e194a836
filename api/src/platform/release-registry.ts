import { createHash } from 'node:crypto';
import type { CanaryTarget, Release as ContractRelease, RemoteEntry } from '@portal/contracts/api/platform';
import {
  REMOTE_APPS,
  REMOTE_CONTRACT_VERSION,
  VERSION_PATTERN,
  isRemoteApp,
  type RemoteApp,
} from '@portal/contracts/platform';
import { federationName } from '@portal/contracts/remote-registry';
import type { Queryable, Database } from '../db/database.ts';
import { isoTimestamp } from '../db/paging.ts';
import { findRemote, remoteBase, remoteGrants } from './registered-remotes.ts';

/**
 * The remote registry: which published version of each remote the host loads. Plain functions
 * over the database so the release script can call them directly when the API is not running
 * (`openDatabase` + `recordRelease`), and the API's routes call the same ones.
 */
export { openDatabase } from '../db/database.ts';
export type { Database, OpenDatabaseOptions } from '../db/database.ts';

export { REMOTE_APPS, REMOTE_CONTRACT_VERSION, VERSION_PATTERN, isRemoteApp, type RemoteApp, type CanaryTarget };

/** A release as the registry answers it (times as ISO text). */
export type Release = ContractRelease;

export class ReleaseError extends Error {
  constructor(
    readonly code:
      | 'UNKNOWN_APP'
      | 'INVALID_VERSION'
      | 'NOT_PUBLISHED'
      | 'CONTRACT_MISMATCH'
      | 'INVALID_CANARY'
      | 'NOTHING_TO_ROLL_BACK'
      | 'NOTHING_TO_PROMOTE',
    message: string,
  ) {
    super(message);
    this.name = 'ReleaseError';
  }
}

/** The remote must be registered (the repository's three are). */
async function checkApp(db: Queryable, app: string): Promise<void> {
  if (!(await findRemote(db, app))) {
    throw new ReleaseError(
      'UNKNOWN_APP',
      `Remote sconosciuto: ${app}. Un amministratore della piattaforma lo registra`,
    );
  }
}

const COLUMNS = `id, app, version, ${isoTimestamp('created_at')} AS "createdAt",
  ${isoTimestamp('activated_at')} AS "activatedAt", active, ${isoTimestamp('rolled_back_at')} AS "rolledBackAt",
  contract_version AS "contractVersion",
  CASE WHEN canary THEN json_build_object('users', canary_users, 'tenant', canary_tenant, 'percent', canary_percent)
  END AS canary`;

/**
 * Whether a version's files are published (its manifest is there, of the right remote), and
 * the contract version its `portal-contract.json` names (null when it names none); null when
 * it is not published.
 */
export type PublishedCheck = (app: string, version: string) => Promise<{ contractVersion: number | null } | null>;

/** The same target, normalised: lower-case users, no duplicates; refused when it names nobody. */
function canaryOf(target: CanaryTarget): { users: string[]; tenant: string | null; percent: number | null } {
  const users = [...new Set((target.users ?? []).map((user) => user.trim().toLowerCase()))];
  const share = target.tenant !== undefined && target.percent !== undefined;
  if (users.length === 0 && !share) {
    throw new ReleaseError(
      'INVALID_CANARY',
      'Un rilascio canary indica gli utenti (login@tenant) oppure un tenant con la percentuale dei suoi utenti',
    );
  }
  if ((target.tenant === undefined) !== (target.percent === undefined)) {
    throw new ReleaseError('INVALID_CANARY', 'Tenant e percentuale del canary vanno indicati insieme');
  }
  return { users, tenant: target.tenant ?? null, percent: target.percent ?? null };
}

/** A user's stable place among a tenant's users for a remote: 0-99 (the same at every load). */
export function canaryBucket(app: string, tenantCode: string, login: string): number {
  const digest = createHash('sha256').update(`${app}:${tenantCode}:${login.toLowerCase()}`).digest();
  return digest.readUInt32BE(0) % 100;
}

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
  canaryTarget?: CanaryTarget,
): Promise<Release> {
  await checkApp(db, app);
  if (!new RegExp(VERSION_PATTERN).test(version)) {
    throw new ReleaseError('INVALID_VERSION', `Versione non valida: ${version}`);
  }
  const canary = canaryTarget ? canaryOf(canaryTarget) : null;
  const files = published ? await published(app, version) : { contractVersion: REMOTE_CONTRACT_VERSION };
  if (!files) {
    throw new ReleaseError(
      'NOT_PUBLISHED',
      `La versione ${version} di ${app} non è pubblicata: manca il suo mf-manifest.json di ${federationName(app)}`,
    );
  }
  if (files.contractVersion !== REMOTE_CONTRACT_VERSION) {
    throw new ReleaseError(
      'CONTRACT_MISMATCH',
      `La versione ${version} di ${app} usa il contratto ${files.contractVersion ?? 'non dichiarato'} di ./contribution, ` +
        `l'host il ${REMOTE_CONTRACT_VERSION}: non può essere attivata`,
    );
  }
  return db.transaction(async (tx) => {
    await lockApp(tx, app);
    // A new release (canary or for everyone) ends the canary running, as a rollback of it would.
    await tx.query('UPDATE remote_releases SET canary = false, rolled_back_at = now() WHERE app = $1 AND canary', [
      app,
    ]);
    if (canary) {
      const [release] = await tx.query<Release & Record<string, unknown>>(
        `INSERT INTO remote_releases
           (app, version, activated_at, active, contract_version, canary, canary_users, canary_tenant, canary_percent)
         VALUES ($1, $2, now(), false, $3, true, $4, $5, $6)
         RETURNING ${COLUMNS}`,
        [app, version, files.contractVersion, canary.users, canary.tenant, canary.percent],
      );
      return release;
    }
    // Recording the version that is already active (e.g. `dev` on every dev start) changes nothing.
    const [current] = await tx.query<Release & Record<string, unknown>>(
      `SELECT ${COLUMNS} FROM remote_releases WHERE app = $1 AND active`,
      [app],
    );
    if (current?.version === version) return current;
    await tx.query('UPDATE remote_releases SET active = false WHERE app = $1 AND active', [app]);
    const [release] = await tx.query<Release & Record<string, unknown>>(
      `INSERT INTO remote_releases (app, version, activated_at, active, contract_version)
       VALUES ($1, $2, now(), true, $3)
       RETURNING ${COLUMNS}`,
      [app, version, files.contractVersion],
    );
    return release;
  });
}

/** The canary becomes the release of everyone (the one it replaces stays in the history). */
export async function promoteCanary(db: Database, app: string): Promise<Release> {
  await checkApp(db, app);
  return db.transaction(async (tx) => {
    await lockApp(tx, app);
    const [canary] = await tx.query<{ id: number }>('SELECT id FROM remote_releases WHERE app = $1 AND canary', [app]);
    if (!canary) throw new ReleaseError('NOTHING_TO_PROMOTE', `Nessun rilascio canary di ${app} in corso`);
    await tx.query('UPDATE remote_releases SET active = false WHERE app = $1 AND active', [app]);
    const [release] = await tx.query<Release & Record<string, unknown>>(
      `UPDATE remote_releases SET canary = false, active = true, activated_at = now() WHERE id = $1
       RETURNING ${COLUMNS}`,
      [canary.id],
    );
    return release;
  });
}

/**
 * Makes the release active before the current one active again. The current one is marked as
 * rolled back and is never chosen by a later rollback, so rolling back twice goes two steps back.
 * While a canary runs, rolling back ends the canary: everyone stays on the active release.
 */
export async function rollbackRelease(db: Database, app: string): Promise<Release> {
  await checkApp(db, app);
  return db.transaction(async (tx) => {
    await lockApp(tx, app);
    const ended = await tx.query<{ id: number }>(
      'UPDATE remote_releases SET canary = false, rolled_back_at = now() WHERE app = $1 AND canary RETURNING id',
      [app],
    );
    if (ended.length > 0) {
      const [active] = await tx.query<Release & Record<string, unknown>>(
        `SELECT ${COLUMNS} FROM remote_releases WHERE app = $1 AND active`,
        [app],
      );
      if (active) return active;
    }
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

/**
 * Ends the canary of `version` as a rollback during a canary would (everyone stays on the
 * active release), only if that version's canary still runs: the watch, deciding on two
 * reports at once, ends it once and never rolls the active release back. True when it ended it.
 */
export async function endCanary(db: Database, app: string, version: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockApp(tx, app);
    const ended = await tx.query(
      'UPDATE remote_releases SET canary = false, rolled_back_at = now() WHERE app = $1 AND canary AND version = $2 RETURNING id',
      [app, version],
    );
    return ended.length > 0;
  });
}

/** History of `app`, newest first. */
export async function listReleases(db: Queryable, app: string): Promise<Release[]> {
  await checkApp(db, app);
  return db.query<Release & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM remote_releases WHERE app = $1 ORDER BY created_at DESC, id DESC`,
    [app],
  );
}

/** Releases in the registry's order of the remotes (the repository's three first). */
const BY_POSITION = '(SELECT position FROM remotes WHERE remotes.app = remote_releases.app), id';

/** The active release of every remote that has one. */
export async function activeReleases(db: Queryable): Promise<Release[]> {
  return db.query<Release & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM remote_releases WHERE active ORDER BY ${BY_POSITION}`,
  );
}

/** Who asks the registry: a signed-in user (canaries may apply) or nobody. */
export interface RegistryViewer {
  tenantCode: string;
  login: string;
}

/** Whether the canary release is for this user. */
function inCanary(release: Release, viewer: RegistryViewer | null): boolean {
  if (!release.canary || !viewer) return false;
  const name = `${viewer.login.toLowerCase()}@${viewer.tenantCode}`;
  if (release.canary.users.includes(name)) return true;
  const { tenant, percent } = release.canary;
  return tenant === viewer.tenantCode && percent !== null && canaryBucket(release.app, tenant, viewer.login) < percent;
}

/** The release of every remote that this viewer loads: their canary if they are in it, else the active one. */
export async function releasesFor(db: Queryable, viewer: RegistryViewer | null): Promise<Release[]> {
  const rows = await db.query<Release & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM remote_releases WHERE active OR canary ORDER BY ${BY_POSITION}`,
  );
  const apps = [...new Set(rows.map((row) => row.app))];
  return apps.flatMap((app) => {
    const canary = rows.find((row) => row.app === app && row.canary !== null);
    if (canary && inCanary(canary, viewer)) return [canary];
    return rows.filter((row) => row.app === app && row.active);
  });
}

/**
 * What a page of this viewer loads: each remote's release with its manifest's address (the
 * repository's remotes' servers taken from `remoteUrls`, a hosted one's on the host's origin)
 * and what it may contribute. The registry's answer, and the session's at start.
 */
export async function remoteEntriesFor(
  db: Queryable,
  remoteUrls: Record<RemoteApp, string>,
  viewer: RegistryViewer | null,
): Promise<RemoteEntry[]> {
  const grants = new Map((await remoteGrants(db)).map((grant) => [grant.app, grant]));
  return (await releasesFor(db, viewer)).flatMap((entry) => {
    const grant = grants.get(entry.app);
    if (!grant) return [];
    return [
      {
        name: federationName(entry.app),
        app: entry.app,
        version: entry.version,
        manifestUrl: manifestUrl(remoteBase(grant, remoteUrls), entry.version),
        routePrefix: grant.routePrefix,
        section: grant.section,
      },
    ];
  });
}

/** `<base>/<version>/mf-manifest.json`, or `<base>/mf-manifest.json` for the dev server. */
export function manifestUrl(base: string, version: string): string {
  const root = base.replace(/\/+$/, '');
  return version === 'dev' ? `${root}/mf-manifest.json` : `${root}/${version}/mf-manifest.json`;
}

async function lockApp(tx: Queryable, app: string) {
  // Two releases of the same app at once would both deactivate and both insert.
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [7_262_100, app]);
}
