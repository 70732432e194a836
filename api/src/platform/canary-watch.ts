/**
 * A canary that watches itself. The rule (judgeCanary), documented in docs/deployment.md
 * ("Operating"): within the last `windowMinutes`, a canary version is ended when
 *   - it had at least `minErrors` errors (a failed load or a page that threw),
 *   - from at least `minUsers` distinct users,
 *   - and its errors per session are at least `ratio` times the stable version's
 *     (a stable version without errors counts as 0: any canary rate passes).
 * Defaults: 5 errors, 3 users, 10 minutes, 5 times; per remote, with an off switch.
 * Ending it is what `npm run rollback` does during a canary; the activity log records who
 * (nobody: the watch), what and why, and the platform administrators and the team are told.
 */
import type { CanaryWatch, CanaryWatchBody } from '@portal/contracts/api/platform';
import type { Database, Queryable } from '../db/database.ts';
import { endCanary } from './release-registry.ts';
import { remoteGrants } from './registered-remotes.ts';
import { versionFigures, type VersionFigures } from './telemetry.ts';

export const DEFAULT_WATCH: CanaryWatchBody = {
  enabled: true,
  minErrors: 5,
  minUsers: 3,
  windowMinutes: 10,
  ratio: 5,
  teamEmail: null,
};

export type Verdict = { end: false } | { end: true; reason: string };

const perSession = (figures: VersionFigures) => figures.errors / Math.max(1, figures.sessions);
const rate = (value: number) => value.toLocaleString('it-IT', { maximumFractionDigits: 2 });

/** The rule above, on the figures of the window. */
export function judgeCanary(canary: VersionFigures, stable: VersionFigures, watch: CanaryWatchBody): Verdict {
  if (!watch.enabled || canary.errors < watch.minErrors || canary.users < watch.minUsers) return { end: false };
  const canaryRate = perSession(canary);
  const stableRate = perSession(stable);
  if (canaryRate < watch.ratio * stableRate) return { end: false };
  return {
    end: true,
    reason:
      `${canary.errors} errori da ${canary.users} utenti in ${watch.windowMinutes} minuti: ` +
      `${rate(canaryRate)} errori per sessione contro ${rate(stableRate)} della versione stabile ` +
      `(soglia: ${watch.minErrors} errori, ${watch.minUsers} utenti, ${rate(watch.ratio)} volte)`,
  };
}

type WatchRow = CanaryWatch & Record<string, unknown>;
const WATCH_COLUMNS = `app, enabled, min_errors AS "minErrors", min_users AS "minUsers",
  window_minutes AS "windowMinutes", ratio::float8 AS ratio, team_email AS "teamEmail"`;

/** Every remote's watch: its own settings, or the defaults. */
export async function listWatches(db: Queryable): Promise<CanaryWatch[]> {
  const rows = await db.query<WatchRow>(`SELECT ${WATCH_COLUMNS} FROM canary_watch`);
  const remotes = await remoteGrants(db);
  return remotes.map(({ app }) => rows.find((row) => row.app === app) ?? { app, ...DEFAULT_WATCH });
}

export async function readWatch(db: Queryable, app: string): Promise<CanaryWatch> {
  const [row] = await db.query<WatchRow>(`SELECT ${WATCH_COLUMNS} FROM canary_watch WHERE app = $1`, [app]);
  return row ?? { app, ...DEFAULT_WATCH };
}

export async function saveWatch(db: Queryable, app: string, watch: CanaryWatchBody): Promise<CanaryWatch> {
  const [row] = await db.query<WatchRow>(
    `INSERT INTO canary_watch (app, enabled, min_errors, min_users, window_minutes, ratio, team_email, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now())
     ON CONFLICT (app) DO UPDATE SET enabled = $2, min_errors = $3, min_users = $4, window_minutes = $5,
       ratio = $6, team_email = $7, updated_at = now()
     RETURNING ${WATCH_COLUMNS}`,
    [
      app,
      watch.enabled,
      watch.minErrors,
      watch.minUsers,
      watch.windowMinutes,
      watch.ratio,
      watch.teamEmail?.trim() || null,
    ],
  );
  return row;
}

/** A canary the watch has just ended. */
export interface EndedCanary {
  app: string;
  version: string;
  stableVersion: string | null;
  reason: string;
  teamEmail: string | null;
}

/**
 * Judges `app`'s running canary at `now`; when the rule says so, ends it (once, whoever else
 * judges at the same moment) and answers what it ended. Null: no canary, or it stays.
 */
export async function watchCanary(db: Database, app: string, now: Date): Promise<EndedCanary | null> {
  const releases = await db.query<{ version: string; canary: boolean }>(
    'SELECT version, canary FROM remote_releases WHERE app = $1 AND (canary OR active)',
    [app],
  );
  const canary = releases.find((release) => release.canary);
  if (!canary) return null;
  const stable = releases.find((release) => !release.canary)?.version ?? null;
  const watch = await readWatch(db, app);
  if (!watch.enabled) return null;
  const since = new Date(now.getTime() - watch.windowMinutes * 60_000);
  const verdict = judgeCanary(
    await versionFigures(db, app, canary.version, since),
    stable ? await versionFigures(db, app, stable, since) : { sessions: 0, errors: 0, users: 0 },
    watch,
  );
  if (!verdict.end || !(await endCanary(db, app, canary.version))) return null;
  return { app, version: canary.version, stableVersion: stable, reason: verdict.reason, teamEmail: watch.teamEmail };
}
