/**
 * What a write works with when others must learn of it: one type per kind of effect, so every
 * service that tells or mails asks for the same thing and a route hands over the same thing.
 */
import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { NotificationHub } from './live-hub.ts';

/** The database it writes, and the hub that tells the users concerned while they are online. */
export interface Telling {
  db: Database;
  hub: NotificationHub;
}

/** The mailer, and the address its mails come from. */
export interface Mailing {
  mailer: Mailer;
  mailFrom: string;
}
