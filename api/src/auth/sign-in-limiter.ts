/**
 * Counts sign-in attempts per key (an account: tenant + login; a client address) in a sliding
 * window. An attempt is counted when it starts, before the slow password check, so parallel
 * attempts cannot all pass the check: at most `maxAttempts` passwords are ever evaluated per
 * window. A success forgets the account's count. In memory, for one API process on PGlite
 * (attempt-counter.ts keeps the counts in PostgreSQL when several instances share it); a
 * restart forgets them, which only errs towards the user.
 */
export class SignInLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly maxAttempts: number,
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  isBlocked(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.maxAttempts;
  }

  /**
   * Counts an attempt on every key, all or none: false (nothing counted) when any key has
   * used its attempts. Synchronous, so two requests cannot both take the last attempt.
   */
  tryAttempt(keys: readonly { key: string; max?: number }[], now = Date.now()): boolean {
    if (keys.some(({ key, max }) => this.recent(key, now).length >= (max ?? this.maxAttempts))) return false;
    for (const { key } of keys) this.record(key, now);
    return true;
  }

  /** Forgets the key's attempts (an account signed in, unlocked or reset). */
  reset(key: string): void {
    this.attempts.delete(key);
  }

  /** Gives one attempt back (a client address whose attempt succeeded: only failures count there). */
  release(key: string): void {
    const list = this.attempts.get(key);
    if (!list?.length) return;
    list.pop();
    if (list.length === 0) this.attempts.delete(key);
  }

  private record(key: string, now: number): void {
    const list = this.recent(key, now);
    list.push(now);
    this.attempts.delete(key);
    this.attempts.set(key, list);
    // Map keeps insertion order: the first keys are the least recently used.
    while (this.attempts.size > this.maxKeys) {
      this.attempts.delete(this.attempts.keys().next().value as string);
    }
  }

  private recent(key: string, now: number): number[] {
    const list = (this.attempts.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (list.length === 0) this.attempts.delete(key);
    else this.attempts.set(key, list);
    return list;
  }
}
