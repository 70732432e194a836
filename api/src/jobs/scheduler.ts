/**
 * The API's scheduled work, checked every minute: the results past the days they are kept lose
 * their file, batches' archives past their day go (and one an instance left half-made fails), and the digests go out once a day at 08:00 (Rome) for daily ones, on Mondays for
 * weekly ones. A digest entry is marked sent with its mail, so a restart never sends one twice.
 */
import fp from 'fastify-plugin';
import { refreshPlannerStatistics, type Database } from '../db/database.ts';
import { accountMailer } from '../modules/auth/service.ts';
import { purgeExpiredResults, sendDigests } from '../modules/requests/service.ts';
import { purgeTelemetry } from '../platform/telemetry.ts';
import { sweepBatchArchives } from '../modules/batches/service.ts';
import { romeClock } from '../italian/rome-clock.ts';

/** The host's telemetry serves recent decisions and the health screen's month at most. */
const TELEMETRY_DAYS = 30;

const TICK_MS = 60_000;
const DIGEST_HOUR = 8;
// Any constant: the one instance holding this lock runs the jobs; the others stand by and take
// over when its connection ends (PostgreSQL releases a dead session's locks).
const JOBS_LOCK = 7_262_200;

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduler; `tick()` runs the due jobs now, if this instance is the one that runs them. */
    jobs: { tick(): Promise<'ran' | 'standby' | 'busy'> };
  }
}

/** Counters of keys nobody has used for a day (a client address seen once, say). */
async function purgeSharedCounters(db: Database): Promise<void> {
  await db.query(`DELETE FROM attempt_counters WHERE at < clock_timestamp() - interval '1 day'`);
  await db.query(`DELETE FROM rate_limit_windows WHERE window_start < clock_timestamp() - interval '1 day'`);
  await db.query(`DELETE FROM live_tickets WHERE expires_at < clock_timestamp() - interval '1 hour'`);
}

export default fp(
  async (app) => {
    const mailer = accountMailer(app);
    const deps = () => ({ db: app.db, hub: app.notifications, mailer, mailFrom: app.config.mailFrom });
    let digestDay = '';
    let statisticsHour = '';
    let running = false;
    const tick = async (): Promise<'ran' | 'standby' | 'busy'> => {
      if (running) return 'busy';
      running = true;
      try {
        if (!(await app.db.tryLeadership(JOBS_LOCK))) return 'standby';
        await purgeExpiredResults(app.db);
        await purgeSharedCounters(app.db);
        await sweepBatchArchives({ db: app.db, hub: app.notifications });
        const now = app.config.clock();
        await purgeTelemetry(app.db, new Date(now.getTime() - TELEMETRY_DAYS * 86_400_000));
        const { day, hour, weekday } = romeClock(now);
        // PGlite has no autovacuum: its planner's statistics are refreshed hourly here.
        if (app.db.kind === 'pglite' && `${day}T${hour}` !== statisticsHour) {
          statisticsHour = `${day}T${hour}`;
          await refreshPlannerStatistics(app.db);
        }
        if (hour >= DIGEST_HOUR && day !== digestDay) {
          digestDay = day;
          await sendDigests(deps(), 'D');
          if (weekday === 1) await sendDigests(deps(), 'W');
        }
      } catch (error) {
        app.log.error({ err: error }, 'scheduled job failed');
      } finally {
        running = false;
      }
      return 'ran';
    };
    app.decorate('jobs', { tick });
    // Off in tests, which call tick() themselves.
    if (!app.config.jobs) return;
    const timer = setInterval(() => void tick(), TICK_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'jobs', dependencies: ['db', 'notifications'] },
);
