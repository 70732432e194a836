import { route } from '../../http/endpoint-route.ts';
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
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { logsActivity } from '../../plugins/activity.ts';

/** Fields of the catalogue (spec 002 §2.1, §2.2, §7 Fields) and the lookups of the field editor. */
const fields: FastifyPluginAsyncTypebox = async (app) => {
  route(app, fieldsEndpoints.getFields, async (request) =>
    envelope(await listFields(app.db, caller(request).tenantId, request.query)),
  );

  route(app, fieldsEndpoints.getAvailableFields, async (request) =>
    envelope(await allFields(app.db, caller(request).tenantId, request.query.search)),
  );

  route(app, fieldsEndpoints.getFieldFieldCodeAvailability, async (request) => {
    const available = await isFieldCodeFree(app.db, caller(request).tenantId, request.query.fieldCode);
    return envelope({ available }, available ? null : CATALOGUE_MESSAGES.fieldCodeTaken);
  });

  route(app, fieldsEndpoints.getFieldLookupAccessoryProducts, async (request) =>
    envelope(await suggestProducts(app.db, caller(request).tenantId, request.query.search)),
  );

  route(app, fieldsEndpoints.getFieldLookupDerivedRequests, async (request) =>
    envelope(await suggestProducts(app.db, caller(request).tenantId, request.query.search, { activeOnly: true })),
  );

  route(app, fieldsEndpoints.getFieldLookupOptions, async () =>
    envelope({
      types: FIELD_TYPES.map((value) => ({ value, label: FIELD_TYPE_LABELS[value] })),
      validators: [...FIELD_VALIDATORS],
      physicalPersonFields: [...PHYSICAL_PERSON_FIELDS],
      legalPersonFields: [...LEGAL_PERSON_FIELDS],
      subjectTypes: [...SUBJECT_TYPES],
    }),
  );

  route(app, fieldsEndpoints.getIcons, async (request) =>
    envelope(searchIcons(request.query.search, request.query.limit)),
  );

  route(app, fieldsEndpoints.getFieldFormsByFieldCode, async (request) =>
    envelope(await formsHoldingField(app.db, caller(request).tenantId, request.params.fieldCode, request.query.search)),
  );

  route(app, fieldsEndpoints.getFieldByFieldCode, async (request) =>
    envelope(await getField(app.db, caller(request).tenantId, request.params.fieldCode)),
  );

  route(
    app,
    fieldsEndpoints.postField,
    async (request) => envelope(await createField(app.db, caller(request).tenantId, request.body)),
    logsActivity.create('field', (field) => String(field.fieldCode)),
  );

  route(
    app,
    fieldsEndpoints.putField,
    async (request) => envelope(await updateField(app.db, caller(request).tenantId, request.body)),
    logsActivity.update('field', (request) => (request.body as { fieldCode: string }).fieldCode),
  );

  route(
    app,
    fieldsEndpoints.deleteFieldByFieldCode,
    async (request) => {
      await deleteField(app.db, caller(request).tenantId, request.params.fieldCode);
      return envelope(null);
    },
    logsActivity.delete('field', (request) => (request.params as { fieldCode: string }).fieldCode),
  );
};

export default fields;
