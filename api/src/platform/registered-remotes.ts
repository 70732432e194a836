/**
 * The remotes the platform knows (issue 47): the repository's three, each on a server of its
 * own, and the remotes other teams register — confined to a route prefix and a back-office
 * section, their builds uploaded to the platform (hosted-builds.ts) and released with a token
 * of their own. A platform administrator registers one (`npm run remote:add`, or the
 * 'Remote registrati' screen); the token is shown once.
 */
import type { RegisteredRemote, RegisterRemoteBody, RemoteWithToken } from '@portal/contracts/api/platform';
import { type RemoteApp } from '@portal/contracts/platform';
import { PORTAL_ROUTE_SEGMENTS, hostedRemoteBase } from '@portal/contracts/remote-registry';
import { conflict, notFound } from '../domain-error.ts';
import { pgCode } from '../catalogue-rules.ts';
import type { Database, Queryable } from '../db/database.ts';
import { isoTimestamp } from '../db/paging.ts';
import { replaceRemoteToken, revokeRemoteToken, rotateRemoteToken } from './remote-tokens.ts';

/** What a remote may contribute and where its files are: what the host confines it to. */
export interface RemoteGrant {
  app: string;
  team: string;
  /** Null: one of the repository's remotes, not confined. */
  routePrefix: string | null;
  section: string | null;
  /** Its builds are uploaded to the platform (a registered team's remote). */
  hosted: boolean;
}

const GRANT_COLUMNS = `app, team, route_prefix AS "routePrefix", nav_section AS "section", hosted`;

/** Every remote, in the order the host loads them: the repository's three, then by registration. */
export async function remoteGrants(db: Queryable): Promise<RemoteGrant[]> {
  return db.query<RemoteGrant & Record<string, unknown>>(`SELECT ${GRANT_COLUMNS} FROM remotes ORDER BY position`);
}

/** The remote registered as `app`, or null. */
export async function findRemote(db: Queryable, app: string): Promise<RemoteGrant | null> {
  const [row] = await db.query<RemoteGrant & Record<string, unknown>>(
    `SELECT ${GRANT_COLUMNS} FROM remotes WHERE app = $1`,
    [app],
  );
  return row ?? null;
}

/** The remote registered as `app`; 404 when there is none. */
export async function registeredRemote(db: Queryable, app: string): Promise<RemoteGrant> {
  const remote = await findRemote(db, app);
  if (!remote) throw notFound(`Remote sconosciuto: ${app}. Un amministratore della piattaforma lo registra`);
  return remote;
}

/**
 * Where the browser finds a remote's versions: the repository's own at their servers
 * (`remoteUrls`, `{hostname}` for the page's), a hosted one on the API under the host's origin.
 */
export function remoteBase(remote: Pick<RemoteGrant, 'app' | 'hosted'>, remoteUrls: Record<RemoteApp, string>): string {
  return remote.hosted ? hostedRemoteBase(remote.app) : remoteUrls[remote.app as RemoteApp];
}

const LIST_COLUMNS = `m.app, m.team, m.route_prefix AS "routePrefix", m.nav_section AS "section", m.hosted,
  EXISTS (SELECT 1 FROM remote_tokens t WHERE t.app = m.app AND t.revoked_at IS NULL) AS "tokenActive",
  (SELECT version FROM remote_releases r WHERE r.app = m.app AND r.active) AS "activeVersion",
  ${isoTimestamp('m.created_at')} AS "createdAt"`;

export async function listRegisteredRemotes(db: Queryable): Promise<RegisteredRemote[]> {
  return db.query<RegisteredRemote & Record<string, unknown>>(
    `SELECT ${LIST_COLUMNS} FROM remotes m ORDER BY m.position`,
  );
}

async function listed(db: Queryable, app: string): Promise<RegisteredRemote> {
  const [row] = await db.query<RegisteredRemote & Record<string, unknown>>(
    `SELECT ${LIST_COLUMNS} FROM remotes m WHERE m.app = $1`,
    [app],
  );
  if (!row) throw notFound(`Remote sconosciuto: ${app}`);
  return row;
}

/**
 * Registers a team's remote and makes its release token, in one transaction: a name or a
 * prefix already taken, or a prefix the portal's own pages use, is refused (409).
 */
export async function registerRemote(db: Database, body: RegisterRemoteBody): Promise<RemoteWithToken> {
  const segment = body.routePrefix.slice(1);
  if ((PORTAL_ROUTE_SEGMENTS as readonly string[]).includes(segment)) {
    throw conflict(`Il prefisso ${body.routePrefix} è un percorso del portale: scegline un altro`);
  }
  const token = await db
    .transaction(async (tx) => {
      const taken = await tx.query<{ app: string }>('SELECT app FROM remotes WHERE app = $1 OR route_prefix = $2', [
        body.app,
        body.routePrefix,
      ]);
      if (taken.some((row) => row.app === body.app)) throw conflict(`Il remote ${body.app} è già registrato`);
      if (taken.length > 0) throw conflict(`Il prefisso ${body.routePrefix} è già di ${taken[0].app}`);
      await tx.query(
        'INSERT INTO remotes (app, team, route_prefix, nav_section, hosted) VALUES ($1, $2, $3, $4, true)',
        [body.app, body.team, body.routePrefix, body.section ?? null],
      );
      return replaceRemoteToken(tx, body.app, body.team);
    })
    .catch((error: unknown) => {
      // Registered at the same moment by someone else: the unique keys tell.
      if (pgCode(error) === '23505')
        throw conflict(`Il remote ${body.app} o il prefisso ${body.routePrefix} è già in uso`);
      throw error;
    });
  return { remote: await listed(db, body.app), token };
}

/** A new release token for the remote (its team's), the old one revoked; shown once. */
export async function renewRemoteToken(db: Database, app: string): Promise<RemoteWithToken> {
  const remote = await registeredRemote(db, app);
  const token = await rotateRemoteToken(db, app, remote.team);
  return { remote: await listed(db, app), token };
}

/** No release of the remote until a new token is made. */
export async function withdrawRemoteToken(db: Database, app: string): Promise<RegisteredRemote> {
  await registeredRemote(db, app);
  await revokeRemoteToken(db, app);
  return listed(db, app);
}
