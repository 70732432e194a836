/**
 * The credit dashboard's rules: the balance, its movements and 12 months of spend for the
 * caller's client; an alert threshold; top-ups of at least 500,00 € that a back-office manager
 * confirms (credit, movement and decision in one transaction, audited) or rejects with a reason.
 * Crossing below the threshold notifies the client's users who hold the credit-dashboard
 * permission.
 */
import type { CreditDashboard, TopUp, TopUpInput } from '@portal/contracts/api/credit';
import { CREDIT_MESSAGES, MAXIMUM_TOP_UP, MINIMUM_TOP_UP } from '@portal/contracts/messages';
import { pgCode } from '../../catalogue-rules.ts';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { writeAudit } from '../permission-management/reads.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { conflict, invalid, notFound } from '../../domain-error.ts';
import type { Caller } from '../../plugins/tenant.ts';
import type { NotificationHub } from '../../notifications/live-hub.ts';
import { assertFourEyes } from '../../auth/authority-rules.ts';
import type { Telling } from '../../notifications/effects.ts';
import {
  claimPendingTopUp,
  clientCredit,
  clientTopUps,
  creditClient,
  decideTopUp,
  findTopUp,
  insertTopUp,
  monthlyCredit,
  setAlertThreshold,
} from './repository.ts';
import { insertMovement } from '../requests/reads.ts';
import { centsText } from '../price-lists/service.ts';
import { optionalText } from '../../text-rules.ts';

const RECENT_TOP_UPS = 10;
const EURO = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });
/** For a message only: the amount stays decimal text everywhere else. */
export const euroText = (amount: string) => EURO.format(Number(amount)).replace(/\u00a0/g, ' ');

/** Compares decimal texts to the cent, exactly (as whole cents). */
export const cents = (amount: string) => BigInt(centsText(amount).replace('.', ''));

/** `a + b` on decimal texts, to the cent. */
export function addAmounts(a: string, b: string): string {
  const total = cents(a) + cents(b);
  const sign = total < 0n ? '-' : '';
  const digits = (total < 0n ? -total : total).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

export async function creditDashboard(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
  now: Date,
): Promise<CreditDashboard> {
  const [credit, months, topUps] = await Promise.all([
    clientCredit(db, tenantId, clientId),
    monthlyCredit(db, tenantId, clientId, now),
    clientTopUps(db, tenantId, clientId, RECENT_TOP_UPS),
  ]);
  return { ...credit, months, topUps };
}

export async function saveAlertThreshold(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
  threshold: string | null,
) {
  await setAlertThreshold(db, tenantId, clientId, threshold === null ? null : centsText(threshold));
  return clientCredit(db, tenantId, clientId);
}

export async function requestTopUp(db: Queryable, who: Caller, clientId: number, input: TopUpInput): Promise<TopUp> {
  const amount = centsText(input.amount);
  if (cents(amount) < cents(MINIMUM_TOP_UP)) throw invalid(CREDIT_MESSAGES.minimumTopUp, 'amount');
  if (cents(amount) > cents(MAXIMUM_TOP_UP)) throw invalid(CREDIT_MESSAGES.maximumTopUp, 'amount');
  const id = await insertTopUp(db, {
    tenantId: who.tenantId,
    clientId,
    userId: who.userId,
    amount,
    note: optionalText(input.note),
  });
  return (await findTopUp(db, who.tenantId, id))!;
}

interface Decided {
  topUp: TopUp;
  /** Who asked, to be told. */
  requestedBy: number;
  /** The client's balance after a confirmation. */
  balance: string | null;
}

/** The requester hears of the decision on their live channel; the decided top-up is the answer. */
async function tell(hub: NotificationHub, tenantId: TenantId, { topUp, requestedBy, balance }: Decided) {
  const confirmed = topUp.status === 'CONFIRMED';
  await hub.create(tenantId, requestedBy, {
    subject: confirmed ? CREDIT_MESSAGES.confirmedSubject : CREDIT_MESSAGES.rejectedSubject,
    text: confirmed
      ? CREDIT_MESSAGES.confirmedText(euroText(topUp.amount), euroText(balance ?? topUp.amount))
      : CREDIT_MESSAGES.rejectedText(euroText(topUp.amount), topUp.reason ?? ''),
    link: '/cruscotto',
    useRouter: true,
  });
  return topUp;
}

/**
 * Credits the client, records the TOP_UP movement and the decision, in one transaction; then
 * tells the requester.
 */
export async function confirmTopUp({ db, hub }: Telling, who: Caller, id: number): Promise<TopUp> {
  const actorId = who.act ? Number(who.act.sub) : who.userId;
  const { requestedBy, balance } = await db.transaction(async (tx) => {
    const pending = await claimPendingTopUp(tx, who.tenantId, id);
    if (!pending) throw await notPending(tx, who.tenantId, id);
    assertFourEyes(who, pending.requestedBy, CREDIT_MESSAGES.ownTopUp);
    const balance = await creditClient(tx, who.tenantId, pending.clientId, pending.amount).catch((error: unknown) => {
      // numeric_value_out_of_range: the balance cannot hold it (a top-up asked before the maximum).
      throw pgCode(error) === '22003' ? conflict(CREDIT_MESSAGES.balanceLimit) : error;
    });
    const movementId = await insertMovement(tx, {
      tenantId: who.tenantId,
      clientId: pending.clientId,
      userId: pending.requestedBy,
      actingAdminId: actorId,
      kind: 'TOP_UP',
      amount: pending.amount,
      balanceAfter: balance,
      description: `Ricarica del credito n. ${id}`,
    });
    await decideTopUp(tx, who.tenantId, id, { status: 'CONFIRMED', decidedBy: actorId, movementId, reason: null });
    await writeAudit(tx, {
      tenantId: who.tenantId,
      userId: pending.requestedBy,
      actorId,
      action: 'top-up-confirmed',
      details: { topUpId: id, movementId, amount: pending.amount, balance },
    });
    return { requestedBy: pending.requestedBy, balance };
  });
  return tell(hub, who.tenantId, { topUp: (await findTopUp(db, who.tenantId, id))!, requestedBy, balance });
}

/** Records the refusal and its reason, then tells the requester. */
export async function rejectTopUp({ db, hub }: Telling, who: Caller, id: number, reason: string): Promise<TopUp> {
  const actorId = who.act ? Number(who.act.sub) : who.userId;
  const text = reason.trim();
  if (!text) throw invalid(`Campo obbligatorio: "reason"`, 'reason');
  const requestedBy = await db.transaction(async (tx) => {
    const pending = await claimPendingTopUp(tx, who.tenantId, id);
    if (!pending) throw await notPending(tx, who.tenantId, id);
    await decideTopUp(tx, who.tenantId, id, { status: 'REJECTED', decidedBy: actorId, movementId: null, reason: text });
    await writeAudit(tx, {
      tenantId: who.tenantId,
      userId: pending.requestedBy,
      actorId,
      action: 'top-up-rejected',
      details: { topUpId: id, reason: text },
    });
    return pending.requestedBy;
  });
  return tell(hub, who.tenantId, { topUp: (await findTopUp(db, who.tenantId, id))!, requestedBy, balance: null });
}

async function notPending(db: Queryable, tenantId: TenantId, id: number) {
  return (await findTopUp(db, tenantId, id))
    ? conflict(CREDIT_MESSAGES.topUpDecided)
    : notFound(CREDIT_MESSAGES.topUpNotFound);
}

/**
 * After a debit: when the balance went from at or above the client's threshold to below it,
 * the users to tell (the client's active users with the credit-dashboard permission).
 */
export async function balanceAlertRecipients(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
  balanceBefore: string,
  balanceAfter: string,
): Promise<{ threshold: string; userIds: number[] } | null> {
  const { threshold } = await clientCredit(db, tenantId, clientId);
  if (threshold === null) return null;
  if (!(cents(balanceBefore) >= cents(threshold) && cents(balanceAfter) < cents(threshold))) return null;
  const rows = await db.query<{ id: number }>(
    `SELECT u.id FROM users u JOIN user_permissions p ON p.user_id = u.id
     WHERE u.tenant_id = $1 AND u.client_id = $2 AND u.blocked = 'N' AND p.permission = $3`,
    [tenantId, clientId, PERMISSIONS.creditDashboard],
  );
  return { threshold, userIds: rows.map((row) => row.id) };
}

// The module's reads, for its routes: a route imports its service only.
/**
 * A debit that takes the balance below the client's threshold tells the client's credit
 * dashboard users (a single request or a whole batch: the same rule).
 */
export async function alertLowBalance(
  { db, hub }: Telling,
  tenantId: TenantId,
  clientId: number,
  debit: { credit: string; price: string },
): Promise<void> {
  const alert = await balanceAlertRecipients(
    db,
    tenantId,
    clientId,
    addAmounts(debit.credit, debit.price),
    debit.credit,
  );
  for (const userId of alert?.userIds ?? []) {
    await hub.create(tenantId, userId, {
      subject: CREDIT_MESSAGES.alertSubject,
      text: CREDIT_MESSAGES.alertText(euroText(debit.credit), euroText(alert!.threshold)),
      link: '/cruscotto',
      useRouter: true,
    });
  }
}

export { listMovements, listTopUps } from './repository.ts';
