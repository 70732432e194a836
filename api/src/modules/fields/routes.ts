import { answer, answerAvailability } from '../../http/endpoint-route.ts';
import { fieldsEndpoints } from '@portal/contracts/api/fields';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FIELD_TYPE_LABELS,
  FIELD_TYPES,
  FIELD_VALIDATORS,
  LEGAL_PERSON_FIELDS,
  PHYSICAL_PERSON_FIELDS,
  SUBJECT_TYPES,
} from '@portal/contracts/catalogue';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import {
  createField,
  deleteField,
  formsHoldingField,
  getField,
  updateField,
  allFields,
  isFieldCodeFree,
  listFields,
  searchIcons,
  suggestProducts,
} from './service.ts';
import { logsActivity } from '../../plugins/activity.ts';

/** Fields of the catalogue (spec 002 §2.1, §2.2, §7 Fields) and the lookups of the field editor. */
const fields: FastifyPluginAsyncTypebox = async (app) => {
  answer(app, fieldsEndpoints.getFields, (request, { db, who }) => listFields(db, who.tenantId, request.query));

  answer(app, fieldsEndpoints.getAvailableFields, (request, { db, who }) =>
    allFields(db, who.tenantId, request.query.search),
  );

  answerAvailability(
    app,
    fieldsEndpoints.getFieldFieldCodeAvailability,
    (request, { db, who }) => isFieldCodeFree(db, who.tenantId, request.query.fieldCode),
    CATALOGUE_MESSAGES.fieldCodeTaken,
  );

  answer(app, fieldsEndpoints.getFieldLookupAccessoryProducts, (request, { db, who }) =>
    suggestProducts(db, who.tenantId, request.query.search),
  );

  answer(app, fieldsEndpoints.getFieldLookupDerivedRequests, (request, { db, who }) =>
    suggestProducts(db, who.tenantId, request.query.search, { activeOnly: true }),
  );

  answer(app, fieldsEndpoints.getFieldLookupOptions, () => ({
    types: FIELD_TYPES.map((value) => ({ value, label: FIELD_TYPE_LABELS[value] })),
    validators: [...FIELD_VALIDATORS],
    physicalPersonFields: [...PHYSICAL_PERSON_FIELDS],
    legalPersonFields: [...LEGAL_PERSON_FIELDS],
    subjectTypes: [...SUBJECT_TYPES],
  }));

  answer(app, fieldsEndpoints.getIcons, (request) => searchIcons(request.query.search, request.query.limit));

  answer(app, fieldsEndpoints.getFieldFormsByFieldCode, (request, { db, who }) =>
    formsHoldingField(db, who.tenantId, request.params.fieldCode, request.query.search),
  );

  answer(app, fieldsEndpoints.getFieldByFieldCode, (request, { db, who }) =>
    getField(db, who.tenantId, request.params.fieldCode),
  );

  answer(
    app,
    fieldsEndpoints.postField,
    (request, { db, who }) => createField(db, who.tenantId, request.body),
    logsActivity.create('field', (field) => String(field.fieldCode)),
  );

  answer(
    app,
    fieldsEndpoints.putField,
    (request, { db, who }) => updateField(db, who.tenantId, request.body),
    logsActivity.update('field', (request) => (request.body as { fieldCode: string }).fieldCode),
  );

  answer(
    app,
    fieldsEndpoints.deleteFieldByFieldCode,
    async (request, { db, who }) => {
      await deleteField(db, who.tenantId, request.params.fieldCode);
    },
    logsActivity.delete('field', (request) => (request.params as { fieldCode: string }).fieldCode),
  );
};

export default fields;
