import { answer } from '../../http/endpoint-route.ts';
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
import { logsActivity } from '../../plugins/activity.ts';

/** A form's field link, as 'Attività' keys it: `FORM/FIELD`. */
type FormFieldId = { fieldCode: string; fieldform: string };
const formFieldKey = (id: FormFieldId) => `${id.fieldform}/${id.fieldCode}`;
/** Links between forms and fields (spec 002 §2.4, §7 Form fields). */
const formFields: FastifyPluginAsyncTypebox = async (app) => {
  answer(app, formFieldsEndpoints.getFormFields, (request, { db, who }) =>
    listFormFields(db, who.tenantId, request.query),
  );

  answer(app, formFieldsEndpoints.getAvailableFormFields, (request, { db, who }) =>
    allFormFields(db, who.tenantId, request.query),
  );

  answer(app, formFieldsEndpoints.getFormFieldByFieldCodeAndFieldform, (request, { db, who }) =>
    getFormField(db, who.tenantId, request.params.fieldCode, request.params.fieldform),
  );

  answer(
    app,
    formFieldsEndpoints.postFormField,
    (request, { db, who }) => createFormField(db, who.tenantId, request.body),
    logsActivity.create('form-field', (link) => formFieldKey(link.id as FormFieldId)),
  );

  answer(
    app,
    formFieldsEndpoints.putFormField,
    (request, { db, who }) => updateFormField(db, who.tenantId, request.body),
    logsActivity.update('form-field', (request) => formFieldKey((request.body as { id: FormFieldId }).id)),
  );

  answer(
    app,
    formFieldsEndpoints.putFormFields,
    async (request, { db, who }) => {
      if (request.body.length === 0) throw badRequest(CATALOGUE_MESSAGES.emptyList);
      const keys = request.body.map((link) => `${link.id.fieldform}\n${link.id.fieldCode}`.toUpperCase());
      if (new Set(keys).size !== keys.length) throw badRequest('Elenco non valido: un campo è ripetuto', 'id');
      return await updateFormFields(db, who.tenantId, request.body);
    },
    logsActivity.update('form-field', (request) =>
      (request.body as Array<{ id: FormFieldId }>).map((link) => formFieldKey(link.id)),
    ),
  );

  answer(
    app,
    formFieldsEndpoints.deleteFormFieldByFieldCodeAndFieldform,
    async (request, { db, who }) => {
      await deleteFormField(db, who.tenantId, request.params.fieldCode, request.params.fieldform);
    },
    logsActivity.delete('form-field', (request) => formFieldKey(request.params as FormFieldId)),
  );
};

export default formFields;
