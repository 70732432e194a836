/**
 * The life of an offline request (spec 001 §9, 002 §3 user flags). The rule here, as the README
 * says it:
 *
 *   TO_APPROVE --approve--> PENDING --fulfil (result file)--> COMPLETED
 *   TO_APPROVE --reject (reason, refund)--> REJECTED
 *   TO_APPROVE | PENDING --cancel by the customer within 1 hour (refund)--> CANCELLED
 *   PENDING --cancel by the back office (reason, refund)--> CANCELLED
 *
 * A request of a user subject to approval (approvazione 'S') starts in TO_APPROVE, any other
 * offline one in PENDING; online requests are completed at once and never cancelled. Each
 * transition is one transaction (the conditional move, its event, its refund or result), so an
 * illegal one (approving twice, fulfilling a cancelled request) and the second of two concurrent
 * operators are refused with the state the request is in. The people concerned are told after
 * the commit: a notification in the bell, and a mail by their flag (approvers: A single, R daily
 * digest, X both, Z none; the customer on fulfilment: N single, G daily, S weekly digest).
 */
import type { RequestDetail } from '@portal/contracts/api/requests';
import {
  CANCELLATION_WINDOW_MINUTES,
  LIFECYCLE_MESSAGES,
  MAX_RESULT_MB,
  OFFLINE_RESULT_DAYS,
  ONLINE_RESULT_MONTHS,
  ORDERING_MESSAGES,
  RESULT_EXTENSIONS,
} from '@portal/contracts/messages';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { conflict, forbidden, gone, invalid, notFound } from '../../domain-error.ts';
import type { TransferredFile } from '../../http/file-transfer.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { Caller } from '../../plugins/tenant.ts';
import type { Mailing, Telling } from '../../notifications/effects.ts';
import {
  approversOf,
  findResult,
  insertEvent,
  insertResult,
  markDigestsSent,
  moveRequest,
  openCompanions,
  purgeResults,
  queueDigest,
  queuedRequest,
  refund,
  requestEvents,
  requestStatus,
  unsentDigests,
  userFlags,
  type MovedRequest,
  type RequestStatus,
} from './reads.ts';
import { type ScopedRequest } from './reads.ts';
import { assertFourEyes } from '../../auth/authority-rules.ts';

/** A request's move tells its people live and by mail. */
export interface LifecycleDeps extends Telling, Mailing {}

const refused = (status: RequestStatus) => conflict(LIFECYCLE_MESSAGES.illegal(status), { status });

/** Moves the request or says why not: not found, or the state it is in. */
async function move(
  tx: Queryable,
  tenantId: TenantId,
  id: number,
  from: readonly RequestStatus[],
  to: RequestStatus,
  scope: { clientId?: number } = {},
): Promise<MovedRequest> {
  const moved = await moveRequest(tx, tenantId, id, from, to, scope);
  if (moved) return moved;
  const current = await requestStatus(tx, tenantId, id, scope);
  if (!current) throw notFound(ORDERING_MESSAGES.requestNotFound);
  throw refused(current.status);
}

type Unfulfilled = 'CANCELLED' | 'REJECTED';
const ENDED: Record<Unfulfilled, string> = { CANCELLED: 'annullata', REJECTED: 'rifiutata' };

/** A request that ends unfulfilled gives back what it cost: moved, refunded and its event written. */
async function endRefunded(
  tx: Queryable,
  who: Caller,
  id: number,
  change: { from: readonly RequestStatus[]; to: Unfulfilled; refund: string; note?: string; clientId?: number },
): Promise<MovedRequest> {
  const scope = change.clientId === undefined ? {} : { clientId: change.clientId };
  const request = await move(tx, who.tenantId, id, change.from, change.to, scope);
  await refund(tx, who.tenantId, request, who.userId, change.refund);
  await insertEvent(tx, {
    tenantId: who.tenantId,
    requestId: id,
    from: request.fromStatus,
    to: change.to,
    actorId: who.userId,
    note: change.note,
  });
  return request;
}

/**
 * A request rejected or cancelled, refunded, in the caller's transaction. What was bought with
 * it follows it out (issue 46): a foreign report's translation is cancelled or rejected too, and
 * refunded.
 */
async function endUnfulfilled(
  tx: Queryable,
  who: Caller,
  id: number,
  change: { from: readonly RequestStatus[]; to: Unfulfilled; note?: string; clientId?: number },
): Promise<MovedRequest> {
  const { to, note } = change;
  const request = await endRefunded(tx, who, id, {
    ...change,
    refund: `Rimborso della richiesta n. ${id} (${ENDED[to]})`,
  });
  for (const companionId of await openCompanions(tx, who.tenantId, id)) {
    await endRefunded(tx, who, companionId, {
      from: ['TO_APPROVE', 'PENDING'],
      to,
      refund: `Rimborso della richiesta n. ${companionId} (${ENDED[to]} con la n. ${id})`,
      note: note ? `${note} (con la richiesta n. ${id})` : `Con la richiesta n. ${id}`,
    });
  }
  return request;
}

async function tell(deps: LifecycleDeps, tenantId: TenantId, request: MovedRequest, subject: string, text: string) {
  await deps.hub.create(tenantId, request.userId, {
    subject,
    text,
    link: `/requests?requestId=${request.id}`,
    useRouter: true,
  });
}

async function send(deps: LifecycleDeps, mail: Omit<Mail, 'from'>): Promise<void> {
  // A mail that cannot leave does not undo the transition: the bell has it.
  await deps.mailer.send({ ...mail, from: deps.mailFrom }).catch(() => undefined);
}

/** After a request of a user subject to approval is created: its approvers, by their flag. */
export async function notifyApprovers(deps: LifecycleDeps, tenantId: TenantId, requestId: number): Promise<void> {
  const request = await queuedRequest(deps.db, tenantId, requestId);
  if (!request) return;
  for (const approver of await approversOf(deps.db, tenantId, request.clientId)) {
    if (approver.id === request.userId) continue;
    const text = LIFECYCLE_MESSAGES.approvalText(request.userName, request.productDescription, request.id);
    await deps.hub.create(tenantId, approver.id, {
      subject: LIFECYCLE_MESSAGES.approvalSubject,
      text,
      link: '/approvals',
      useRouter: true,
    });
    if ((approver.flag === 'A' || approver.flag === 'X') && approver.email) {
      await send(deps, { to: approver.email, subject: LIFECYCLE_MESSAGES.approvalSubject, text });
    }
    if (approver.flag === 'R' || approver.flag === 'X') {
      await queueDigest(deps.db, {
        tenantId,
        userId: approver.id,
        kind: 'approval',
        period: 'D',
        requestId: request.id,
      });
    }
  }
}

/** The caller's client, when the caller approves for it; 403 otherwise. */
export async function approverClient(db: Queryable, who: Caller): Promise<number> {
  const flags = await userFlags(db, who.tenantId, who.userId);
  if (!flags || !['A', 'R', 'X', 'Z'].includes(flags.approvazione ?? ''))
    throw forbidden(LIFECYCLE_MESSAGES.notApprover);
  return flags.clientId;
}

export async function approveRequest(deps: LifecycleDeps, who: Caller, id: number): Promise<void> {
  const clientId = await approverClient(deps.db, who);
  const moved = await deps.db.transaction(async (tx) => {
    const request = await move(tx, who.tenantId, id, ['TO_APPROVE'], 'PENDING', { clientId });
    // Thrown inside the transaction: the move is undone.
    assertFourEyes(who, request.userId, LIFECYCLE_MESSAGES.ownApproval);
    await insertEvent(tx, {
      tenantId: who.tenantId,
      requestId: id,
      from: 'TO_APPROVE',
      to: 'PENDING',
      actorId: who.userId,
    });
    return request;
  });
  await tell(deps, who.tenantId, moved, 'Richiesta approvata', LIFECYCLE_MESSAGES.approvedText(id));
}

export async function rejectRequest(deps: LifecycleDeps, who: Caller, id: number, reason: string): Promise<void> {
  const clientId = await approverClient(deps.db, who);
  const why = reason.trim();
  if (!why) throw invalid(LIFECYCLE_MESSAGES.reasonRequired, 'reason');
  const moved = await deps.db.transaction((tx) =>
    endUnfulfilled(tx, who, id, { from: ['TO_APPROVE'], to: 'REJECTED', note: why, clientId }),
  );
  await tell(deps, who.tenantId, moved, 'Richiesta rifiutata', LIFECYCLE_MESSAGES.rejectedText(id, why));
}

/** The customer's own offline request, within the hour (refund, judged by the API's clock); an online one never. */
export async function cancelByCustomer(deps: LifecycleDeps, who: Caller, id: number, now: Date): Promise<void> {
  const current = await requestStatus(deps.db, who.tenantId, id, { userId: who.userId });
  if (!current) throw notFound(ORDERING_MESSAGES.requestNotFound);
  if (current.productType !== 'OF') throw conflict(LIFECYCLE_MESSAGES.onlineNotCancellable);
  const age = (now.getTime() - new Date(current.createdAt).getTime()) / 60_000;
  if (age > CANCELLATION_WINDOW_MINUTES) throw conflict(LIFECYCLE_MESSAGES.cancellationExpired);
  await deps.db.transaction((tx) => endUnfulfilled(tx, who, id, { from: ['TO_APPROVE', 'PENDING'], to: 'CANCELLED' }));
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};
const PDF = [0x25, 0x50, 0x44, 0x46];

/** The back office attaches the result and the request is fulfilled; the customer is told. */
export async function fulfilRequest(
  deps: LifecycleDeps,
  who: Caller,
  id: number,
  file: TransferredFile,
): Promise<void> {
  const extension = extensionOf(file.fileName);
  if (!(RESULT_EXTENSIONS as readonly string[]).includes(extension))
    throw invalid(LIFECYCLE_MESSAGES.resultType, 'file');
  if (file.size > MAX_RESULT_MB * 1024 * 1024) throw invalid(LIFECYCLE_MESSAGES.resultTooLarge, 'file');
  // A PDF must be one: the customer opens it.
  if (extension === '.pdf' && !PDF.every((byte, index) => file.data[index] === byte)) {
    throw invalid(LIFECYCLE_MESSAGES.resultType, 'file');
  }
  const contentType = extension === '.pdf' ? 'application/pdf' : 'application/octet-stream';
  const moved = await deps.db.transaction(async (tx) => {
    const request = await move(tx, who.tenantId, id, ['PENDING'], 'COMPLETED');
    assertFourEyes(who, request.userId, LIFECYCLE_MESSAGES.ownFulfilment);
    await insertResult(tx, who.tenantId, id, { fileName: file.fileName, contentType, data: file.data }, who.userId);
    await insertEvent(tx, {
      tenantId: who.tenantId,
      requestId: id,
      from: 'PENDING',
      to: 'COMPLETED',
      actorId: who.userId,
    });
    return request;
  });
  const text = LIFECYCLE_MESSAGES.fulfilledText(id, moved.productDescription);
  await tell(deps, who.tenantId, moved, LIFECYCLE_MESSAGES.fulfilledSubject, text);
  const customer = await userFlags(deps.db, who.tenantId, moved.userId);
  const flag = customer.mailEvasione ?? 'N';
  if (flag === 'N' && customer.email)
    await send(deps, { to: customer.email, subject: LIFECYCLE_MESSAGES.fulfilledSubject, text });
  if (flag === 'G' || flag === 'S') {
    await queueDigest(deps.db, {
      tenantId: who.tenantId,
      userId: moved.userId,
      kind: 'fulfilment',
      period: flag === 'G' ? 'D' : 'W',
      requestId: id,
    });
  }
}

export async function cancelByOperator(deps: LifecycleDeps, who: Caller, id: number, reason: string): Promise<void> {
  const why = reason.trim();
  if (!why) throw invalid(LIFECYCLE_MESSAGES.reasonRequired, 'reason');
  const moved = await deps.db.transaction((tx) =>
    endUnfulfilled(tx, who, id, { from: ['PENDING'], to: 'CANCELLED', note: why }),
  );
  await tell(deps, who.tenantId, moved, 'Richiesta annullata', LIFECYCLE_MESSAGES.cancelledText(id, why));
}

const addDays = (iso: string, days: number) => new Date(new Date(iso).getTime() + days * 86_400_000).toISOString();
const addMonths = (iso: string, months: number) => {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString();
};

/** What the detail adds to a request: its transitions, its result and until when it may be cancelled. */
export async function lifecycleOf(
  db: Queryable,
  request: ScopedRequest,
  now: Date,
): Promise<Pick<RequestDetail, 'events' | 'result' | 'cancellableUntil'>> {
  const events = await requestEvents(db, request.id);
  let result: RequestDetail['result'] = null;
  if (request.status === 'COMPLETED') {
    if (request.productType === 'OF') {
      const stored = await findResult(db, request.id);
      if (stored) {
        const keptUntil = addDays(stored.createdAt, OFFLINE_RESULT_DAYS);
        result = { fileName: stored.fileName, keptUntil, available: new Date(keptUntil) > now };
      }
    } else {
      const keptUntil = addMonths(request.createdAt, ONLINE_RESULT_MONTHS);
      result = { fileName: null, keptUntil, available: new Date(keptUntil) > now };
    }
  }
  const until = addDays(request.createdAt, CANCELLATION_WINDOW_MINUTES / 1440);
  const cancellable =
    request.productType === 'OF' && ['TO_APPROVE', 'PENDING'].includes(request.status) && new Date(until) > now;
  return { events, result, cancellableUntil: cancellable ? until : null };
}

/** The offline result's file, while it is kept; past its days the download says so (410). */
export async function offlineResultFile(db: Queryable, request: ScopedRequest, now: Date): Promise<TransferredFile> {
  const stored = await findResult(db, request.id, true);
  if (!stored) throw notFound(ORDERING_MESSAGES.resultMissing);
  if (!stored.data || new Date(addDays(stored.createdAt, OFFLINE_RESULT_DAYS)) <= now) {
    throw gone(LIFECYCLE_MESSAGES.resultExpired(true));
  }
  return { fileName: stored.fileName, contentType: stored.contentType, size: stored.size, data: stored.data };
}

/** An online result past its months: the report is not made again. */
export function checkOnlineResultKept(request: ScopedRequest, now: Date): void {
  if (new Date(addMonths(request.createdAt, ONLINE_RESULT_MONTHS)) <= now)
    throw gone(LIFECYCLE_MESSAGES.resultExpired(false));
}

/** The scheduled jobs' work: the digests of a period, and the results past their days. */
export async function sendDigests(deps: LifecycleDeps, period: 'D' | 'W'): Promise<number> {
  const entries = await unsentDigests(deps.db, period);
  const groups = new Map<string, typeof entries>();
  for (const entry of entries) {
    const key = `${entry.userId}:${entry.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  for (const group of groups.values()) {
    const [first] = group;
    if (first.email) {
      const lines = group.map((entry) => `- richiesta n. ${entry.requestId}: ${entry.product}`);
      await send(deps, {
        to: first.email,
        subject: LIFECYCLE_MESSAGES.digestSubject(first.kind, period),
        text: lines.join('\n'),
      });
    }
    await markDigestsSent(
      deps.db,
      group.map((entry) => entry.id),
    );
  }
  return groups.size;
}

export const purgeExpiredResults = (db: Queryable) => purgeResults(db, OFFLINE_RESULT_DAYS);
