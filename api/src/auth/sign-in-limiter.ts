/**
 * Counts failed sign-ins per account (tenant + login) in a sliding window. In memory: one API
 * process serves the portal; a restart forgets the counts, which only errs towards the user.
 */
export class SignInLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly maxAccounts = 100_000,
  ) {}

  isBlocked(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.maxFailures;
  }

  recordFailure(key: string, now = Date.now()): void {
    const list = this.recent(key, now);
    list.push(now);
    this.failures.delete(key);
    this.failures.set(key, list);
    // Map keeps insertion order: the first keys are the least recently failed.
    while (this.failures.size > this.maxAccounts) {
      this.failures.delete(this.failures.keys().next().value as string);
    }
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }
}
