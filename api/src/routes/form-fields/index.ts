import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { CATALOGUE_MESSAGES, badRequest } from '../../data/catalogue.ts';
import { allFormFields, listFormFields } from '../../repositories/form-fields-repository.ts';
import {
  createFormField,
  deleteFormField,
  getFormField,
  updateFormField,
  updateFormFields,
} from '../../services/form-fields-service.ts';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import {
  CodeFilter,
  FormField,
  FormFieldFilter,
  FormFieldInput,
  LinkParams,
  NewFormFieldInput,
} from '@portal/contracts/api/forms';
import { NullContext, Page, PagingQuery, Type } from '@portal/contracts/api/schema';
import { responses } from '../../schemas/common.ts';
import { recordsActivity } from '../../plugins/activity.ts';

/** A form's field link, as 'Attività' keys it: `FORM/FIELD`. */
type FormFieldId = { fieldCode: string; fieldform: string };
const formFieldKey = (id: FormFieldId) => `${id.fieldform}/${id.fieldCode}`;

const TAGS = ['campi form'];
const manager = { access: [PERMISSIONS.manager] };
/** Links between forms and fields (spec 002 §2.4, §7 Form fields). */
const formFields: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/form/fields',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Elenco paginato dei collegamenti form-campo, per form e ordine',
        description: 'La ricerca confronta codice campo, codice form e nome del campo; formCode filtra per form.',
        querystring: PagingQuery({ formCode: Type.Optional(CodeFilter()) }),
        response: responses(Page(FormField)),
      },
    },
    async (request) => envelope(await listFormFields(app.db, caller(request).tenantId, request.query)),
  );

  app.get(
    '/api/available/form/fields',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Tutti i collegamenti form-campo, filtrabili per form o per campo',
        querystring: FormFieldFilter,
        response: responses(Type.Array(FormField)),
      },
    },
    async (request) => envelope(await allFormFields(app.db, caller(request).tenantId, request.query)),
  );

  app.get(
    '/api/form/field/:fieldCode/:fieldform',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Un collegamento form-campo (id composto: codice campo e codice form)',
        params: LinkParams,
        response: responses(FormField),
      },
    },
    async (request) =>
      envelope(
        await getFormField(app.db, caller(request).tenantId, request.params.fieldCode, request.params.fieldform),
      ),
  );

  app.post(
    '/api/form/field',
    {
      config: {
        ...manager,
        activity: recordsActivity('form-field', 'create', undefined, (link) => formFieldKey(link.id as FormFieldId)),
      },
      schema: {
        tags: TAGS,
        summary: 'Aggiunge un campo a una form',
        description:
          `Predefiniti: order = ultimo + 1, group 0, dimension 2, subjectType ANY. ` +
          `409 "${CATALOGUE_MESSAGES.fieldAlreadyInForm}" se il campo è già nella form.`,
        body: NewFormFieldInput,
        response: responses(FormField),
      },
    },
    async (request) => envelope(await createFormField(app.db, caller(request).tenantId, request.body)),
  );

  app.put(
    '/api/form/field',
    {
      config: {
        ...manager,
        activity: recordsActivity('form-field', 'update', (request) =>
          formFieldKey((request.body as { id: FormFieldId }).id),
        ),
      },
      schema: {
        tags: TAGS,
        summary: 'Aggiorna un collegamento form-campo',
        description: `Richiede la version letta; 409 "${CATALOGUE_MESSAGES.stale}" se nel frattempo è cambiata.`,
        body: FormFieldInput,
        response: responses(FormField),
      },
    },
    async (request) => envelope(await updateFormField(app.db, caller(request).tenantId, request.body)),
  );

  app.put(
    '/api/form/fields',
    {
      config: {
        ...manager,
        activity: recordsActivity('form-field', 'update', (request) =>
          (request.body as Array<{ id: FormFieldId }>).map((link) => formFieldKey(link.id)),
        ),
      },
      schema: {
        tags: TAGS,
        summary: 'Salva insieme più collegamenti (nuovo ordine dopo il trascinamento e impostazioni)',
        description: 'Tutto o niente: una version non aggiornata annulla il salvataggio (409).',
        body: Type.Array(FormFieldInput, { maxItems: 500 }),
        response: responses(Type.Array(FormField)),
      },
    },
    async (request) => {
      if (request.body.length === 0) throw badRequest(CATALOGUE_MESSAGES.emptyList);
      const keys = request.body.map((link) => `${link.id.fieldform}\n${link.id.fieldCode}`.toUpperCase());
      if (new Set(keys).size !== keys.length) throw badRequest('Elenco non valido: un campo è ripetuto', 'id');
      return envelope(await updateFormFields(app.db, caller(request).tenantId, request.body));
    },
  );

  app.delete(
    '/api/form/field/:fieldCode/:fieldform',
    {
      config: {
        ...manager,
        activity: recordsActivity('form-field', 'delete', (request) => formFieldKey(request.params as FormFieldId)),
      },
      schema: {
        tags: TAGS,
        summary: 'Rimuove un campo da una form',
        params: LinkParams,
        response: responses(NullContext),
      },
    },
    async (request) => {
      await deleteFormField(app.db, caller(request).tenantId, request.params.fieldCode, request.params.fieldform);
      return envelope(null);
    },
  );
};

export default formFields;
