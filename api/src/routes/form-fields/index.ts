import type { FastifyPluginAsync } from 'fastify';
import { PERMISSIONS } from '@portal/shared-auth/permissions';
import { CATALOGUE_MESSAGES, badRequest } from '../../data/catalogue.ts';
import {
  availableFormFields,
  createFormField,
  deleteFormField,
  getFormField,
  listFormFields,
  updateFormField,
  updateFormFields,
  type FormFieldInput,
} from '../../data/form-fields.ts';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { nullContext, page, pagingQuery, responses } from '../../schemas/common.ts';
import { formField, formFieldInput, linkParams } from '../../schemas/forms.ts';

const TAGS = ['campi form'];
const manager = { access: [PERMISSIONS.manager] };
const codeFilter = { type: 'string', maxLength: 64 } as const;

/** Links between forms and fields (spec 002 §2.4, §7 Form fields). */
const formFields: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { page: number; size: number; search: string; formCode?: string } }>(
    '/api/form/fields',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Elenco paginato dei collegamenti form-campo, per form e ordine',
        description: 'La ricerca confronta codice campo, codice form e nome del campo; formCode filtra per form.',
        querystring: pagingQuery({ formCode: codeFilter }),
        response: responses(page(formField)),
      },
    },
    async (request) => envelope(await listFormFields(app.db, caller(request).tenantId, request.query)),
  );

  app.get<{ Querystring: { formCode?: string; fieldCode?: string } }>(
    '/api/available/form/fields',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Tutti i collegamenti form-campo, filtrabili per form o per campo',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { formCode: codeFilter, fieldCode: codeFilter },
        },
        response: responses({ type: 'array', items: formField }),
      },
    },
    async (request) => envelope(await availableFormFields(app.db, caller(request).tenantId, request.query)),
  );

  app.get<{ Params: { fieldCode: string; fieldform: string } }>(
    '/api/form/field/:fieldCode/:fieldform',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Un collegamento form-campo (id composto: codice campo e codice form)',
        params: linkParams,
        response: responses(formField),
      },
    },
    async (request) =>
      envelope(
        await getFormField(app.db, caller(request).tenantId, request.params.fieldCode, request.params.fieldform),
      ),
  );

  app.post<{ Body: FormFieldInput }>(
    '/api/form/field',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Aggiunge un campo a una form',
        description:
          `Predefiniti: order = ultimo + 1, group 0, dimension 2, subjectType ANY. ` +
          `409 "${CATALOGUE_MESSAGES.fieldAlreadyInForm}" se il campo è già nella form.`,
        body: formFieldInput(false),
        response: responses(formField),
      },
    },
    async (request) => envelope(await createFormField(app.db, caller(request).tenantId, request.body)),
  );

  app.put<{ Body: FormFieldInput }>(
    '/api/form/field',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Aggiorna un collegamento form-campo',
        description: `Richiede la version letta; 409 "${CATALOGUE_MESSAGES.stale}" se nel frattempo è cambiata.`,
        body: formFieldInput(true),
        response: responses(formField),
      },
    },
    async (request) => envelope(await updateFormField(app.db, caller(request).tenantId, request.body)),
  );

  app.put<{ Body: FormFieldInput[] }>(
    '/api/form/fields',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Salva insieme più collegamenti (nuovo ordine dopo il trascinamento e impostazioni)',
        description: 'Tutto o niente: una version non aggiornata annulla il salvataggio (409).',
        body: { type: 'array', maxItems: 500, items: formFieldInput(true) },
        response: responses({ type: 'array', items: formField }),
      },
    },
    async (request) => {
      if (request.body.length === 0) throw badRequest(CATALOGUE_MESSAGES.emptyList);
      const keys = request.body.map((link) => `${link.id.fieldform}\n${link.id.fieldCode}`.toUpperCase());
      if (new Set(keys).size !== keys.length) throw badRequest('Elenco non valido: un campo è ripetuto', 'id');
      return envelope(await updateFormFields(app.db, caller(request).tenantId, request.body));
    },
  );

  app.delete<{ Params: { fieldCode: string; fieldform: string } }>(
    '/api/form/field/:fieldCode/:fieldform',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Rimuove un campo da una form',
        params: linkParams,
        response: responses(nullContext),
      },
    },
    async (request) => {
      await deleteFormField(app.db, caller(request).tenantId, request.params.fieldCode, request.params.fieldform);
      return envelope(null);
    },
  );
};

export default formFields;
