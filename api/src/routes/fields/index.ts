import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FIELD_TYPE_LABELS,
  FIELD_TYPES,
  FIELD_VALIDATORS,
  LEGAL_PERSON_FIELDS,
  PHYSICAL_PERSON_FIELDS,
  SUBJECT_TYPES,
} from '@portal/contracts/catalogue';
import {
  Field,
  FieldCodeParams,
  FieldCodeQuery,
  FieldForm,
  FieldInput,
  FieldOptions,
  IconQuery,
  NewFieldInput,
  ProductSummary,
} from '@portal/contracts/api/fields';
import { Availability, NullContext, Page, PagingQuery, SearchQuery, Type } from '@portal/contracts/api/schema';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { allFields, isFieldCodeFree, listFields } from '../../repositories/fields-repository.ts';
import { createField, deleteField, formsHoldingField, getField, updateField } from '../../services/fields-service.ts';
import { MAX_ICONS, searchIcons } from '../../data/icons.ts';
import { MAX_PRODUCT_SUGGESTIONS, suggestProducts } from '../../data/products.ts';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { responses } from '../../schemas/common.ts';
import { recordsActivity } from '../../plugins/activity.ts';

const TAGS = ['campi'];
const manager = { access: [PERMISSIONS.manager] };

/** Fields of the catalogue (spec 002 §2.1, §2.2, §7 Fields) and the lookups of the field editor. */
const fields: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/fields',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Elenco paginato dei campi, ordinato per codice',
        description: 'La ricerca confronta codice, nome e descrizione senza distinzione tra maiuscole e minuscole.',
        querystring: PagingQuery(),
        response: responses(Page(Field)),
      },
    },
    async (request) => envelope(await listFields(app.db, caller(request).tenantId, request.query)),
  );

  app.get(
    '/api/available/fields',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Tutti i campi del tenant, ordinati per nome (scelta del campo da aggiungere a una form)',
        querystring: SearchQuery(),
        response: responses(Type.Array(Field)),
      },
    },
    async (request) => envelope(await allFields(app.db, caller(request).tenantId, request.query.search)),
  );

  app.get(
    '/api/field/field-code/availability',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Il codice campo è libero?',
        description: `Sempre error=false; se il codice è già usato available=false e message "${CATALOGUE_MESSAGES.fieldCodeTaken}".`,
        querystring: FieldCodeQuery,
        response: responses(Availability),
      },
    },
    async (request) => {
      const available = await isFieldCodeFree(app.db, caller(request).tenantId, request.query.fieldCode);
      return envelope({ available }, available ? null : CATALOGUE_MESSAGES.fieldCodeTaken);
    },
  );

  app.get(
    '/api/field/lookup/accessory-products',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: `Prodotti accessori: al massimo ${MAX_PRODUCT_SUGGESTIONS} prodotti il cui codice o descrizione contiene il testo`,
        querystring: SearchQuery(128),
        response: responses(Type.Array(ProductSummary)),
      },
    },
    async (request) => envelope(await suggestProducts(app.db, caller(request).tenantId, request.query.search)),
  );

  app.get(
    '/api/field/lookup/derived-requests',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: `Richiesta derivata: al massimo ${MAX_PRODUCT_SUGGESTIONS} prodotti non sospesi il cui codice o descrizione contiene il testo`,
        querystring: SearchQuery(128),
        response: responses(Type.Array(ProductSummary)),
      },
    },
    async (request) =>
      envelope(await suggestProducts(app.db, caller(request).tenantId, request.query.search, { activeOnly: true })),
  );

  app.get(
    '/api/field/lookup/options',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Valori ammessi: tipi con etichetta, validatori, collegamenti alle ricerche, tipi di soggetto',
        response: responses(FieldOptions),
      },
    },
    async () =>
      envelope({
        types: FIELD_TYPES.map((value) => ({ value, label: FIELD_TYPE_LABELS[value] })),
        validators: [...FIELD_VALIDATORS],
        physicalPersonFields: [...PHYSICAL_PERSON_FIELDS],
        legalPersonFields: [...LEGAL_PERSON_FIELDS],
        subjectTypes: [...SUBJECT_TYPES],
      }),
  );

  app.get(
    '/api/icons',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: `Icone (es. mat_outline:bookmark) il cui nome contiene il testo, al massimo ${MAX_ICONS}`,
        querystring: IconQuery(MAX_ICONS),
        response: responses(Type.Array(Type.String())),
      },
    },
    async (request) => envelope(searchIcons(request.query.search, request.query.limit)),
  );

  app.get(
    '/api/field/forms/:fieldCode',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Form che contengono il campo, ordinate per codice',
        params: FieldCodeParams,
        querystring: SearchQuery(),
        response: responses(Type.Array(FieldForm)),
      },
    },
    async (request) =>
      envelope(
        await formsHoldingField(app.db, caller(request).tenantId, request.params.fieldCode, request.query.search),
      ),
  );

  app.get(
    '/api/field/:fieldCode',
    {
      config: manager,
      schema: { tags: TAGS, summary: 'Un campo', params: FieldCodeParams, response: responses(Field) },
    },
    async (request) => envelope(await getField(app.db, caller(request).tenantId, request.params.fieldCode)),
  );

  app.post(
    '/api/field',
    {
      config: {
        ...manager,
        activity: recordsActivity('field', 'create', undefined, (field) => String(field.fieldCode)),
      },
      schema: {
        tags: TAGS,
        summary: 'Crea un campo',
        description: `409 "${CATALOGUE_MESSAGES.fieldCodeTaken}" se il codice è già usato.`,
        body: NewFieldInput,
        response: responses(Field),
      },
    },
    async (request) => envelope(await createField(app.db, caller(request).tenantId, request.body)),
  );

  app.put(
    '/api/field',
    {
      config: {
        ...manager,
        activity: recordsActivity('field', 'update', (request) => (request.body as { fieldCode: string }).fieldCode),
      },
      schema: {
        tags: TAGS,
        summary: 'Aggiorna un campo',
        description: `Richiede la version letta; 409 "${CATALOGUE_MESSAGES.stale}" se nel frattempo è cambiata.`,
        body: FieldInput,
        response: responses(Field),
      },
    },
    async (request) => envelope(await updateField(app.db, caller(request).tenantId, request.body)),
  );

  app.delete(
    '/api/field/:fieldCode',
    {
      config: {
        ...manager,
        activity: recordsActivity('field', 'delete', (request) => (request.params as { fieldCode: string }).fieldCode),
      },
      schema: {
        tags: TAGS,
        summary: 'Rimuove un campo non usato da nessuna form',
        description: '409 se il campo è usato da una o più form (context.forms).',
        params: FieldCodeParams,
        response: responses(NullContext),
      },
    },
    async (request) => {
      await deleteField(app.db, caller(request).tenantId, request.params.fieldCode);
      return envelope(null);
    },
  );
};

export default fields;
