import { route } from '../../http/endpoint-route.ts';
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

  route(app, formsEndpoints.getForms, async (request) =>
    envelope(await listForms(app.db, caller(request).tenantId, request.query)),
  );

  route(app, formsEndpoints.getAvailableForms, async (request) =>
    envelope(await allForms(app.db, caller(request).tenantId, request.query.search)),
  );

  route(app, formsEndpoints.getFormValidators, async () => envelope([...FORM_VALIDATORS]));

  route(app, formsEndpoints.getFormFormCodeAvailability, async (request) => {
    const available = await isFormCodeFree(app.db, caller(request).tenantId, request.query.formCode);
    return envelope({ available }, available ? null : CATALOGUE_MESSAGES.formCodeTaken);
  });

  route(app, formsEndpoints.getFormByFormCode, async (request) =>
    envelope(await getForm(app.db, caller(request).tenantId, request.params.formCode)),
  );

  route(app, formsEndpoints.getFormFieldsByFormCode, async (request) =>
    envelope(await fieldsOfForm(app.db, caller(request).tenantId, request.params.formCode)),
  );

  route(
    app,
    formsEndpoints.postForm,
    async (request) => envelope(await createForm(app.db, caller(request).tenantId, request.body)),
    logsActivity.create('form', (form) => String(form.formCode)),
  );

  route(
    app,
    formsEndpoints.putForm,
    async (request) => envelope(await updateForm(app.db, caller(request).tenantId, request.body)),
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

  route(
    app,
    formsEndpoints.deleteFormExampleSheetByFormCode,
    async (request) => envelope(await deleteExampleSheet(app.db, caller(request).tenantId, request.params.formCode)),
    logsActivity.update('form', (request) => (request.params as { formCode: string }).formCode),
  );
};

export default forms;
