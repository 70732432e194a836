import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Batch,
  BatchCheck,
  BatchCheckParams,
  BatchCreated,
  BatchMappingInput,
  BatchParams,
  BatchProductFileQuery,
  BatchProductFiles,
  BatchProductQuery,
  BatchRowsPage,
  BatchRowsQuery,
  BatchSubmitInput,
} from '@portal/contracts/api/batches';
import { Type } from '@portal/contracts/api/schema';
import { BATCH_MESSAGES, MAX_BATCH_FILE_MB, MAX_BATCH_ROWS, ORDERING_MESSAGES } from '@portal/contracts/messages';
import { envelope } from '../../errors.ts';
import { ATTACHMENT_RESPONSE, readUploadedFile, sendAttachment, uploadLimits } from '../../http/file-transfer.ts';
import { caller } from '../../plugins/tenant.ts';
import { responses } from '../../schemas/common.ts';
import { alertLowBalance } from '../../services/balance-alert.ts';
import {
  batchProduct,
  batchProductFile,
  batchProductFiles,
  cancelCheck,
  getCheck,
  rememberMapping,
  startCheck,
  type BatchDeps,
} from '../../services/batch-checks.ts';
import { submitBatch } from '../../services/batch-submit.ts';
import { batchResultsZip, batchWorkbook, getBatch, listBatchRows } from '../../services/batches-service.ts';
import { batchTemplate } from '../../spreadsheets/batch-template.ts';
import { XLSX_TYPE } from '../../spreadsheets/workbook.ts';

const TAGS = ['richieste da file'];
const signedIn = { access: 'user' as const };

/**
 * Batch requests by spreadsheet (spec 001 §2.1, §2.2, §3, §7): the template, the check of a file
 * (progress on the live channel), the mapping of its columns, the submit, and the batch detail.
 */
const batches: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: uploadLimits(MAX_BATCH_FILE_MB * 1024 * 1024) });
  const deps = (): BatchDeps => ({ db: app.db, hub: app.notifications, now: app.config.clock, sheets: app.sheets });

  app.get(
    '/api/requests/massive/template',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: "File di esempio: un foglio con una colonna per campo della form, una riga d'esempio e le regole",
        querystring: BatchProductQuery,
        produces: [XLSX_TYPE],
        response: ATTACHMENT_RESPONSE,
      },
    },
    async (request, reply) => {
      const target = await batchProduct(deps(), caller(request), request.query);
      const data = await batchTemplate(target.fields, request.query.subjectType);
      return sendAttachment(reply, {
        fileName: `esempio-${target.product.fullProductCode}.xlsx`.replace(/[^\w.-]/g, '_'),
        contentType: XLSX_TYPE,
        size: data.length,
        data,
      });
    },
  );

  app.get(
    '/api/requests/massive/product-files',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Il file demo e la scheda del prodotto per il tipo di soggetto, se caricati (nomi)',
        querystring: BatchProductQuery,
        response: responses(BatchProductFiles),
      },
    },
    async (request) => envelope(await batchProductFiles(deps(), caller(request), request.query)),
  );

  app.get(
    '/api/requests/massive/product-file',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Scarica il file demo (kind=demo) o la scheda (kind=sheet) del prodotto',
        querystring: BatchProductFileQuery,
        produces: ['application/octet-stream'],
        response: ATTACHMENT_RESPONSE,
      },
    },
    async (request, reply) => sendAttachment(reply, await batchProductFile(deps(), caller(request), request.query)),
  );

  app.post(
    '/api/requests/massive/check',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Controlla un file di richieste (Excel check): avanzamento sul canale live, esito per riga',
        description:
          `multipart/form-data con una parte "file" (csv, xls, xlsx, ods; al massimo ${MAX_BATCH_FILE_MB} MB e ` +
          `${MAX_BATCH_ROWS} righe). 400 con il motivo per un file non accettabile. Se le colonne non coprono i campi ` +
          `obbligatori risponde state "mapping" con le colonne e un'anteprima (nulla è salvato): l'abbinamento si ` +
          `salva con PUT /api/requests/massive/mapping e il file si ricarica. Altrimenti risponde state "staging" con ` +
          `l'id del controllo; l'avanzamento arriva sul canale live dell'utente ({type: "batch-check", check}) e lo ` +
          `stato si legge con GET /api/requests/massive/check/{id}.`,
        consumes: ['multipart/form-data'],
        querystring: BatchProductQuery,
        response: responses(BatchCheck),
      },
    },
    async (request) => {
      const file = await readUploadedFile(request, 'richieste.xlsx', MAX_BATCH_FILE_MB * 1024 * 1024);
      return envelope(await startCheck(deps(), caller(request), request.query, file));
    },
  );

  app.get(
    '/api/requests/massive/check/:id',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Lo stato di un proprio controllo: avanzamento, e a controllo finito ogni riga con i suoi errori',
        params: BatchCheckParams,
        response: responses(BatchCheck),
      },
    },
    async (request) => envelope(await getCheck(deps(), caller(request), request.params.id)),
  );

  app.delete(
    '/api/requests/massive/check/:id',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Annulla un proprio controllo (in corso o finito e non inviato)',
        params: BatchCheckParams,
        response: responses(BatchCheck),
      },
    },
    async (request) => envelope(await cancelCheck(deps(), caller(request), request.params.id)),
  );

  app.put(
    '/api/requests/massive/mapping',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: "L'abbinamento colonne-campi scelto per un prodotto, riproposto ai caricamenti successivi",
        body: BatchMappingInput,
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      await rememberMapping(deps(), caller(request), request.body);
      return envelope(null);
    },
  );

  app.post(
    '/api/requests/massive',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Invia un file controllato come un lotto (idLotto): tutto o niente',
        description:
          `Il lotto, le sue richieste con i movimenti e l'addebito del totale sono una transazione. 409 ` +
          `"${ORDERING_MESSAGES.insufficientCredit}" se il credito non basta, "${BATCH_MESSAGES.blockingRows}" se una ` +
          `riga ha un errore bloccante, "${BATCH_MESSAGES.checkSubmitted}" se il controllo è già stato inviato. Le righe ` +
          `con soli errori non bloccanti sono escluse. massiveUploadSplit: una richiesta per riga, altrimenti una ` +
          `richiesta per l'intero file al prezzo di un soggetto per le righe.`,
        body: BatchSubmitInput,
        response: responses(BatchCreated),
      },
    },
    async (request) => {
      const who = caller(request);
      const created = await submitBatch(deps(), who, request.body);
      await alertLowBalance(app.db, app.notifications, who, { credit: created.credit, price: created.total });
      return envelope(created);
    },
  );

  app.get(
    '/api/requests/massive/:batchId',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Il lotto: prodotto, file, righe, totale, stato e date',
        params: BatchParams,
        response: responses(Batch),
      },
    },
    async (request) => envelope(await getBatch(app.db, caller(request), request.params.batchId)),
  );

  app.get(
    '/api/requests/massive/:batchId/rows',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Le righe del lotto con lo stato delle loro richieste (filtri per stato e soggetto)',
        params: BatchParams,
        querystring: BatchRowsQuery,
        response: responses(BatchRowsPage),
      },
    },
    async (request) => envelope(await listBatchRows(app.db, caller(request), request.params.batchId, request.query)),
  );

  app.get(
    '/api/requests/massive/:batchId/export',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Le righe del lotto con il loro esito, in Excel',
        params: BatchParams,
        produces: [XLSX_TYPE],
        response: ATTACHMENT_RESPONSE,
      },
    },
    async (request, reply) => {
      const { batch, data } = await batchWorkbook(app.db, caller(request), request.params.batchId);
      return sendAttachment(reply, {
        fileName: `lotto-${batch.id}.xlsx`,
        contentType: XLSX_TYPE,
        size: data.length,
        data,
      });
    },
  );

  app.get(
    '/api/requests/massive/:batchId/results.zip',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Gli esiti evasi del lotto in un unico zip (un PDF per richiesta)',
        description: `404 "${BATCH_MESSAGES.noResults}" finché nessuna richiesta del lotto è evasa.`,
        params: BatchParams,
        produces: ['application/zip'],
        response: ATTACHMENT_RESPONSE,
      },
    },
    async (request, reply) => {
      const { batch, data } = await batchResultsZip(app.db, caller(request), request.params.batchId);
      return sendAttachment(reply, {
        fileName: `esiti-lotto-${batch.id}.zip`,
        contentType: 'application/zip',
        size: data.length,
        data,
      });
    },
  );
};

export default batches;
