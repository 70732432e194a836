import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertError, catalogueClient, multipart } from './catalogue-support.ts';

const catalogue = catalogueClient(['cliente', 'admin', 'gestore@beta']);
const { sessions, call } = catalogue;
const db = () => catalogue.app.db;
type Session = (typeof sessions)[string];

const PDF = Buffer.from('%PDF-1.4\n% contratto di prova\n');
const ONLY = 'Gli unici tipi di file accettabili sono .pdf, .p7m, .jpg, .png';

/** REC001 (form RECUPERO_CREDITI): its ALLEGATO field takes pdf, p7m, jpg, png. */
async function rec001(): Promise<number> {
  const [row] = await db().query<{ id: number }>(
    `SELECT p.id FROM products p JOIN tenants t ON t.id = p.tenant_id WHERE t.code = 'alfa' AND p.product_code = 'REC001'`,
  );
  return row.id;
}

function upload(productId: number, fieldCode: string, filename: string, session: Session, data: Buffer = PDF) {
  const body = multipart([{ name: 'file', filename, type: 'application/pdf', data }]);
  return catalogue.app.inject({
    method: 'POST',
    url: `/api/requests/attachments?productId=${productId}&fieldCode=${fieldCode}`,
    headers: { ...session.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

let subjects = 0;
/**
 * A request of REC001 on a company of the registry of its own (the product asks for unique
 * requests per subject; the server finds the subject its code names).
 */
async function order(productId: number, fileName: string | null, attachments: Record<string, string> | undefined) {
  subjects += 1;
  const [company] = await db().query<{ code: string }>(
    `SELECT c.partita_iva AS code FROM companies c JOIN tenants t ON t.id = c.tenant_id
     WHERE t.code = 'alfa' ORDER BY c.id OFFSET $1 LIMIT 1`,
    [100 + subjects],
  );
  return {
    productId,
    tipoSogg: 'PG',
    formParams: {
      CF_PIVA: company.code,
      IMPORTO_CREDITO: '1500',
      DESCRIZIONE_CREDITO: 'Fattura n. 12 non pagata',
      ...(fileName ? { ALLEGATO: fileName } : {}),
    },
    ...(attachments ? { attachments } : {}),
  };
}

const requestCount = async () => (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM requests'))[0].n;

describe('files of FILE fields (spec 001 §5)', () => {
  test("an upload is checked against the field's extensions and must be for a FILE field of an orderable product", async () => {
    const productId = await rec001();
    const sent = await upload(productId, 'ALLEGATO', 'contratto.pdf', sessions.cliente);
    assert.equal(sent.statusCode, 200, sent.body);
    const attachment = sent.json().context;
    assert.match(attachment.id, /^[0-9a-f-]{36}$/);
    assert.equal(attachment.fileName, 'contratto.pdf');
    assert.equal(attachment.size, PDF.length);

    assertError(await upload(productId, 'ALLEGATO', 'programma.exe', sessions.cliente), 400, ONLY);
    assertError(
      await upload(productId, 'CF_PIVA', 'contratto.pdf', sessions.cliente),
      400,
      'Il campo non prevede il caricamento di un file',
    );
    assertError(
      await upload(999_999, 'ALLEGATO', 'contratto.pdf', sessions.cliente),
      400,
      'Spiacenti, il prodotto è inesistente o non è abilitato',
    );
    // Another tenant does not see alfa's product.
    assertError(
      await upload(productId, 'ALLEGATO', 'contratto.pdf', sessions['gestore@beta']),
      400,
      'Spiacenti, il prodotto è inesistente o non è abilitato',
    );
    const empty = await upload(productId, 'ALLEGATO', 'vuoto.pdf', sessions.cliente, Buffer.alloc(0));
    assertError(empty, 400, "Errore durante l'upload del file");
    const json = await call(
      'POST',
      `/api/requests/attachments?productId=${productId}&fieldCode=ALLEGATO`,
      {
        file: 'x',
      },
      sessions.cliente,
    );
    assert.equal(json.statusCode, 415);
  });

  test("the request claims its file in its transaction; the file is its own user's, once", async () => {
    const productId = await rec001();
    const before = await requestCount();
    // The file name without its upload: refused, nothing written.
    assertError(
      await call('POST', '/api/requests', await order(productId, 'contratto.pdf', undefined), sessions.cliente),
      400,
      'Carica di nuovo il file di Allegato: quello scelto non è più disponibile',
    );
    assert.equal(await requestCount(), before);

    const mine = (await upload(productId, 'ALLEGATO', 'contratto.pdf', sessions.cliente)).json().context;
    const theirs = (await upload(productId, 'ALLEGATO', 'contratto.pdf', sessions.admin)).json().context;
    // Another user's upload, or a name that is not the uploaded file's: refused.
    assertError(
      await call(
        'POST',
        '/api/requests',
        await order(productId, 'contratto.pdf', { ALLEGATO: theirs.id }),
        sessions.cliente,
      ),
      400,
      /Carica di nuovo il file di Allegato/,
    );
    assertError(
      await call('POST', '/api/requests', await order(productId, 'altro.pdf', { ALLEGATO: mine.id }), sessions.cliente),
      400,
      /Carica di nuovo il file di Allegato/,
    );
    assert.equal(await requestCount(), before);

    const created = await call(
      'POST',
      '/api/requests',
      await order(productId, 'contratto.pdf', { ALLEGATO: mine.id }),
      sessions.cliente,
    );
    assert.equal(created.statusCode, 200, created.body);
    const { idRichiesta } = created.json().context;
    const detail = (await call('GET', `/api/requests/${idRichiesta}`, undefined, sessions.cliente)).json().context;
    assert.deepEqual(detail.attachments, [
      { id: mine.id, fieldCode: 'ALLEGATO', fileName: 'contratto.pdf', size: PDF.length },
    ]);
    const file = await call('GET', `/api/requests/${idRichiesta}/attachments/${mine.id}`, undefined, sessions.cliente);
    assert.equal(file.statusCode, 200);
    assert.deepEqual(file.rawPayload, PDF);
    assert.match(String(file.headers['content-disposition']), /filename="contratto.pdf"/);
    for (const other of [sessions.admin, sessions['gestore@beta']]) {
      assertError(
        await call('GET', `/api/requests/${idRichiesta}/attachments/${mine.id}`, undefined, other),
        404,
        'Richiesta non trovata',
      );
    }
    // Claimed once: a second request cannot take the same file.
    assertError(
      await call(
        'POST',
        '/api/requests',
        await order(productId, 'contratto.pdf', { ALLEGATO: mine.id }),
        sessions.cliente,
      ),
      400,
      /Carica di nuovo il file di Allegato/,
    );
  });

  test('a request refused for its credit leaves its file unclaimed, ready for the next try', async () => {
    const productId = await rec001();
    const mine = (await upload(productId, 'ALLEGATO', 'scansione.jpg', sessions.cliente)).json().context;
    const [{ credit }] = await db().query<{ credit: string }>(
      `SELECT c.credit::text AS credit FROM clients c JOIN users u ON u.client_id = c.id WHERE u.login = 'cliente'`,
    );
    await db().query(`UPDATE clients c SET credit = 0 FROM users u WHERE u.client_id = c.id AND u.login = 'cliente'`);
    try {
      const body = await order(productId, 'scansione.jpg', { ALLEGATO: mine.id });
      assertError(await call('POST', '/api/requests', body, sessions.cliente), 409, 'Credito insufficiente');
      const [row] = await db().query<{ request_id: number | null }>(
        'SELECT request_id FROM request_attachments WHERE id = $1',
        [mine.id],
      );
      assert.equal(row.request_id, null);
    } finally {
      await db().query(
        `UPDATE clients c SET credit = $1::numeric FROM users u WHERE u.client_id = c.id AND u.login = 'cliente'`,
        [credit],
      );
    }
    const retried = await call(
      'POST',
      '/api/requests',
      await order(productId, 'scansione.jpg', { ALLEGATO: mine.id }),
      sessions.cliente,
    );
    assert.equal(retried.statusCode, 200, retried.body);
  });

  test('at most 20 uploads wait for their request; those older than a day are forgotten', async () => {
    const productId = await rec001();
    await db().query(`DELETE FROM request_attachments WHERE request_id IS NULL`);
    for (let index = 0; index < 20; index++) {
      assert.equal((await upload(productId, 'ALLEGATO', `f${index}.pdf`, sessions.admin)).statusCode, 200);
    }
    assertError(
      await upload(productId, 'ALLEGATO', 'troppi.pdf', sessions.admin),
      409,
      'Troppi file caricati e non ancora inviati: invia la richiesta o riprova domani',
    );
    // Another user is not counted against.
    assert.equal((await upload(productId, 'ALLEGATO', 'mio.pdf', sessions.cliente)).statusCode, 200);
    await db().query(
      `UPDATE request_attachments SET created_at = now() - interval '25 hours'
       WHERE request_id IS NULL AND user_id = (SELECT u.id FROM users u JOIN tenants t ON t.id = u.tenant_id WHERE u.login = 'admin' AND t.code = 'alfa')`,
    );
    assert.equal((await upload(productId, 'ALLEGATO', 'di-nuovo.pdf', sessions.admin)).statusCode, 200);
    const [{ n }] = await db().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM request_attachments
       WHERE request_id IS NULL AND user_id = (SELECT u.id FROM users u JOIN tenants t ON t.id = u.tenant_id WHERE u.login = 'admin' AND t.code = 'alfa')`,
    );
    assert.equal(n, 1);
  });
});
