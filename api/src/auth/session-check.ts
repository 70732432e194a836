/**
 * The session check of every authenticated request (plugins/auth.ts): is the access token's
 * session still live, and with which permissions?
 *
 * On PGlite the API is one process owning its database (the folder is locked), and the check's
 * query was a fifth of a list request's time. So the answers are kept, per session, and dropped
 * the moment anything changes them: migration 230's triggers announce on 'portal_sessions'
 * every change to a user, a permission or a refresh token, and PGlite delivers a notification
 * before the statement that caused it returns to its caller — a request that follows a sign-out,
 * a block or a permission change never meets the old answer. An answer is kept at most
 * KEEP_MS and never past the family's expiry.
 *
 * On PostgreSQL another instance's change would arrive a moment later over the network, so
 * every check asks the database, as before (its query costs a fraction of a millisecond there).
 */
import type { Database } from '../db/database.ts';
import { liveSession, type LiveSession } from '../modules/auth/reads.ts';

export const SESSION_CHANNEL = 'portal_sessions';
const KEEP_MS = 60_000;
/** Bounded: a flood of tokens cannot grow the process without limit. */
const MAX_SESSIONS = 10_000;

export interface SessionCheck {
  /** The session's permissions, or null when it has ended. */
  permissions(familyId: string, userId: number): Promise<string[] | null>;
  /** Stops listening (the app's close). */
  close(): Promise<void>;
}

export async function sessionCheck(db: Database): Promise<SessionCheck> {
  if (db.kind !== 'pglite') {
    return {
      permissions: async (familyId, userId) => (await liveSession(db, familyId, userId))?.permissions ?? null,
      close: async () => {},
    };
  }
  const kept = new Map<string, LiveSession & { userId: number; keptUntil: number }>();
  const unlisten = await db.listen(SESSION_CHANNEL, (payload) => {
    const userId = Number(payload);
    for (const [key, entry] of kept) if (entry.userId === userId) kept.delete(key);
  });
  return {
    async permissions(familyId, userId) {
      const key = `${familyId}:${userId}`;
      const now = Date.now();
      const entry = kept.get(key);
      if (entry && now < entry.keptUntil) return entry.permissions;
      kept.delete(key);
      const session = await liveSession(db, familyId, userId);
      if (!session) return null;
      if (kept.size >= MAX_SESSIONS) kept.delete(kept.keys().next().value!);
      kept.set(key, { ...session, userId, keptUntil: Math.min(now + KEEP_MS, session.liveUntil) });
      return session.permissions;
    },
    // The database may be closed first (the db plugin's own onClose): nothing left to stop then.
    close: () => unlisten().catch(() => {}),
  };
}
