/**
 * The API's scheduled work, checked every minute: the results past the days they are kept lose
 * their file, and the digests go out once a day at 08:00 (Rome) for daily ones, on Mondays for
 * weekly ones. A digest entry is marked sent with its mail, so a restart never sends one twice.
 */
import fp from 'fastify-plugin';
import { accountMailer } from '../routes/auth/account.ts';
import { purgeExpiredResults, sendDigests } from '../services/request-lifecycle.ts';

const TICK_MS = 60_000;
const DIGEST_HOUR = 8;

/** Rome's date (aaaa-mm-gg), hour and weekday (1 = Monday) of an instant. */
function romeClock(now: Date): { day: string; hour: number; weekday: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday) + 1;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), weekday };
}

export default fp(
  async (app) => {
    if (!app.config.jobs) return;
    const mailer = accountMailer(app);
    const deps = () => ({ db: app.db, hub: app.notifications, mailer, mailFrom: app.config.mailFrom });
    let digestDay = '';
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await purgeExpiredResults(app.db);
        const { day, hour, weekday } = romeClock(app.config.clock());
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
    };
    const timer = setInterval(() => void tick(), TICK_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'jobs', dependencies: ['db', 'notifications'] },
);
