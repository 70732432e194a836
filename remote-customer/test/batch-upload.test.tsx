import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Batch, BatchArchive, BatchCheck, BatchRow } from '@portal/contracts/api/batches';
import type { OrderForm } from '@portal/contracts/api/ordering';
import { BATCH_MESSAGES } from '@portal/contracts/messages';
import { authStore, configureClientHooks, resetAuthStore } from '@portal/shared-auth';
import { FakeSocket, envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import { renderRoute, setupUser } from '@portal/shared-ui/testing';
import { BatchUpload } from '../src/features/ordering/components/batch-upload';
import BatchDetailPage from '../src/features/batches/components/batch-detail-page';

let user: UserEvent;
let seen: SeenRequest[];
const errors: string[] = [];

const FORM = {
  product: {
    id: 40,
    fullProductCode: 'VIS.VIS010',
    description: 'Visura ordinaria massiva',
    productType: 'ON',
    evasDays: 0,
    search: false,
    nuovaRicerca: false,
    enableMassiveUpload: true,
    massiveUploadSplit: true,
  },
  formCode: 'VISURA_PG',
  fields: [],
  window: null,
} satisfies OrderForm;

const CHECK_ID = '6d7f1c2e-8a0b-4c1d-9e2f-3a4b5c6d7e8f';

function check(extra: Partial<BatchCheck>): BatchCheck {
  return {
    id: CHECK_ID,
    state: 'staging',
    productId: 40,
    subjectType: 'PG',
    fileName: 'lotto.csv',
    total: 3,
    checked: 0,
    headers: ['Codice fiscale o partita IVA', 'Note'],
    columns: [
      { fieldCode: 'CF_PIVA', name: 'Codice fiscale o partita IVA', obligatory: true, group: 1, column: null },
      { fieldCode: 'NUMERO_REA', name: 'Numero REA', obligatory: true, group: 1, column: null },
    ],
    ignoredColumns: [],
    preview: [],
    rows: [],
    blocking: 0,
    warnings: 0,
    skipped: 0,
    requests: 0,
    unitPrice: '5.90',
    totalPrice: '0.00',
    credit: '2000.00',
    enough: true,
    ...extra,
  };
}

const record = (value: string) => [
  { label: 'CF_PIVA', displayLabel: 'Codice fiscale o partita IVA', stringValue: value },
];

const LOADED = check({
  state: 'loaded',
  checked: 3,
  ignoredColumns: ['Note'],
  rows: [
    { row: 2, records: record('12345600154'), errors: [] },
    {
      row: 3,
      records: record('123'),
      errors: [{ message: 'Partita IVA non valida', type: 'ERROR', skippable: false, fieldCode: 'CF_PIVA' }],
    },
    {
      row: 4,
      records: record('98765430151'),
      errors: [{ message: BATCH_MESSAGES.subjectUnknown, type: 'WARN', skippable: true, fieldCode: null }],
    },
  ],
  blocking: 1,
  warnings: 1,
  requests: 2,
  totalPrice: '11.80',
});

beforeEach(() => {
  user = setupUser();
  FakeSocket.all = [];
  errors.length = 0;
  resetAuthStore();
  authStore.setState({ accessToken: 'token', tenant: 'alfa' } as never);
  configureClientHooks({ notifyError: (message) => errors.push(message) });
});

function serve(answers: { check: () => BatchCheck }) {
  seen = serveApi(({ method, url }) => {
    if (url.startsWith('/api/requests/massive/check?') && method === 'POST')
      return { status: 200, body: envelope(answers.check()) };
    if (url === `/api/requests/massive/check/${CHECK_ID}` && method === 'GET')
      return { status: 200, body: envelope(answers.check()) };
    if (url === `/api/requests/massive/check/${CHECK_ID}` && method === 'DELETE')
      return { status: 200, body: envelope(check({ state: 'cancelled' })) };
    if (url === '/api/requests/massive/mapping') return { status: 200, body: envelope(null) };
    if (url === '/api/requests/massive/product-files')
      return { status: 200, body: envelope({ demo: 'demo.xlsx', sheet: null }) };
    if (url === '/api/ws-connection-url')
      return { status: 200, body: envelope({ url: 'ws://portale/api/ws?ticket=t' }) };
    if (url === '/api/requests/massive')
      return {
        status: 200,
        body: envelope({
          idLotto: 7,
          rimaRequest: { idMovContab: 1, idRichiesta: 1 },
          requests: 2,
          subjects: 2,
          total: '11.80',
          credit: '1988.20',
        }),
      };
    return { status: 404, body: { error: true, message: 'Risorsa non trovata', context: null } };
  });
}

const pick = (name = 'lotto.csv') =>
  user.upload(document.querySelector('input[type=file]') as HTMLInputElement, new File(['a;b\n1;2\n'], name));

function renderUpload(onSubmitted = jest.fn()) {
  renderRoute(
    '/line/detail/:lineId',
    <BatchUpload
      form={FORM}
      subjectType="PG"
      onSubmitted={onSubmitted}
      live={{ createSocket: (url) => new FakeSocket(url), backoffMs: [10] }}
    />,
    '/line/detail/1',
  );
  return onSubmitted;
}

describe('the file tab of the wizard (spec 001 §2.1, §8)', () => {
  it('refuses a file of another type before sending it', async () => {
    serve({ check: () => check({}) });
    renderUpload();
    // Dropped on the area: the input's accept list does not filter a drop.
    fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [new File(['x'], 'lotto.pdf')] },
    });
    expect(await screen.findByText(BATCH_MESSAGES.fileType)).toBeInTheDocument();
    // The catalogue uploaded a demo file, not a product sheet.
    expect(await screen.findByRole('button', { name: /File demo/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Scheda prodotto/ })).not.toBeInTheDocument();
    expect(seen.some((request) => request.url.startsWith('/api/requests/massive/check'))).toBe(false);
  });

  it('shows the progress pushed on the live channel, then the banners; submit waits for a clean file', async () => {
    let answer = check({});
    serve({ check: () => answer });
    renderUpload();
    await pick();
    expect(await screen.findByText('Righe controllate: 0 di 3')).toBeInTheDocument();
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    act(() =>
      FakeSocket.all[0].push({ type: 'batch-check', check: { id: CHECK_ID, state: 'staging', checked: 2, total: 3 } }),
    );
    expect(await screen.findByText('Righe controllate: 2 di 3')).toBeInTheDocument();
    // Another check's progress is not this one's.
    act(() =>
      FakeSocket.all[0].push({ type: 'batch-check', check: { id: 'other', state: 'staging', checked: 3, total: 9 } }),
    );
    expect(screen.getByText('Righe controllate: 2 di 3')).toBeInTheDocument();

    answer = LOADED;
    act(() =>
      FakeSocket.all[0].push({ type: 'batch-check', check: { id: CHECK_ID, state: 'loaded', checked: 3, total: 3 } }),
    );
    expect(await screen.findByText(BATCH_MESSAGES.blocking(1))).toBeInTheDocument();
    expect(screen.getByText(BATCH_MESSAGES.warnings(1))).toBeInTheDocument();
    expect(screen.getByText('Colonne ignorate: Note')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invia il lotto' })).toBeDisabled();
    await waitFor(() => expect(FakeSocket.all[0].closed).toBe(true));

    await user.click(screen.getByRole('combobox', { name: 'Filtra le righe' }));
    await user.click(await screen.findByTitle('Con errori bloccanti'));
    const rows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0] as HTMLElement).getByText('Partita IVA non valida')).toBeInTheDocument();
  });

  it('after a reconnect the progress resumes from the server, not from zero', async () => {
    let answer = check({});
    serve({ check: () => answer });
    renderUpload();
    await pick();
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    act(() => FakeSocket.all[0].onclose?.({}));
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    // Meanwhile the server went on: the new socket's opening reads where the check is.
    answer = check({ checked: 2 });
    act(() => FakeSocket.all[1].onopen?.({}));
    expect(await screen.findByText('Righe controllate: 2 di 3')).toBeInTheDocument();
  });

  it('a clean file is sent as one batch', async () => {
    serve({ check: () => ({ ...LOADED, rows: [LOADED.rows[0], LOADED.rows[2]], blocking: 0 }) });
    const onSubmitted = renderUpload();
    await pick();
    const send = await screen.findByRole('button', { name: 'Invia il lotto' });
    await waitFor(() => expect(send).toBeEnabled());
    expect(screen.getByText('11,80 €')).toBeInTheDocument();
    await user.click(send);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ idLotto: 7 })));
    expect(seen.find((request) => request.url === '/api/requests/massive')?.data).toEqual({ checkId: CHECK_ID });
  });

  it('rows with a blocking error can be left out and the rest sent, without uploading the file again', async () => {
    serve({ check: () => LOADED });
    const onSubmitted = renderUpload();
    await pick();
    expect(await screen.findByText(BATCH_MESSAGES.blocking(1))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invia il lotto' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Escludi la riga con errori e invia le altre' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ idLotto: 7 })));
    expect(seen.find((request) => request.url === '/api/requests/massive')?.data).toEqual({
      checkId: CHECK_ID,
      excludeBlocking: true,
    });
  });

  it('not enough credit: the batch cannot be sent', async () => {
    serve({ check: () => ({ ...LOADED, blocking: 0, enough: false }) });
    renderUpload();
    await pick();
    expect(await screen.findByText('Credito insufficiente')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invia il lotto' })).toBeDisabled();
  });

  it("asks for the columns when the file's are not the form's, and sends the file again with them", async () => {
    let answer = check({ id: null, state: 'mapping', preview: [['12345600154', 'x']] });
    serve({ check: () => answer });
    renderUpload();
    await pick();
    const confirm = await screen.findByRole('button', { name: 'Conferma abbinamento' });
    expect(confirm).toBeDisabled();
    expect(screen.getByText('12345600154')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Colonna per Codice fiscale o partita IVA' }));
    await user.click(
      await screen.findByText('Codice fiscale o partita IVA', { selector: '.ant-select-item-option-content' }),
    );
    // One field of the group is enough.
    await waitFor(() => expect(confirm).toBeEnabled());
    answer = check({});
    await user.click(confirm);
    await screen.findByText('Righe controllate: 0 di 3');
    expect(seen.find((request) => request.url === '/api/requests/massive/mapping')?.data).toEqual({
      productId: 40,
      subjectType: 'PG',
      columns: { CF_PIVA: 'Codice fiscale o partita IVA', NUMERO_REA: null },
    });
    expect(seen.filter((request) => request.url.startsWith('/api/requests/massive/check?'))).toHaveLength(2);
  });

  it('a check can be cancelled', async () => {
    serve({ check: () => check({}) });
    renderUpload();
    await pick();
    await user.click(await screen.findByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Scarica file di esempio')).toBeInTheDocument();
  });
});

describe('/requests/massive/detail/{batchId} (spec 001 §2.2)', () => {
  const BATCH: Batch = {
    id: 7,
    productId: 40,
    fullProductCode: 'VIS.VIS010',
    productDescription: 'Visura ordinaria massiva',
    subjectType: 'PG',
    fileName: 'lotto.csv',
    rows: 2,
    requests: 2,
    completed: 1,
    split: true,
    total: '11.80',
    status: 'PENDING',
    createdAt: '2026-11-20T09:00:00.000Z',
    completedAt: null,
    userName: 'Alessandro Conti',
    archiveInBackground: false,
  };
  const ROWS: BatchRow[] = [
    {
      row: 2,
      subjectCode: '12345600154',
      subjectName: 'PORTALE ALFA SERVIZI S.P.A.',
      requestId: 91,
      status: 'COMPLETED',
      price: '5.90',
      completedAt: '2026-11-20T09:01:00.000Z',
    },
    {
      row: 3,
      subjectCode: '98765430151',
      subjectName: null,
      requestId: 92,
      status: 'PENDING',
      price: '5.90',
      completedAt: null,
    },
  ];

  it('shows the header and the rows, filtered by status on the server', async () => {
    seen = serveApi(({ url, params }) => {
      if (url === '/api/requests/massive/7') return { status: 200, body: envelope(BATCH) };
      if (url === '/api/requests/massive/7/rows') {
        const status = (params as { status?: string }).status;
        const content = status ? ROWS.filter((row) => row.status === status) : ROWS;
        return { status: 200, body: envelope({ content, totalElements: content.length }) };
      }
      return { status: 404, body: { error: true, message: 'Lotto non trovato', context: null } };
    });
    renderRoute('/requests/massive/detail/:batchId', <BatchDetailPage />, '/requests/massive/detail/7');
    expect(await screen.findByRole('heading', { name: 'Lotto n. 7' })).toBeInTheDocument();
    expect(await screen.findByText('1 evase su 2')).toBeInTheDocument();
    expect(screen.getAllByText('In lavorazione').length).toBeGreaterThan(0);
    expect(await screen.findByText('PORTALE ALFA SERVIZI S.P.A.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'n. 92' })).toHaveAttribute('href', '/requests?requestId=92');
    expect(screen.getByRole('button', { name: /Scarica gli esiti/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Scarica il riepilogo/ })).toBeEnabled();
    // Each completed row's own document; a pending row has none yet.
    expect(screen.getByRole('button', { name: 'Scarica il documento della riga 2' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Scarica il documento della riga 3' })).toBeNull();
  });

  describe('past the direct limit: an archive prepared in the background (issue 45)', () => {
    const LARGE: Batch = { ...BATCH, rows: 400, requests: 400, completed: 400, archiveInBackground: true };
    const archive = (state: BatchArchive['state'], extra: Partial<BatchArchive> = {}): BatchArchive => ({
      id: 3,
      batchId: 7,
      state,
      documents: 401,
      sizeBytes: null,
      requestedAt: '2026-11-20T10:00:00.000Z',
      readyAt: null,
      expiresAt: null,
      error: null,
      ...extra,
    });
    const serveLarge = (latest: BatchArchive | null, prepared: BatchArchive) =>
      serveApi(({ method, url }) => {
        if (url === '/api/requests/massive/7') return { status: 200, body: envelope(LARGE) };
        if (url === '/api/requests/massive/7/rows')
          return { status: 200, body: envelope({ content: ROWS, totalElements: 2 }) };
        if (url === '/api/requests/massive/7/archive') {
          return method === 'POST'
            ? { status: 202, body: envelope(prepared) }
            : { status: 200, body: envelope(latest) };
        }
        return { status: 404, body: { error: true, message: 'Lotto non trovato', context: null } };
      });

    it('is asked for, then said to be in preparation, with the bell to tell when it is ready', async () => {
      seen = serveLarge(null, archive('PREPARING'));
      renderRoute('/requests/massive/detail/:batchId', <BatchDetailPage />, '/requests/massive/detail/7');
      const prepare = await screen.findByRole('button', { name: /Prepara l'archivio degli esiti/ });
      // Once the latest archive is known (none).
      await waitFor(() => expect(prepare).toBeEnabled());
      await user.click(prepare);
      expect(await screen.findByText(BATCH_MESSAGES.archiveStarted)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Archivio in preparazione/ })).toBeDisabled();
      expect(screen.getByText('Una notifica ti dirà quando è pronto')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Scarica gli esiti/ })).toBeNull();
      expect(seen.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
        '/api/requests/massive/7/archive',
      ]);
    });

    it('a ready archive is downloaded; a failed one says why and is asked for again', async () => {
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
      serveLarge(
        archive('READY', { sizeBytes: 1000, readyAt: '2026-11-20T10:01:00.000Z', expiresAt: tomorrow }),
        archive('PREPARING'),
      );
      const { unmount } = renderRoute(
        '/requests/massive/detail/:batchId',
        <BatchDetailPage />,
        '/requests/massive/detail/7',
      );
      expect(await screen.findByRole('button', { name: /Scarica l'archivio degli esiti/ })).toBeEnabled();
      unmount();
      const failed = archive('FAILED', { error: BATCH_MESSAGES.archiveInterrupted });
      serveLarge(failed, archive('PREPARING'));
      renderRoute('/requests/massive/detail/:batchId', <BatchDetailPage />, '/requests/massive/detail/7');
      expect(await screen.findByText(BATCH_MESSAGES.archiveInterrupted)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Prepara l'archivio degli esiti/ })).toBeEnabled();
    });
  });

  it("another's batch: the server's message", async () => {
    serveApi(() => ({ status: 404, body: { error: true, message: 'Lotto non trovato', context: null } }));
    renderRoute('/requests/massive/detail/:batchId', <BatchDetailPage />, '/requests/massive/detail/8');
    expect(await screen.findByText('Lotto non trovato')).toBeInTheDocument();
  });
});
