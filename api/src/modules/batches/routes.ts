import { answer, route } from '../../http/endpoint-route.ts';
import { batchesEndpoints } from '@portal/contracts/api/batches';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_BATCH_FILE_MB } from '@portal/contracts/messages';
import { readUploadedFile, sendAttachment, uploadLimits } from '../../http/file-transfer.ts';
import { caller } from '../../plugins/tenant.ts';
import {
  batchProduct,
  batchProductFile,
  batchProductFiles,
  cancelCheck,
  getCheck,
  rememberMapping,
  startCheck,
  type BatchDeps,
} from './checks.ts';
import { submitBatch } from './submit.ts';
import {
  archiveZip,
  batchResultsZip,
  batchRowPdf,
  batchSummaryPdf,
  batchWorkbook,
  getArchive,
  getBatch,
  listBatchRows,
  requestArchive,
  rowFileName,
  type ArchiveDeps,
} from './service.ts';

import { batchTemplate } from '../../spreadsheets/batch-template.ts';
import { XLSX_TYPE } from '../../spreadsheets/workbook.ts';

/**
 * Batch requests by spreadsheet (spec 001 §2.1, §2.2, §3, §7): the template, the check of a file
 * (progress on the live channel), the mapping of its columns, the submit, and the batch detail.
 */
const batches: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: uploadLimits(MAX_BATCH_FILE_MB * 1024 * 1024) });
  const deps = (): BatchDeps => ({ db: app.db, hub: app.notifications, now: app.config.clock, sheets: app.sheets });

  route(app, batchesEndpoints.getRequestsMassiveTemplate, async (request, reply) => {
    const target = await batchProduct(deps(), caller(request), request.query);
    const data = await batchTemplate(target.fields, request.query.subjectType);
    return sendAttachment(reply, {
      fileName: `esempio-${target.product.fullProductCode}.xlsx`.replace(/[^\w.-]/g, '_'),
      contentType: XLSX_TYPE,
      size: data.length,
      data,
    });
  });

  answer(app, batchesEndpoints.getRequestsMassiveProductFiles, (request, { who }) =>
    batchProductFiles(deps(), who, request.query),
  );

  route(app, batchesEndpoints.getRequestsMassiveProductFile, async (request, reply) =>
    sendAttachment(reply, await batchProductFile(deps(), caller(request), request.query)),
  );

  answer(app, batchesEndpoints.postRequestsMassiveCheck, async (request, { who }) => {
    const file = await readUploadedFile(request, 'richieste.xlsx', MAX_BATCH_FILE_MB * 1024 * 1024);
    return await startCheck(deps(), who, request.query, file);
  });

  answer(app, batchesEndpoints.getRequestsMassiveCheckById, (request, { who }) =>
    getCheck(deps(), who, request.params.id),
  );

  answer(app, batchesEndpoints.deleteRequestsMassiveCheckById, (request, { who }) =>
    cancelCheck(deps(), who, request.params.id),
  );

  answer(app, batchesEndpoints.putRequestsMassiveMapping, async (request, { who }) => {
    await rememberMapping(deps(), who, request.body);
  });

  answer(app, batchesEndpoints.postRequestsMassive, (request, { who }) => submitBatch(deps(), who, request.body));

  answer(app, batchesEndpoints.getRequestsMassiveByBatchId, (request, { db, who }) =>
    getBatch(db, who, request.params.batchId, app.config.batchDirectZipMax),
  );

  answer(app, batchesEndpoints.getRequestsMassiveRowsByBatchId, (request, { db, who }) =>
    listBatchRows(db, who, request.params.batchId, request.query),
  );

  route(app, batchesEndpoints.getRequestsMassiveExportByBatchId, async (request, reply) => {
    const { batch, data } = await batchWorkbook(app.db, caller(request), request.params.batchId);
    return sendAttachment(reply, {
      fileName: `lotto-${batch.id}.xlsx`,
      contentType: XLSX_TYPE,
      size: data.length,
      data,
    });
  });

  route(app, batchesEndpoints.getRequestsMassiveResultsZipByBatchId, async (request, reply) => {
    const { batch, data } = await batchResultsZip(
      app,
      caller(request),
      request.params.batchId,
      app.config.batchDirectZipMax,
      app.config.clock(),
    );
    return sendAttachment(reply, {
      fileName: `esiti-lotto-${batch.id}.zip`,
      contentType: 'application/zip',
      size: data.length,
      data,
    });
  });

  // Archives in preparation end before the database closes (an app stopped mid-way leaves them to the housekeeping).
  const preparing = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(preparing);
  });
  const archiveDeps = (): ArchiveDeps => ({
    db: app.db,
    providers: app.providers,
    pdfs: app.pdfs,
    hub: app.notifications,
    log: app.log,
  });

  answer(app, batchesEndpoints.postRequestsMassiveArchiveByBatchId, async (request, { who }) => {
    const { archive, prepared } = await requestArchive(archiveDeps(), who, request.params.batchId, app.config.clock());
    preparing.add(prepared);
    void prepared.finally(() => preparing.delete(prepared));
    return archive;
  });

  answer(app, batchesEndpoints.getRequestsMassiveArchiveByBatchId, (request, { who }) =>
    getArchive(app, who, request.params.batchId),
  );

  route(app, batchesEndpoints.getRequestsMassiveArchiveZipByBatchId, async (request, reply) => {
    const data = await archiveZip(app, caller(request), request.params.batchId);
    return sendAttachment(reply, {
      fileName: `esiti-lotto-${request.params.batchId}.zip`,
      contentType: 'application/zip',
      size: data.length,
      data,
    });
  });

  route(app, batchesEndpoints.getRequestsMassiveSummaryPdfByBatchId, async (request, reply) => {
    const { batch, data } = await batchSummaryPdf(app, caller(request), request.params.batchId, app.config.clock());
    return sendAttachment(reply, {
      fileName: `riepilogo-lotto-${batch.id}.pdf`,
      contentType: 'application/pdf',
      size: data.length,
      data,
    });
  });

  route(app, batchesEndpoints.getRequestsMassiveRowsReportPdfByBatchIdAndRow, async (request, reply) => {
    const { batchId, row: rowNumber } = request.params;
    const who = caller(request);
    const { batch, row, data } = await batchRowPdf(app, who, batchId, rowNumber);
    return sendAttachment(reply, {
      fileName: rowFileName(batch, row),
      contentType: 'application/pdf',
      size: data.length,
      data,
    });
  });
};

export default batches;
