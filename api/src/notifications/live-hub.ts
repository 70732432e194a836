import type { LiveMessage } from '@portal/contracts/api/notifications';
import { hashSecretToken, newSecretToken } from '../auth/secret-token.ts';
import { NOTIFY_PAYLOAD_MAX, type Database } from '../db/database.ts';
import { insertLiveTicket, takeLiveTicket } from '../modules/notifications/reads.ts';
import { liveSession } from '../modules/auth/reads.ts';
import { SESSION_CHANNEL } from '../auth/session-check.ts';
import {
  countUnread,
  insertNotification,
  type NewNotification,
  type Notification,
} from '../modules/notifications/reads.ts';
import type { TenantId } from '../db/tenant-id.ts';

/** What a live socket needs: send text, close. (The `ws` WebSocket fits.) */
export interface LiveSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  readonly readyState: number;
}

export type { LiveMessage };

const OPEN = 1;
/** The database channel every instance listens on. */
const CHANNEL = 'portal_live';
/** The close code of a socket whose session ended or changed: the page asks for a new ticket, if it still may. */
export const WS_SESSION_ENDED = 4401;

/** The session a socket was opened for, and what it could do then. */
export interface SocketSession {
  familyId: string;
  permissions: string[];
}

interface Owner {
  tenantId: TenantId;
  userId: number;
  session: SocketSession | null;
}

interface Envelope {
  tenantId: TenantId;
  userId: number;
  message: LiveMessage;
}

/**
 * The live channel of the notifications: single-use tickets that open a socket, the sockets
 * open on this process, and the one way to create a notification (which reaches the user's
 * open pages at once). Several API instances may serve the portal: tickets live in the
 * database, and every message goes through the database's NOTIFY, which each instance hears
 * and hands to the sockets it holds (on PGlite, the one process hears itself).
 *
 * A socket lives as long as its session: every change that can end a session or change what it
 * may do is announced on 'portal_sessions' (migration 230's triggers, heard by every instance),
 * and the hub then checks the sessions of that user's sockets and closes those that ended or
 * whose permissions changed. A ticket of a session that has ended is refused.
 */
export class NotificationHub {
  private readonly sockets = new Map<string, Set<LiveSocket>>();
  private readonly owners = new Map<LiveSocket, Owner>();
  private readonly toRecheck = new Set<number>();
  private unlisten: (() => Promise<void>) | null = null;
  private unlistenSessions: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    readonly ticketTtlMs = 30_000,
    private readonly now: () => number = Date.now,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Starts hearing the messages of every instance (this one's too). */
  async start(): Promise<void> {
    this.unlisten ??= await this.db.listen(CHANNEL, (payload) => this.deliver(payload));
    this.unlistenSessions ??= await this.db.listen(SESSION_CHANNEL, (payload) => this.sessionChanged(Number(payload)));
  }

  /** A random ticket of the session `familyId`; only its hash is kept, for ticketTtlMs, and it opens one socket. */
  async issueTicket(tenantId: TenantId, userId: number, familyId: string | null = null): Promise<string> {
    const ticket = newSecretToken();
    const expiresAt = new Date(this.now() + this.ticketTtlMs);
    await insertLiveTicket(this.db, { hash: hashSecretToken(ticket), tenantId, userId, expiresAt, familyId });
    return ticket;
  }

  /**
   * Spends a ticket: the user it was issued to and its session as it is now, or null if unknown,
   * spent, expired, or its session has ended meanwhile.
   */
  async redeemTicket(
    ticket: string,
  ): Promise<{ tenantId: TenantId; userId: number; session: SocketSession | null } | null> {
    const found = await takeLiveTicket(this.db, hashSecretToken(ticket));
    if (!found || found.expiresAt.getTime() <= this.now()) return null;
    if (!found.familyId) return { tenantId: found.tenantId, userId: found.userId, session: null };
    const live = await liveSession(this.db, found.familyId, found.userId);
    if (!live) return null;
    return {
      tenantId: found.tenantId,
      userId: found.userId,
      session: { familyId: found.familyId, permissions: live.permissions },
    };
  }

  attach(tenantId: TenantId, userId: number, socket: LiveSocket, session: SocketSession | null = null): () => void {
    const key = `${tenantId}:${userId}`;
    let set = this.sockets.get(key);
    if (!set) this.sockets.set(key, (set = new Set()));
    set.add(socket);
    this.owners.set(socket, { tenantId, userId, session });
    return () => {
      set.delete(socket);
      this.owners.delete(socket);
      if (set.size === 0 && this.sockets.get(key) === set) this.sockets.delete(key);
    };
  }

  /** A session of `userId` may have ended or changed: its sockets here are checked (a burst is checked once). */
  private sessionChanged(userId: number): void {
    if (!Number.isInteger(userId)) return;
    if (this.toRecheck.size === 0) setImmediate(() => void this.recheck());
    this.toRecheck.add(userId);
  }

  private async recheck(): Promise<void> {
    const users = new Set(this.toRecheck);
    this.toRecheck.clear();
    for (const [socket, owner] of this.owners) {
      if (!users.has(owner.userId) || !owner.session) continue;
      try {
        const live = await liveSession(this.db, owner.session.familyId, owner.userId);
        const same = live && live.permissions.join(',') === owner.session.permissions.join(',');
        if (!same) socket.close(WS_SESSION_ENDED, 'Sessione terminata');
      } catch (error) {
        this.onError(error);
      }
    }
  }

  /** Every socket this process holds (the metrics' open live sockets). */
  openSockets(): number {
    return this.owners.size;
  }

  /** The sockets this process holds for the user (others may hold more). */
  connectionCount(tenantId: TenantId, userId: number): number {
    return this.sockets.get(`${tenantId}:${userId}`)?.size ?? 0;
  }

  /**
   * Sends the message to the user's open pages, wherever their sockets are: through the
   * database to every instance. Fire and forget: a failure is reported, never thrown at the
   * caller, whose own work is done.
   */
  publish(tenantId: TenantId, userId: number, message: LiveMessage): void {
    let payload = JSON.stringify({ tenantId, userId, message } satisfies Envelope);
    if (Buffer.byteLength(payload) > NOTIFY_PAYLOAD_MAX && message.type === 'notification') {
      // Past NOTIFY's 8 KB (the longest texts): the badge still moves; the list is read on opening.
      const slim: LiveMessage = { type: 'unread-count', unreadCount: message.unreadCount };
      payload = JSON.stringify({ tenantId, userId, message: slim } satisfies Envelope);
    }
    this.db.notify(CHANNEL, payload).catch(this.onError);
  }

  /** Stores a notification for the user and pushes it, with the new unread count, to their pages. */
  async create(tenantId: TenantId, userId: number, notification: NewNotification): Promise<Notification> {
    const created = await insertNotification(this.db, tenantId, userId, notification);
    const unreadCount = await countUnread(this.db, tenantId, userId);
    this.publish(tenantId, userId, { type: 'notification', notification: created, unreadCount });
    return created;
  }

  /** After a read mark: the user's other pages update their badge. */
  async pushUnreadCount(tenantId: TenantId, userId: number): Promise<void> {
    this.publish(tenantId, userId, { type: 'unread-count', unreadCount: await countUnread(this.db, tenantId, userId) });
  }

  /** A message heard on the channel: to this process's sockets of its user. */
  private deliver(payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch (error) {
      return this.onError(error);
    }
    const text = JSON.stringify(envelope.message);
    for (const socket of this.sockets.get(`${envelope.tenantId}:${envelope.userId}`) ?? []) {
      if (socket.readyState === OPEN) socket.send(text);
    }
  }

  async closeAll(): Promise<void> {
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1001, 'server closing');
    this.sockets.clear();
    this.owners.clear();
    await this.unlisten?.();
    await this.unlistenSessions?.();
    this.unlisten = null;
    this.unlistenSessions = null;
  }
}
