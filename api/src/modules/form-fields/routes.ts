import { route } from '../../http/endpoint-route.ts';
import { formFieldsEndpoints } from '@portal/contracts/api/form-fields';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  createFormField,
  deleteFormField,
  getFormField,
  updateFormField,
  updateFormFields,
  CATALOGUE_MESSAGES,
  badRequest,
  allFormFields,
  listFormFields,
} from './service.ts';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { logsActivity } from '../../plugins/activity.ts';

/** A form's field link, as 'Attività' keys it: `FORM/FIELD`. */
type FormFieldId = { fieldCode: string; fieldform: string };
const formFieldKey = (id: FormFieldId) => `${id.fieldform}/${id.fieldCode}`;
/** Links between forms and fields (spec 002 §2.4, §7 Form fields). */
const formFields: FastifyPluginAsyncTypebox = async (app) => {
  route(app, formFieldsEndpoints.getFormFields, async (request) =>
    envelope(await listFormFields(app.db, caller(request).tenantId, request.query)),
  );

  route(app, formFieldsEndpoints.getAvailableFormFields, async (request) =>
    envelope(await allFormFields(app.db, caller(request).tenantId, request.query)),
  );

  route(app, formFieldsEndpoints.getFormFieldByFieldCodeAndFieldform, async (request) =>
    envelope(await getFormField(app.db, caller(request).tenantId, request.params.fieldCode, request.params.fieldform)),
  );

  route(
    app,
    formFieldsEndpoints.postFormField,
    async (request) => envelope(await createFormField(app.db, caller(request).tenantId, request.body)),
    logsActivity.create('form-field', (link) => formFieldKey(link.id as FormFieldId)),
  );

  route(
    app,
    formFieldsEndpoints.putFormField,
    async (request) => envelope(await updateFormField(app.db, caller(request).tenantId, request.body)),
    logsActivity.update('form-field', (request) => formFieldKey((request.body as { id: FormFieldId }).id)),
  );

  route(
    app,
    formFieldsEndpoints.putFormFields,
    async (request) => {
      if (request.body.length === 0) throw badRequest(CATALOGUE_MESSAGES.emptyList);
      const keys = request.body.map((link) => `${link.id.fieldform}\n${link.id.fieldCode}`.toUpperCase());
      if (new Set(keys).size !== keys.length) throw badRequest('Elenco non valido: un campo è ripetuto', 'id');
      return envelope(await updateFormFields(app.db, caller(request).tenantId, request.body));
    },
    logsActivity.update('form-field', (request) =>
      (request.body as Array<{ id: FormFieldId }>).map((link) => formFieldKey(link.id)),
    ),
  );

  route(
    app,
    formFieldsEndpoints.deleteFormFieldByFieldCodeAndFieldform,
    async (request) => {
      await deleteFormField(app.db, caller(request).tenantId, request.params.fieldCode, request.params.fieldform);
      return envelope(null);
    },
    logsActivity.delete('form-field', (request) => formFieldKey(request.params as FormFieldId)),
  );
};

export default formFields;
