import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { SignInLimiter } from './sign-in-limiter.ts';

/**
 * Attempts per key in a sliding window (sign-ins per account and per client address, account
 * mails per recipient). An attempt is counted when it starts, all keys or none, so parallel
 * attempts cannot all pass.
 */
export interface AttemptCounter {
  /** Counts an attempt on every key; false (nothing counted) when any key has used its attempts. */
  tryAttempt(keys: readonly { key: string; max?: number }[]): Promise<boolean>;
  /** Forgets the key's attempts (an account signed in, unlocked or reset). */
  reset(key: string): Promise<void>;
  /** Gives the key's last attempt back (a client address whose attempt succeeded). */
  release(key: string): Promise<void>;
}

/**
 * The counter for this database: in memory on PGlite, whose one process serves the portal; in
 * PostgreSQL on a server, which several API instances may share (a guess counted on one
 * instance is counted for all).
 */
export function attemptCounter(db: Database, scope: string, max: number, windowMs: number): AttemptCounter {
  return db.kind === 'postgres'
    ? databaseAttemptCounter(db, scope, max, windowMs)
    : memoryAttemptCounter(max, windowMs);
}

export function memoryAttemptCounter(max: number, windowMs: number): AttemptCounter {
  const limiter = new SignInLimiter(max, windowMs);
  return {
    tryAttempt: async (keys) => limiter.tryAttempt(keys),
    reset: async (key) => limiter.reset(key),
    release: async (key) => limiter.release(key),
  };
}

/** Keys as stored: a digest (any text fits, NUL separators too; no address or login kept in clear). */
const stored = (key: string) => createHash('sha256').update(key).digest('hex');

/** One row per attempt in `attempt_counters`, timed by the database's clock (one for all instances). */
export function databaseAttemptCounter(db: Database, scope: string, max: number, windowMs: number): AttemptCounter {
  return {
    tryAttempt: (given) =>
      db.transaction(async (tx) => {
        const keys = given.map(({ key, max }) => ({ key: stored(key), max }));
        const names = [...new Set(keys.map(({ key }) => key))].sort();
        // One lock per key, always taken in the same order: two instances serialise, never deadlock.
        for (const key of names) await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${scope}:${key}`]);
        const window = [scope, names, windowMs] as const;
        await tx.query(
          `DELETE FROM attempt_counters
           WHERE scope = $1 AND key = ANY($2) AND at <= clock_timestamp() - $3 * interval '1 millisecond'`,
          window,
        );
        const counts = new Map(
          (
            await tx.query<{ key: string; attempts: number }>(
              `SELECT key, count(*)::int AS attempts FROM attempt_counters
               WHERE scope = $1 AND key = ANY($2) GROUP BY key`,
              [scope, names],
            )
          ).map((row) => [row.key, row.attempts]),
        );
        if (keys.some(({ key, max: keyMax }) => (counts.get(key) ?? 0) >= (keyMax ?? max))) return false;
        await tx.query('INSERT INTO attempt_counters (scope, key) SELECT $1, unnest($2::varchar[])', [scope, names]);
        return true;
      }),
    async reset(key) {
      await db.query('DELETE FROM attempt_counters WHERE scope = $1 AND key = $2', [scope, stored(key)]);
    },
    async release(key) {
      await db.query(
        `DELETE FROM attempt_counters
         WHERE id = (SELECT max(id) FROM attempt_counters WHERE scope = $1 AND key = $2)`,
        [scope, stored(key)],
      );
    },
  };
}
