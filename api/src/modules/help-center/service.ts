/**
 * The help-center module's service: a support request is stored, then mailed to the support
 * desk with the reply going to the address the user gave.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SupportBody } from '@portal/contracts/api/help-center';
import type { Database } from '../../db/database.ts';
import type { Caller } from '../../plugins/tenant.ts';
import type { Mailing } from '../../notifications/effects.ts';
import { requiredTexts } from '../../text-rules.ts';
import { insertSupportRequest, markSupportRequestMailed } from './repository.ts';

/** What a support request works with: the mail goes to `supportMailTo`; a failed one is logged. */
export interface SupportDesk extends Mailing {
  db: Database;
  supportMailTo: string;
  log: FastifyBaseLogger;
}

/** Stores the request first (it is not lost if the mail server is down), then mails it. */
export async function submitSupportRequest(desk: SupportDesk, who: Caller, input: SupportBody): Promise<void> {
  const { name, note } = requiredTexts({ name: input.name, note: input.note });
  const email = input.email.trim();
  const id = await insertSupportRequest(desk.db, who.tenantId, { userId: who.userId, name, email, note });
  try {
    await desk.mailer.send({
      to: desk.supportMailTo,
      from: desk.mailFrom,
      replyTo: email,
      subject: `Richiesta di assistenza n. ${id} (${who.tenantCode}) da ${name}`,
      text:
        `Richiesta di assistenza n. ${id}\n\n` +
        `Tenant: ${who.tenantCode}\nUtente: ${who.login} (id ${who.userId})\n` +
        `Nome: ${name}\nEmail: ${email}\n\n${note}\n`,
    });
    await markSupportRequestMailed(desk.db, who.tenantId, id);
  } catch (error) {
    desk.log.error({ err: error, supportRequestId: id }, 'support mail not sent; the request is stored');
  }
}
