/**
 * A debit that takes the balance below the client's threshold tells the client's credit
 * dashboard users (a single request or a whole batch: the same rule).
 */
import { CREDIT_MESSAGES } from '@portal/contracts/messages';
import type { Database } from '../db/database.ts';
import type { NotificationHub } from '../notifications/live-hub.ts';
import type { Caller } from '../plugins/tenant.ts';
import { addAmounts, balanceAlertRecipients, euroText } from '../modules/credit/service.ts';
import { payerOf } from '../modules/requests/service.ts';

export async function alertLowBalance(
  db: Database,
  hub: NotificationHub,
  who: Caller,
  debit: { credit: string; price: string },
): Promise<void> {
  const { clientId } = await payerOf(db, who);
  const alert = await balanceAlertRecipients(
    db,
    who.tenantId,
    clientId,
    addAmounts(debit.credit, debit.price),
    debit.credit,
  );
  for (const userId of alert?.userIds ?? []) {
    await hub.create(who.tenantId, userId, {
      subject: CREDIT_MESSAGES.alertSubject,
      text: CREDIT_MESSAGES.alertText(euroText(debit.credit), euroText(alert!.threshold)),
      link: '/cruscotto',
      useRouter: true,
    });
  }
}
