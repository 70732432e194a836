import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { CATALOGUE_MESSAGES } from '../../data/catalogue.ts';
import { fieldsOfForm } from '../../services/form-fields-service.ts';
import { FORM_VALIDATORS } from '@portal/contracts/catalogue';
import { allForms, isFormCodeFree, listForms } from '../../repositories/forms-repository.ts';
import {
  createForm,
  deleteExampleSheet,
  getExampleSheet,
  getForm,
  saveExampleSheet,
  updateForm,
} from '../../services/forms-service.ts';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { Form, FormCodeParams, FormCodeQuery, FormField, FormInput, NewFormInput } from '@portal/contracts/api/forms';
import { Availability, Page, PagingQuery, SearchQuery, Type, ValueLabel } from '@portal/contracts/api/schema';
import { responses } from '../../schemas/common.ts';
import { ATTACHMENT_RESPONSE, readUploadedFile, sendAttachment, uploadLimits } from '../../http/file-transfer.ts';
import { recordsActivity } from '../../plugins/activity.ts';

const TAGS = ['form'];
const manager = { access: [PERMISSIONS.manager] };
export const MAX_EXAMPLE_SHEET_BYTES = 10 * 1024 * 1024;

/** Forms of the catalogue and their example sheets (spec 002 §2.3, §2.4, §7 Forms). */
const forms: FastifyPluginAsyncTypebox = async (app) => {
  // Only this plugin accepts multipart bodies (the example-sheet upload); everything else stays JSON.
  await app.register(multipart, { limits: uploadLimits(MAX_EXAMPLE_SHEET_BYTES) });

  app.get(
    '/api/forms',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Elenco paginato delle form, ordinato per codice',
        description: 'La ricerca confronta codice e descrizione.',
        querystring: PagingQuery(),
        response: responses(Page(Form)),
      },
    },
    async (request) => envelope(await listForms(app.db, caller(request).tenantId, request.query)),
  );

  app.get(
    '/api/available/forms',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Tutte le form del tenant, ordinate per codice',
        querystring: SearchQuery(),
        response: responses(Type.Array(Form)),
      },
    },
    async (request) => envelope(await allForms(app.db, caller(request).tenantId, request.query.search)),
  );

  app.get(
    '/api/form-validators',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Validatori che una form può richiedere (valori di validatore)',
        response: responses(Type.Array(ValueLabel)),
      },
    },
    async () => envelope([...FORM_VALIDATORS]),
  );

  app.get(
    '/api/form/form-code/availability',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Il codice form è libero?',
        description: `Sempre error=false; se il codice è già usato available=false e message "${CATALOGUE_MESSAGES.formCodeTaken}".`,
        querystring: FormCodeQuery,
        response: responses(Availability),
      },
    },
    async (request) => {
      const available = await isFormCodeFree(app.db, caller(request).tenantId, request.query.formCode);
      return envelope({ available }, available ? null : CATALOGUE_MESSAGES.formCodeTaken);
    },
  );

  app.get(
    '/api/form/:formCode',
    {
      config: { access: 'user' },
      schema: { tags: TAGS, summary: 'Una form', params: FormCodeParams, response: responses(Form) },
    },
    async (request) => envelope(await getForm(app.db, caller(request).tenantId, request.params.formCode)),
  );

  app.get(
    '/api/form/:formCode/fields',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: "Campi della form nell'ordine di visualizzazione (anche per il modulo di richiesta del cliente)",
        params: FormCodeParams,
        response: responses(Type.Array(FormField)),
      },
    },
    async (request) => envelope(await fieldsOfForm(app.db, caller(request).tenantId, request.params.formCode)),
  );

  app.post(
    '/api/form',
    {
      config: { ...manager, activity: recordsActivity('form', 'create', undefined, (form) => String(form.formCode)) },
      schema: {
        tags: TAGS,
        summary: 'Crea una form',
        description: `409 "${CATALOGUE_MESSAGES.formCodeTaken}" se il codice è già usato.`,
        body: NewFormInput,
        response: responses(Form),
      },
    },
    async (request) => envelope(await createForm(app.db, caller(request).tenantId, request.body)),
  );

  app.put(
    '/api/form',
    {
      config: {
        ...manager,
        activity: recordsActivity('form', 'update', (request) => (request.body as { formCode: string }).formCode),
      },
      schema: {
        tags: TAGS,
        summary: 'Aggiorna una form',
        description: `Richiede la version letta; 409 "${CATALOGUE_MESSAGES.stale}" se nel frattempo è cambiata.`,
        body: FormInput,
        response: responses(Form),
      },
    },
    async (request) => envelope(await updateForm(app.db, caller(request).tenantId, request.body)),
  );

  app.post(
    '/api/form/:formCode/upload/example/sheet',
    {
      config: {
        ...manager,
        activity: recordsActivity('form', 'update', (request) => (request.params as { formCode: string }).formCode),
      },
      schema: {
        tags: TAGS,
        summary: 'Carica (o sostituisce) la scheda esempio della form',
        description: `multipart/form-data con una parte "file" (al massimo ${MAX_EXAMPLE_SHEET_BYTES / 1024 / 1024} MiB).`,
        consumes: ['multipart/form-data'],
        params: FormCodeParams,
        response: responses(Form),
      },
    },
    async (request) => {
      const { tenantId, userId } = caller(request);
      const file = await readUploadedFile(request, 'scheda-esempio', MAX_EXAMPLE_SHEET_BYTES);
      const saved = await saveExampleSheet(app.db, tenantId, request.params.formCode, file, userId);
      return envelope(saved);
    },
  );

  app.get(
    '/api/form/:formCode/download/example/sheet',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Scarica la scheda esempio della form',
        description: 'Risponde con il file (Content-Disposition: attachment); 404 se la form non ha una scheda.',
        params: FormCodeParams,
        produces: ['application/octet-stream'],
        response: ATTACHMENT_RESPONSE,
      },
    },
    async (request, reply) => {
      const sheet = await getExampleSheet(app.db, caller(request).tenantId, request.params.formCode);
      return sendAttachment(reply, sheet);
    },
  );

  app.delete(
    '/api/form/:formCode/example/sheet',
    {
      config: {
        ...manager,
        activity: recordsActivity('form', 'update', (request) => (request.params as { formCode: string }).formCode),
      },
      schema: {
        tags: TAGS,
        summary: 'Rimuove la scheda esempio della form',
        params: FormCodeParams,
        response: responses(Form),
      },
    },
    async (request) => envelope(await deleteExampleSheet(app.db, caller(request).tenantId, request.params.formCode)),
  );
};

export default forms;
