import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { LIFECYCLE_MESSAGES, ORDERING_MESSAGES } from '@portal/contracts/messages';
import { purgeExpiredResults, sendDigests } from '../src/modules/requests/lifecycle.ts';
import { accountMailer } from '../src/modules/auth/account-mailing.ts';
import { outbox } from './account-helper.ts';
import { FORBIDDEN, assertError, catalogueClient, multipart } from './catalogue-support.ts';
import type { Session } from './helper.ts';
import { COMPANY, orderingHelpers } from './ordering-support.ts';
import { pdfText } from './report-support.ts';

// The API's clock, moved forward by the tests that need time to pass (the 1-hour window).
let clockOffset = 0;
const catalogue = catalogueClient(['richiedente', 'approvatore', 'gestore', 'admin', 'cliente'], {
  clock: () => new Date(Date.now() + clockOffset),
});
const { sessions, call } = catalogue;
const { db, productOf, validParams, creditOf } = orderingHelpers(catalogue);

const cents = (euro: string) => Math.round(Number(euro) * 100);
const PDF = Buffer.from('%PDF-1.4\n% esito della richiesta\n%%EOF\n');

interface Detail {
  id: number;
  status: string;
  events: Array<{ fromStatus: string | null; toStatus: string; actorName: string | null; note: string | null }>;
  result: { fileName: string | null; available: boolean } | null;
  cancellableUntil: string | null;
}

async function ok<T>(method: 'GET' | 'POST', url: string, session: Session, payload?: unknown): Promise<T> {
  const response = await call(method, url, payload, session);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().context as T;
}

let offline: { id: number; formCode: string };
async function order(
  session: Session,
  code = 'IND008',
): Promise<{ idRichiesta: number; status: string; price: string }> {
  const product = code === 'IND008' ? offline : await productOf(code);
  return ok('POST', '/api/requests', session, {
    productId: product.id,
    tipoSogg: 'PG',
    subject: COMPANY,
    formParams: await validParams(product.formCode, 'PG'),
  });
}

function fulfil(id: number, fileName = 'esito.pdf', data: Buffer = PDF) {
  const body = multipart([{ name: 'file', filename: fileName, type: 'application/pdf', data }]);
  return catalogue.app.inject({
    method: 'POST',
    url: `/api/back-office/offline-requests/${id}/fulfil`,
    headers: { ...sessions.gestore.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('the life of an offline request', () => {
  before(async () => {
    offline = await productOf('IND008');
  });

  test("the back office delivers the standard document, from the providers' data, with its notes (issue 45)", async () => {
    const created = await order(sessions.cliente, 'CAT001');
    assert.equal(created.status, 'PENDING');
    const id = created.idRichiesta;
    const notes = 'Visura eseguita presso il Catasto di Milano.\nNessuna difformità rilevata.';
    const preview = await call(
      'GET',
      `/api/back-office/offline-requests/${id}/standard-document.pdf?notes=${encodeURIComponent(notes)}`,
      undefined,
      sessions.gestore,
    );
    assert.equal(preview.statusCode, 200, preview.body);
    const previewed = await pdfText(preview.rawPayload);
    for (const text of ['Immobili', 'Intestatari e quote', "Note dell'operatore", 'Nessuna difformità rilevata.'])
      assert.ok(previewed.text.includes(text), text);
    // The customer may not ask for it; the request stays pending until delivered.
    assert.equal(
      (await call('GET', `/api/back-office/offline-requests/${id}/standard-document.pdf`, undefined, sessions.cliente))
        .statusCode,
      403,
    );
    assertError(
      await call(
        'POST',
        `/api/back-office/offline-requests/${id}/fulfil-standard`,
        { notes: 'x'.repeat(1001) },
        sessions.gestore,
      ),
      400,
      /notes/,
    );

    await ok('POST', `/api/back-office/offline-requests/${id}/fulfil-standard`, sessions.gestore, { notes });
    const detail = await ok<Detail & { formParams: object; formLabels: Record<string, string> }>(
      'GET',
      `/api/requests/${id}`,
      sessions.cliente,
    );
    assert.equal(detail.status, 'COMPLETED');
    assert.equal(detail.result?.fileName, `esito-richiesta-${id}.pdf`);
    // Each form value comes with its field's name (issue 46).
    const codes = Object.keys(detail.formParams);
    assert.ok(codes.length > 0);
    for (const code of codes) assert.ok(detail.formLabels[code] && detail.formLabels[code] !== code, code);
    const result = await call('GET', `/api/requests/${id}/result`, undefined, sessions.cliente);
    assert.equal(result.statusCode, 200);
    const delivered = await pdfText(result.rawPayload);
    assert.ok(delivered.text.includes('Nessuna difformità rilevata.'), 'the notes delivered');
    assert.ok(delivered.text.includes(`Richiesta n. ${id}`));
    // Delivered once: the request is no longer pending.
    assertError(
      await call('POST', `/api/back-office/offline-requests/${id}/fulfil-standard`, {}, sessions.gestore),
      404,
      ORDERING_MESSAGES.requestNotFound,
    );
  });

  test('the confirm step names the due date an offline request is then given; an online one has none (issue 46)', async () => {
    const quoted = await ok<{ dueDate: string | null }>(
      'GET',
      `/api/requests/quote?productId=${offline.id}`,
      sessions.admin,
    );
    assert.match(quoted.dueDate ?? '', /^\d{4}-\d{2}-\d{2}$/);
    const created = await order(sessions.admin);
    const [stored] = await db().query<{ due: string }>(`SELECT due_date AS due FROM requests WHERE id = $1`, [
      created.idRichiesta,
    ]);
    assert.equal(stored.due, quoted.dueDate);
    const online = await productOf('VIS001');
    const onlineQuote = await ok<{ dueDate: string | null }>(
      'GET',
      `/api/requests/quote?productId=${online.id}`,
      sessions.admin,
    );
    assert.equal(onlineQuote.dueDate, null);
  });

  test('a user subject to approval waits for an approver of the client, who is told; approve, then fulfil', async () => {
    const created = await order(sessions.richiedente);
    assert.equal(created.status, 'TO_APPROVE');
    const id = created.idRichiesta;
    // The approver: a notification, and a mail at once (flag X: single and daily).
    const mails = await outbox(catalogue.app);
    assert.ok(
      mails.some((mail) => mail.to.includes('approvatore@') && mail.subject === LIFECYCLE_MESSAGES.approvalSubject),
    );
    const waiting = await ok<{ content: Array<{ id: number }> }>('GET', '/api/approvals', sessions.approvatore);
    assert.ok(waiting.content.some((row) => row.id === id));
    // Not an approver: refused; an approver of another client: does not see it, cannot approve it.
    assertError(
      await call('GET', '/api/approvals', undefined, sessions.richiedente),
      403,
      LIFECYCLE_MESSAGES.notApprover,
    );
    await db().query(`UPDATE users SET approvazione = 'A' WHERE login = 'cliente'`);
    const others = await ok<{ content: Array<{ id: number }> }>('GET', '/api/approvals', sessions.cliente);
    assert.ok(!others.content.some((row) => row.id === id));
    assertError(
      await call('POST', `/api/approvals/${id}/approve`, undefined, sessions.cliente),
      404,
      ORDERING_MESSAGES.requestNotFound,
    );

    await ok('POST', `/api/approvals/${id}/approve`, sessions.approvatore);
    assertError(
      await call('POST', `/api/approvals/${id}/approve`, undefined, sessions.approvatore),
      409,
      LIFECYCLE_MESSAGES.illegal('PENDING'),
    );
    const queue = await ok<{ content: Array<{ id: number; dueDate: string; overdue: boolean }> }>(
      'GET',
      '/api/back-office/offline-requests?size=100',
      sessions.gestore,
    );
    const queued = queue.content.find((row) => row.id === id)!;
    assert.ok(queued.dueDate);
    assert.equal(queued.overdue, false);
    // 'Solo scadute': only what is past its due date, then this one once it is.
    const overdueIds = async () =>
      (
        await ok<{ content: Array<{ id: number }> }>(
          'GET',
          '/api/back-office/offline-requests?size=100&overdue=true',
          sessions.gestore,
        )
      ).content.map((row) => row.id);
    assert.ok(!(await overdueIds()).includes(id));
    await db().query(`UPDATE requests SET due_date = current_date - 2 WHERE id = $1`, [id]);
    assert.ok((await overdueIds()).includes(id));
    await db().query(`UPDATE requests SET due_date = $2::date WHERE id = $1`, [id, queued.dueDate]);
    assertError(
      await call('GET', '/api/back-office/offline-requests', undefined, sessions.richiedente),
      403,
      FORBIDDEN,
    );

    // Not a PDF under a .pdf name, or a type not accepted: refused, nothing changes.
    assertError(await fulfil(id, 'esito.pdf', Buffer.from('non un pdf')), 400, LIFECYCLE_MESSAGES.resultType);
    assertError(await fulfil(id, 'esito.exe', PDF), 400, LIFECYCLE_MESSAGES.resultType);
    const response = await fulfil(id);
    assert.equal(response.statusCode, 200, response.body);
    assertError(await fulfil(id), 409, LIFECYCLE_MESSAGES.illegal('COMPLETED'));

    const detail = await ok<Detail>('GET', `/api/requests/${id}`, sessions.richiedente);
    assert.equal(detail.status, 'COMPLETED');
    assert.deepEqual(
      detail.events.map((event) => [event.fromStatus, event.toStatus, event.actorName]),
      [
        [null, 'TO_APPROVE', 'Sara Galli'],
        ['TO_APPROVE', 'PENDING', 'Davide Marino'],
        ['PENDING', 'COMPLETED', 'Giulia Bianchi'],
      ],
    );
    assert.deepEqual(detail.result, {
      fileName: 'esito.pdf',
      keptUntil: (detail.result as never as { keptUntil: string }).keptUntil,
      available: true,
    });
    const file = await call('GET', `/api/requests/${id}/result`, undefined, sessions.richiedente);
    assert.equal(file.statusCode, 200);
    assert.equal(file.body, PDF.toString());
    const notifications = await ok<Array<{ subject: string; link: string }>>(
      'GET',
      '/api/my-notifications',
      sessions.richiedente,
    );
    assert.ok(
      notifications.some(
        (n) => n.subject === LIFECYCLE_MESSAGES.fulfilledSubject && n.link === `/requests?requestId=${id}`,
      ),
    );

    // Kept 120 days: past them the download says so, and the job purges the bytes.
    await db().query(`UPDATE request_results SET created_at = now() - interval '121 days' WHERE request_id = $1`, [id]);
    assertError(
      await call('GET', `/api/requests/${id}/result`, undefined, sessions.richiedente),
      410,
      LIFECYCLE_MESSAGES.resultExpired(true),
    );
    assert.ok((await purgeExpiredResults(db())) >= 1);
    const [{ data }] = await db().query<{ data: unknown }>(`SELECT data FROM request_results WHERE request_id = $1`, [
      id,
    ]);
    assert.equal(data, null);
  });

  test('a rejection refunds the credit to the cent; the digest gathers what waited', async () => {
    const before = await creditOf('richiedente');
    const created = await order(sessions.richiedente);
    assert.equal(cents(await creditOf('richiedente')), cents(before) - cents(created.price));
    assertError(
      await call('POST', `/api/approvals/${created.idRichiesta}/reject`, { reason: ' ' }, sessions.approvatore),
      400,
      LIFECYCLE_MESSAGES.reasonRequired,
    );
    await ok('POST', `/api/approvals/${created.idRichiesta}/reject`, sessions.approvatore, { reason: 'Fuori budget' });
    assert.equal(await creditOf('richiedente'), before);
    assertError(
      await call('POST', `/api/approvals/${created.idRichiesta}/reject`, { reason: 'ancora' }, sessions.approvatore),
      409,
      LIFECYCLE_MESSAGES.illegal('REJECTED'),
    );
    const [refund] = await db().query<{ amount: string; description: string }>(
      `SELECT amount::text, description FROM accounting_movements WHERE kind = 'REFUND' AND description LIKE $1`,
      [`%n. ${created.idRichiesta} %`],
    );
    assert.equal(cents(refund.amount), cents(created.price));
    assert.equal(refund.description, `Rimborso della richiesta n. ${created.idRichiesta} (rifiutata)`);
    const events = await db().query<{ from: string; to: string; note: string | null }>(
      `SELECT from_status AS "from", to_status AS "to", note FROM request_events WHERE request_id = $1 ORDER BY id`,
      [created.idRichiesta],
    );
    assert.deepEqual(events.at(-1), { from: 'TO_APPROVE', to: 'REJECTED', note: 'Fuori budget' });

    const deps = {
      db: db(),
      hub: catalogue.app.notifications,
      mailer: accountMailer(catalogue.app),
      mailFrom: catalogue.app.config.mailFrom,
    };
    assert.ok((await sendDigests(deps, 'D')) >= 1);
    const digest = (await outbox(catalogue.app)).find(
      (mail) => mail.to.includes('approvatore@') && mail.subject === LIFECYCLE_MESSAGES.digestSubject('approval', 'D'),
    );
    assert.ok(digest?.body.includes(`richiesta n. ${created.idRichiesta}`));
    assert.equal(await sendDigests(deps, 'D'), 0, 'each entry goes once');
  });

  test('the customer cancels an offline request within the hour, never an online one', async () => {
    const before = await creditOf('admin');
    const created = await order(sessions.admin);
    assert.equal(created.status, 'PENDING');
    const detail = await ok<Detail>('GET', `/api/requests/${created.idRichiesta}`, sessions.admin);
    assert.ok(detail.cancellableUntil);
    await ok('POST', `/api/requests/${created.idRichiesta}/cancel`, sessions.admin);
    assert.equal(await creditOf('admin'), before);
    assertError(
      await call('POST', `/api/requests/${created.idRichiesta}/cancel`, undefined, sessions.admin),
      409,
      LIFECYCLE_MESSAGES.illegal('CANCELLED'),
    );
    assertError(await fulfil(created.idRichiesta), 409, LIFECYCLE_MESSAGES.illegal('CANCELLED'));

    const late = await order(sessions.admin);
    clockOffset = 61 * 60_000;
    const detailLater = await ok<Detail>('GET', `/api/requests/${late.idRichiesta}`, sessions.admin);
    assert.equal(detailLater.cancellableUntil, null);
    assertError(
      await call('POST', `/api/requests/${late.idRichiesta}/cancel`, undefined, sessions.admin),
      409,
      LIFECYCLE_MESSAGES.cancellationExpired,
    );
    clockOffset = 0;
    const online = await order(sessions.admin, 'VIS001');
    assertError(
      await call('POST', `/api/requests/${online.idRichiesta}/cancel`, undefined, sessions.admin),
      409,
      LIFECYCLE_MESSAGES.onlineNotCancellable,
    );
    // Someone else's request: not found.
    assertError(
      await call('POST', `/api/requests/${late.idRichiesta}/cancel`, undefined, sessions.cliente),
      404,
      ORDERING_MESSAGES.requestNotFound,
    );

    // The back office cancels with a reason: refund and a notification.
    const credit = await creditOf('admin');
    await ok('POST', `/api/back-office/offline-requests/${late.idRichiesta}/cancel`, sessions.gestore, {
      reason: 'Soggetto non trovato',
    });
    assert.equal(cents(await creditOf('admin')), cents(credit) + cents(late.price));
    const notifications = await ok<Array<{ text: string }>>('GET', '/api/my-notifications', sessions.admin);
    assert.ok(
      notifications.some((n) => n.text === LIFECYCLE_MESSAGES.cancelledText(late.idRichiesta, 'Soggetto non trovato')),
    );
  });

  test('two operators fulfilling the same request at once: one succeeds, the other is told', async () => {
    const created = await order(sessions.admin);
    const answers = await Promise.all([fulfil(created.idRichiesta), fulfil(created.idRichiesta)]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
    const [{ results }] = await db().query<{ results: number }>(
      `SELECT count(*)::int AS results FROM request_results WHERE request_id = $1`,
      [created.idRichiesta],
    );
    assert.equal(results, 1);
  });
});
