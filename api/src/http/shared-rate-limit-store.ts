import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/database.ts';

/**
 * A @fastify/rate-limit store in PostgreSQL, for several API instances behind one proxy: each
 * key's fixed window (start and hits) is one row, timed by the database's clock, so a client
 * gets its limit once for the whole platform, not once per instance. PGlite keeps the plugin's
 * in-memory store (one process).
 *
 * An instance takes its hits from the window a few at a time (a lease: one upsert adds
 * `leaseSize(max)` hits and hands out their numbers one per request), instead of one upsert per
 * request: every request from one address updated the same row, a write and a round trip
 * queued behind the others' (the fields list on PostgreSQL served about 1,000 requests a second
 * with it, about 1,350 without). The platform still never lets more than `max` requests
 * through in a window: a number is given once, whichever instance gives it. It may refuse a
 * little early instead, by the numbers other instances hold and have not used (at most
 * instances × (lease − 1), a fiftieth of the limit each). Once the window is used up, an
 * instance refuses until it ends without asking the database at all.
 */
export function databaseRateLimitStore(database: () => Database, namespace = ''): FastifyRateLimitStoreCtor {
  const store = (prefix: string): FastifyRateLimitStore => {
    const leases = new Map<string, Lease>();
    const taking = new Map<string, Promise<void>>();

    /** Adds `size` hits to the key's window (a new one if it ended) and keeps their numbers. */
    async function takeLease(key: string, timeWindow: number, size: number): Promise<void> {
      const [row] = await database().query<{ last: number; ttl: number }>(
        `INSERT INTO rate_limit_windows AS w (key, window_start, hits) VALUES ($1, clock_timestamp(), $3)
         ON CONFLICT (key) DO UPDATE SET
           window_start = CASE WHEN w.window_start + $2 * interval '1 millisecond' <= clock_timestamp()
                               THEN clock_timestamp() ELSE w.window_start END,
           hits = CASE WHEN w.window_start + $2 * interval '1 millisecond' <= clock_timestamp()
                       THEN $3 ELSE w.hits + $3 END
         RETURNING hits AS last,
           greatest(1, ceil(extract(epoch FROM w.window_start + $2 * interval '1 millisecond'
                                              - clock_timestamp()) * 1000))::int AS ttl`,
        [`${prefix}${key}`, timeWindow, size],
      );
      leases.delete(key);
      if (leases.size >= MAX_KEYS) leases.delete(leases.keys().next().value!);
      leases.set(key, { next: row.last - size + 1, last: row.last, endsAt: Date.now() + row.ttl });
    }

    async function count(key: string, timeWindow: number, max: number): Promise<Hit> {
      // Ends: each turn either answers or takes a lease, and the window's hits only grow.
      for (;;) {
        const now = Date.now();
        const lease = leases.get(key);
        if (lease && now < lease.endsAt) {
          if (lease.next <= lease.last) return { current: lease.next++, ttl: lease.endsAt - now };
          // Hits only grow within a window: this one is used up for every instance until it ends.
          if (lease.last >= max) return { current: lease.last + 1, ttl: lease.endsAt - now };
        }
        // The requests arriving while a lease is taken wait for it and share its numbers.
        let taken = taking.get(key);
        if (!taken) {
          taken = takeLease(key, timeWindow, leaseSize(max)).finally(() => taking.delete(key));
          taking.set(key, taken);
        }
        await taken;
      }
    }

    return {
      incr(key, callback, timeWindow, max) {
        count(key, timeWindow, max).then(
          (hit) => callback(null, hit),
          (error: Error) => callback(error),
        );
      },
      child: (routeOptions) => store(`${namespace}${routeOptions.method}:${routeOptions.path}:`),
    };
  };
  // The plugin calls `new Store(options)`: a constructor that returns the store object.
  return function DatabaseRateLimitStore() {
    return store(namespace);
  } as unknown as FastifyRateLimitStoreCtor;
}

/** The numbers an instance holds in a key's window: `next` to `last`, until `endsAt`. */
interface Lease {
  next: number;
  last: number;
  endsAt: number;
}

interface Hit {
  current: number;
  ttl: number;
}

/** Keys with a lease kept at most (the least recently leased go first): bounded memory. */
const MAX_KEYS = 10_000;

/** Hits taken at once: a fiftieth of the limit, 1 to 32 (a limit of 600 a minute: 12). */
export function leaseSize(max: number): number {
  return Math.max(1, Math.min(32, Math.floor(max / 50)));
}
