import type { LiveMessage } from '@portal/contracts/api/notifications';
import { hashSecretToken, newSecretToken } from '../auth/secret-token.ts';
import type { Database } from '../db/database.ts';
import { countUnread, insertNotification, type NewNotification, type Notification } from '../data/notifications.ts';
import type { TenantId } from '../data/tenant-id.ts';

/** What a live socket needs: send text, close. (The `ws` WebSocket fits.) */
export interface LiveSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  readonly readyState: number;
}

export type { LiveMessage };

interface Ticket {
  tenantId: TenantId;
  userId: number;
  expiresAt: number;
}

const OPEN = 1;

/**
 * The live channel of the notifications, in process: single-use tickets that open a socket,
 * the open sockets of each user, and the one way to create a notification (which reaches
 * the user's open pages at once). One API process serves a deployment (PGlite is single
 * process), so an in-memory registry is enough.
 */
export class NotificationHub {
  private readonly tickets = new Map<string, Ticket>();
  private readonly sockets = new Map<string, Set<LiveSocket>>();

  constructor(
    private readonly db: Database,
    readonly ticketTtlMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** A random ticket; only its hash is kept, for ticketTtlMs, and it opens one socket. */
  issueTicket(tenantId: TenantId, userId: number): string {
    const now = this.now();
    for (const [hash, ticket] of this.tickets) if (ticket.expiresAt <= now) this.tickets.delete(hash);
    const ticket = newSecretToken();
    this.tickets.set(hashSecretToken(ticket), { tenantId, userId, expiresAt: now + this.ticketTtlMs });
    return ticket;
  }

  /** Spends a ticket: the user it was issued to, or null if unknown, spent or expired. */
  redeemTicket(ticket: string): { tenantId: TenantId; userId: number } | null {
    const hash = hashSecretToken(ticket);
    const found = this.tickets.get(hash);
    if (!found) return null;
    this.tickets.delete(hash);
    if (found.expiresAt <= this.now()) return null;
    return { tenantId: found.tenantId, userId: found.userId };
  }

  attach(tenantId: TenantId, userId: number, socket: LiveSocket): () => void {
    const key = `${tenantId}:${userId}`;
    let set = this.sockets.get(key);
    if (!set) this.sockets.set(key, (set = new Set()));
    set.add(socket);
    return () => {
      set.delete(socket);
      if (set.size === 0 && this.sockets.get(key) === set) this.sockets.delete(key);
    };
  }

  connectionCount(tenantId: TenantId, userId: number): number {
    return this.sockets.get(`${tenantId}:${userId}`)?.size ?? 0;
  }

  publish(tenantId: TenantId, userId: number, message: LiveMessage): void {
    const text = JSON.stringify(message);
    for (const socket of this.sockets.get(`${tenantId}:${userId}`) ?? []) {
      if (socket.readyState === OPEN) socket.send(text);
    }
  }

  /** Stores a notification for the user and pushes it, with the new unread count, to their pages. */
  async create(tenantId: TenantId, userId: number, notification: NewNotification): Promise<Notification> {
    const created = await insertNotification(this.db, tenantId, userId, notification);
    if (this.connectionCount(tenantId, userId) > 0) {
      const unreadCount = await countUnread(this.db, tenantId, userId);
      this.publish(tenantId, userId, { type: 'notification', notification: created, unreadCount });
    }
    return created;
  }

  /** After a read mark: the user's other pages update their badge. */
  async pushUnreadCount(tenantId: TenantId, userId: number): Promise<void> {
    if (this.connectionCount(tenantId, userId) === 0) return;
    this.publish(tenantId, userId, { type: 'unread-count', unreadCount: await countUnread(this.db, tenantId, userId) });
  }

  closeAll(): void {
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1001, 'server closing');
    this.sockets.clear();
  }
}
