import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/database.ts';

/**
 * A @fastify/rate-limit store in PostgreSQL, for several API instances behind one proxy: each
 * key's fixed window (start and hits) is one row, counted by one upsert, timed by the
 * database's clock, so a client gets its limit once for the whole platform, not once per
 * instance. PGlite keeps the plugin's in-memory store (one process).
 */
export function databaseRateLimitStore(database: () => Database, namespace = ''): FastifyRateLimitStoreCtor {
  const store = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      database()
        .query<{ current: number; ttl: number }>(
          `INSERT INTO rate_limit_windows AS w (key, window_start, hits) VALUES ($1, clock_timestamp(), 1)
           ON CONFLICT (key) DO UPDATE SET
             window_start = CASE WHEN w.window_start + $2 * interval '1 millisecond' <= clock_timestamp()
                                 THEN clock_timestamp() ELSE w.window_start END,
             hits = CASE WHEN w.window_start + $2 * interval '1 millisecond' <= clock_timestamp()
                         THEN 1 ELSE w.hits + 1 END
           RETURNING hits AS current,
             greatest(0, ceil(extract(epoch FROM w.window_start + $2 * interval '1 millisecond'
                                                - clock_timestamp()) * 1000))::int AS ttl`,
          [`${prefix}${key}`, timeWindow],
        )
        .then(
          ([row]) => callback(null, row),
          (error: Error) => callback(error),
        );
    },
    child: (routeOptions) => store(`${namespace}${routeOptions.method}:${routeOptions.path}:`),
  });
  // The plugin calls `new Store(options)`: a constructor that returns the store object.
  return function DatabaseRateLimitStore() {
    return store(namespace);
  } as unknown as FastifyRateLimitStoreCtor;
}
