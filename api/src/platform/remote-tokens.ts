/**
 * Release tokens, one per remote (issue 47): a team releases, promotes and rolls back its own
 * remote and no other. Only a hash is stored; rotating makes a new token and revokes the old one
 * in one transaction, and a revoked token opens nothing.
 *
 * On a fresh installation each remote gets a token at the API's start, written (mode 0600) to
 * `<dataDir>/remote-tokens/<app>` for this machine's release scripts; elsewhere a platform
 * operator hands each team theirs with `npm run remote:token -- <app> --team <team>`.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_APPS, type RemoteApp } from '@portal/contracts/platform';
import type { Database, Queryable } from '../db/database.ts';
import { hashSecretToken, newSecretToken } from '../auth/secret-token.ts';

/** The team a token is made for when none is named: the repository's own remotes'. */
export const DEFAULT_TEAM = 'portale';

export const remoteTokenFile = (dataDir: string, app: RemoteApp) => path.join(dataDir, 'remote-tokens', app);

/** The remote whose active token this is, or null (unknown or revoked). */
export async function remoteOfToken(db: Queryable, token: string): Promise<string | null> {
  const [row] = await db.query<{ app: string }>(
    'SELECT app FROM remote_tokens WHERE token_hash = $1 AND revoked_at IS NULL',
    [hashSecretToken(token)],
  );
  return row?.app ?? null;
}

/** A new token for the remote, the old one revoked in the same transaction; answered once, here. */
export async function rotateRemoteToken(db: Database, app: string, team: string, token = newSecretToken()) {
  return db.transaction((tx) => replaceRemoteToken(tx, app, team, token));
}

/** The same inside the caller's transaction (registering a remote makes its first token). */
export async function replaceRemoteToken(tx: Queryable, app: string, team: string, token = newSecretToken()) {
  await tx.query('UPDATE remote_tokens SET revoked_at = now() WHERE app = $1 AND revoked_at IS NULL', [app]);
  // A token given again (a deployment's, after a rotation) is made active again, not stored twice.
  await tx.query(
    `INSERT INTO remote_tokens (app, team, token_hash) VALUES ($1, $2, $3)
     ON CONFLICT (token_hash) DO UPDATE SET app = excluded.app, team = excluded.team, revoked_at = NULL`,
    [app, team, hashSecretToken(token)],
  );
  return token;
}

/** Revokes the remote's active token: nobody can release it until a new one is made. */
export async function revokeRemoteToken(db: Queryable, app: string): Promise<boolean> {
  const rows = await db.query(
    'UPDATE remote_tokens SET revoked_at = now() WHERE app = $1 AND revoked_at IS NULL RETURNING id',
    [app],
  );
  return rows.length > 0;
}

/**
 * At start: `given` tokens (tests, or a deployment that sets them) become the remotes' active
 * ones; a remote with no active token gets one, written to its file for this machine's scripts.
 * Several instances starting at once: the unique index lets one make it, the others keep theirs.
 */
export async function ensureRemoteTokens(
  db: Database,
  dataDir: string,
  given: Partial<Record<RemoteApp, string>> = {},
): Promise<void> {
  for (const app of REMOTE_APPS) {
    const wanted = given[app];
    if (wanted) {
      if ((await remoteOfToken(db, wanted)) !== app) await rotateRemoteToken(db, app, DEFAULT_TEAM, wanted);
      continue;
    }
    const [active] = await db.query('SELECT 1 FROM remote_tokens WHERE app = $1 AND revoked_at IS NULL', [app]);
    if (active) continue;
    const token = newSecretToken();
    const made = await db
      .query(
        `INSERT INTO remote_tokens (app, team, token_hash) VALUES ($1, $2, $3)
         ON CONFLICT (app) WHERE revoked_at IS NULL DO NOTHING RETURNING id`,
        [app, DEFAULT_TEAM, hashSecretToken(token)],
      )
      .then((rows) => rows.length > 0);
    if (!made) continue;
    const file = remoteTokenFile(dataDir, app);
    if (!existsSync(path.dirname(file))) await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, `${token}\n`, { mode: 0o600 });
  }
}
