import { answer, answerAvailability, route } from '../../http/endpoint-route.ts';
import { formsEndpoints } from '@portal/contracts/api/forms';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { fieldsOfForm } from '../form-fields/service.ts';
import { FORM_VALIDATORS } from '@portal/contracts/catalogue';
import {
  createForm,
  deleteExampleSheet,
  getExampleSheet,
  getForm,
  saveExampleSheet,
  updateForm,
  CATALOGUE_MESSAGES,
  allForms,
  isFormCodeFree,
  listForms,
} from './service.ts';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { readUploadedFile, sendAttachment, uploadLimits } from '../../http/file-transfer.ts';
import { logsActivity } from '../../plugins/activity.ts';
export const MAX_EXAMPLE_SHEET_BYTES = 10 * 1024 * 1024;

/** Forms of the catalogue and their example sheets (spec 002 §2.3, §2.4, §7 Forms). */
const forms: FastifyPluginAsyncTypebox = async (app) => {
  // Only this plugin accepts multipart bodies (the example-sheet upload); everything else stays JSON.
  await app.register(multipart, { limits: uploadLimits(MAX_EXAMPLE_SHEET_BYTES) });

  answer(app, formsEndpoints.getForms, (request, { db, who }) => listForms(db, who.tenantId, request.query));

  answer(app, formsEndpoints.getAvailableForms, (request, { db, who }) =>
    allForms(db, who.tenantId, request.query.search),
  );

  answer(app, formsEndpoints.getFormValidators, () => [...FORM_VALIDATORS]);

  answerAvailability(
    app,
    formsEndpoints.getFormFormCodeAvailability,
    (request, { db, who }) => isFormCodeFree(db, who.tenantId, request.query.formCode),
    CATALOGUE_MESSAGES.formCodeTaken,
  );

  answer(app, formsEndpoints.getFormByFormCode, (request, { db, who }) =>
    getForm(db, who.tenantId, request.params.formCode),
  );

  answer(app, formsEndpoints.getFormFieldsByFormCode, (request, { db, who }) =>
    fieldsOfForm(db, who.tenantId, request.params.formCode),
  );

  answer(
    app,
    formsEndpoints.postForm,
    (request, { db, who }) => createForm(db, who.tenantId, request.body),
    logsActivity.create('form', (form) => String(form.formCode)),
  );

  answer(
    app,
    formsEndpoints.putForm,
    (request, { db, who }) => updateForm(db, who.tenantId, request.body),
    logsActivity.update('form', (request) => (request.body as { formCode: string }).formCode),
  );

  route(
    app,
    formsEndpoints.postFormUploadExampleSheetByFormCode,
    async (request) => {
      const { tenantId, userId } = caller(request);
      const file = await readUploadedFile(request, 'scheda-esempio', MAX_EXAMPLE_SHEET_BYTES);
      const saved = await saveExampleSheet(app.db, tenantId, request.params.formCode, file, userId);
      return envelope(saved);
    },
    logsActivity.update('form', (request) => (request.params as { formCode: string }).formCode),
  );

  route(app, formsEndpoints.getFormDownloadExampleSheetByFormCode, async (request, reply) => {
    const sheet = await getExampleSheet(app.db, caller(request).tenantId, request.params.formCode);
    return sendAttachment(reply, sheet);
  });

  answer(
    app,
    formsEndpoints.deleteFormExampleSheetByFormCode,
    (request, { db, who }) => deleteExampleSheet(db, who.tenantId, request.params.formCode),
    logsActivity.update('form', (request) => (request.params as { formCode: string }).formCode),
  );
};

export default forms;
