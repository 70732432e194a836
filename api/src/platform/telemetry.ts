/**
 * The host's reports of its remotes, and what the health screen reads of them. SQL only: the
 * rule that acts on them is canary-watch.ts.
 */
import type { RemoteVersionHealth, TelemetryEvent } from '@portal/contracts/api/platform';
import { TELEMETRY_LIMITS } from '@portal/contracts/platform';
import type { Queryable } from '../db/database.ts';
import { isoTimestamp } from '../db/paging.ts';

export interface TelemetrySource {
  /** The page load's random key. */
  session: string;
  /** The user's pseudonym (never the user). */
  viewer: string;
  at: Date;
}

/** Stores one report's events; a query string or a fragment never reaches the table. */
export async function recordTelemetry(db: Queryable, source: TelemetrySource, events: TelemetryEvent[]): Promise<void> {
  await db.query(
    `INSERT INTO remote_telemetry (app, version, kind, route, message, session_key, viewer, created_at)
     SELECT app, version, kind, route, message, $6::text, $7::text, $8::timestamptz
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS e(app, version, kind, route, message)`,
    [
      events.map((event) => event.app),
      events.map((event) => event.version),
      events.map((event) => event.kind),
      events.map((event) => event.route.split(/[?#]/)[0].slice(0, TELEMETRY_LIMITS.route)),
      events.map((event) => (event.message ?? '').slice(0, TELEMETRY_LIMITS.message)),
      source.session,
      source.viewer,
      source.at,
    ],
  );
}

/** One version's figures since a moment: sessions, errors, distinct users with an error. */
export interface VersionFigures {
  sessions: number;
  errors: number;
  users: number;
}

/** The figures of `app`'s `version` since `since`. */
export async function versionFigures(
  db: Queryable,
  app: string,
  version: string,
  since: Date,
): Promise<VersionFigures> {
  const [row] = await db.query<{ sessions: number; errors: number; users: number }>(
    `SELECT count(DISTINCT session_key)::int AS sessions,
       count(*) FILTER (WHERE kind <> 'session')::int AS errors,
       count(DISTINCT viewer) FILTER (WHERE kind <> 'session')::int AS users
     FROM remote_telemetry WHERE app = $1 AND version = $2 AND created_at >= $3`,
    [app, version, since],
  );
  return row;
}

/**
 * Every version reported since `since`, with its role now (the active release, the canary, or
 * one no longer served), newest error first within each remote.
 */
export async function versionsHealth(db: Queryable, since: Date): Promise<RemoteVersionHealth[]> {
  return db.query<RemoteVersionHealth & Record<string, unknown>>(
    `WITH figures AS (
       SELECT app, version, count(DISTINCT session_key)::int AS sessions,
         count(*) FILTER (WHERE kind <> 'session')::int AS errors,
         count(DISTINCT viewer) FILTER (WHERE kind <> 'session')::int AS users,
         max(created_at) FILTER (WHERE kind <> 'session') AS last_error_at
       FROM remote_telemetry WHERE created_at >= $1
       GROUP BY app, version
     )
     SELECT f.app, f.version,
       CASE WHEN EXISTS (SELECT 1 FROM remote_releases r WHERE r.app = f.app AND r.version = f.version AND r.canary)
              THEN 'canary'
            WHEN EXISTS (SELECT 1 FROM remote_releases r WHERE r.app = f.app AND r.version = f.version AND r.active)
              THEN 'stable'
            ELSE 'past' END AS role,
       f.sessions, f.errors, f.users,
       CASE WHEN f.sessions = 0 THEN 0 ELSE round(f.errors::numeric / f.sessions, 3)::float8 END AS "errorRate",
       (SELECT t.message FROM remote_telemetry t
        WHERE t.app = f.app AND t.version = f.version AND t.kind <> 'session' AND t.created_at >= $1
        ORDER BY t.created_at DESC, t.id DESC LIMIT 1) AS "lastError",
       ${isoTimestamp('f.last_error_at')} AS "lastErrorAt"
     FROM figures f
     ORDER BY f.app, f.last_error_at DESC NULLS LAST, f.version DESC`,
    [since],
  );
}

/** Reports older than `before` go (the jobs, daily): they only serve recent decisions. */
export async function purgeTelemetry(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM remote_telemetry WHERE created_at < $1', [before]);
}
