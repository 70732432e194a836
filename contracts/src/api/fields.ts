/** Catalogue fields (spec 002 §2.1, §2.2, §3, §7 Fields) and the lookups of the field editor. */
import {
  FIELD_LIMITS,
  FIELD_TYPES,
  FIELD_VALIDATORS,
  LEGAL_PERSON_FIELDS,
  PHYSICAL_PERSON_FIELDS,
  PRODUCT_TYPES,
} from '../catalogue.ts';
import {
  Id,
  Nullable,
  NullableInteger,
  NullableText,
  StringEnum,
  Type,
  ValueLabel,
  Version,
  type Static,
} from './schema.ts';
import { endpoint } from './endpoint.ts';
import { PERMISSIONS } from '../permissions.ts';
import { Availability, NullContext, Page, PagingQuery, SearchQuery } from './schema.ts';
import { CATALOGUE_MESSAGES } from '../messages.ts';
import { MAX_ICONS, MAX_PRODUCT_SUGGESTIONS } from '../catalogue.ts';

const VALIDATOR_CODES = FIELD_VALIDATORS.map((validator) => validator.value);
const Bound = () => Nullable(Type.Number({ minimum: -1e15, maximum: 1e15 }));
const IsoDate = () => Nullable(Type.String({ format: 'date' }), { description: 'YYYY-MM-DD' });
const ProductRef = () => Nullable(Id());

/** Field definition, spec 002 §3, as every call returns it. */
export const Field = Type.Object({
  fieldCode: Type.String(),
  name: Type.String(),
  description: Type.String(),
  type: StringEnum(FIELD_TYPES),
  length: Type.Optional(NullableInteger()),
  minimum: Type.Optional(Nullable(Type.Number())),
  maximum: Type.Optional(Nullable(Type.Number())),
  validator: Type.Optional(Nullable(StringEnum(VALIDATOR_CODES))),
  icon: Type.String(),
  minimumDate: Type.Optional(NullableText({ description: 'YYYY-MM-DD' })),
  maximumDate: Type.Optional(NullableText({ description: 'YYYY-MM-DD' })),
  selectValue: Type.Optional(NullableText({ description: 'Opzioni separate da virgola (SELECT, FILE)' })),
  selectValueList: Type.Optional(Type.Array(Type.String(), { description: 'selectValue come elenco' })),
  physicalPersonField: Type.Optional(NullableText()),
  legalPersonField: Type.Optional(NullableText()),
  subjectField: Type.Optional(Type.Boolean()),
  sqlOptions: Type.Optional(
    NullableText({ description: 'Query SQL delle opzioni (SELECT), alternativa a selectValue' }),
  ),
  requestCode: Type.Optional(NullableText()),
  productId: Type.Optional(NullableInteger()),
  priceChange: Type.Optional(Type.Boolean()),
  prodottoDescription: Type.Optional(
    NullableText({ description: 'Descrizione del prodotto accessorio (sola lettura)' }),
  ),
  derivedRequestDescription: Type.Optional(
    NullableText({ description: 'Descrizione del prodotto della richiesta derivata (sola lettura)' }),
  ),
  defaultValue: Type.Optional(NullableText()),
  toolTipInfo: Type.Optional(NullableText()),
  productIdDerivedRequest: Type.Optional(NullableInteger()),
  requestCodeOrFieldCode: Type.Optional(NullableText()),
  isAlertDismissed: Type.Optional(Type.Boolean()),
  formCount: Type.Optional(Type.Integer({ description: 'Numero di form che usano il campo (sola lettura)' })),
  version: Type.Integer({ description: 'Versione per il controllo delle modifiche concorrenti' }),
});
export type Field = Static<typeof Field>;

const fieldInputProperties = {
  fieldCode: Type.String({ minLength: 1, maxLength: FIELD_LIMITS.fieldCode }),
  name: Type.String({ minLength: 1, maxLength: FIELD_LIMITS.name }),
  description: Type.String({ minLength: 1, maxLength: FIELD_LIMITS.description }),
  type: StringEnum(FIELD_TYPES),
  length: Type.Optional(Nullable(Type.Integer({ minimum: 0 }), { description: 'Al massimo 99999' })),
  minimum: Type.Optional(Bound()),
  maximum: Type.Optional(Bound()),
  validator: Type.Optional(Nullable(StringEnum(VALIDATOR_CODES))),
  icon: Type.String({ minLength: 1, maxLength: FIELD_LIMITS.icon }),
  minimumDate: Type.Optional(IsoDate()),
  maximumDate: Type.Optional(IsoDate()),
  selectValue: Type.Optional(Nullable(Type.String({ maxLength: 4000 }))),
  selectValueList: Type.Optional(Type.Array(Type.String())),
  physicalPersonField: Type.Optional(Nullable(StringEnum(PHYSICAL_PERSON_FIELDS))),
  legalPersonField: Type.Optional(Nullable(StringEnum(LEGAL_PERSON_FIELDS))),
  subjectField: Type.Optional(Type.Boolean()),
  sqlOptions: Type.Optional(Nullable(Type.String({ maxLength: 4000 }))),
  requestCode: Type.Optional(Nullable(Type.String({ maxLength: FIELD_LIMITS.requestCode }))),
  productId: Type.Optional(ProductRef()),
  priceChange: Type.Optional(Type.Boolean()),
  prodottoDescription: Type.Optional(NullableText()),
  derivedRequestDescription: Type.Optional(NullableText()),
  defaultValue: Type.Optional(Nullable(Type.String({ maxLength: FIELD_LIMITS.defaultValue }))),
  toolTipInfo: Type.Optional(Nullable(Type.String({ maxLength: FIELD_LIMITS.toolTipInfo }))),
  productIdDerivedRequest: Type.Optional(ProductRef()),
  requestCodeOrFieldCode: Type.Optional(Nullable(Type.String({ maxLength: FIELD_LIMITS.requestCode }))),
  isAlertDismissed: Type.Optional(Type.Boolean()),
  formCount: Type.Optional(Type.Integer()),
};

/** Body of POST /api/field; the read-only keys of a GET answer are accepted and ignored. */
export const NewFieldInput = Type.Object(
  { ...fieldInputProperties, version: Type.Optional(Version()) },
  { additionalProperties: false },
);
/** Body of PUT /api/field: the version read, for the optimistic lock. */
export const FieldInput = Type.Object({ ...fieldInputProperties, version: Version() }, { additionalProperties: false });
export type NewFieldInput = Static<typeof NewFieldInput>;
export type FieldInput = Static<typeof FieldInput>;

export const FieldCodeParams = Type.Object({ fieldCode: Type.String({ minLength: 1, maxLength: 64 }) });

export const FieldCodeQuery = Type.Object(
  { fieldCode: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

/** A form containing a field (panel 'Form' of the field edit). */
export const FieldForm = Type.Object({
  formCode: Type.String(),
  description: Type.String(),
  validatore: NullableText(),
  validatoreList: Type.Array(Type.String()),
});
export type FieldForm = Static<typeof FieldForm>;

/** A product offered by the accessory-product and derived-request lookups. */
export const ProductSummary = Type.Object({
  id: Type.Integer(),
  productCode: Type.String(),
  fullProductCode: Type.String(),
  description: Type.String(),
  productType: Type.Optional(Nullable(StringEnum(PRODUCT_TYPES))),
  evasDays: Type.Optional(NullableInteger()),
  flagSuspended: StringEnum(['S', 'N'] as const),
  lineId: Type.Optional(NullableInteger()),
  lineName: Type.Optional(NullableText()),
});
export type ProductSummary = Static<typeof ProductSummary>;

/** `GET /api/field/lookup/options`: the vocabulary of the field editor. */
export const FieldOptions = Type.Object({
  types: Type.Array(ValueLabel),
  validators: Type.Array(ValueLabel),
  physicalPersonFields: Type.Array(Type.String()),
  legalPersonFields: Type.Array(Type.String()),
  subjectTypes: Type.Array(ValueLabel),
});
export type FieldOptions = Static<typeof FieldOptions>;

/** `GET /api/icons`. */
export const IconQuery = (maxIcons: number) =>
  Type.Object(
    {
      search: Type.Optional(Type.String({ maxLength: 128, default: '' })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: maxIcons, default: maxIcons })),
    },
    { additionalProperties: false },
  );

/** Every fields endpoint: the one declaration the API registers and the clients call. */
export const fieldsEndpoints = {
  getFields: endpoint({
    method: 'GET',
    path: '/api/fields',
    access: [PERMISSIONS.manager],
    tags: ['campi'],
    summary: 'Elenco paginato dei campi, ordinato per codice',
    description: 'La ricerca confronta codice, nome e descrizione senza distinzione tra maiuscole e minuscole.',
    query: PagingQuery(),
    response: Page(Field),
  }),
  getAvailableFields: endpoint({
    method: 'GET',
    path: '/api/available/fields',
    access: [PERMISSIONS.manager],
    tags: ['campi'],
    summary: 'Tutti i campi del tenant, ordinati per nome (scelta del campo da aggiungere a una form)',
    query: SearchQuery(),
    response: Type.Array(Field),
  }),
  getFieldFieldCodeAvailability: endpoint({
    method: 'GET',
    path: '/api/field/field-code/availability',
    access: [PERMISSIONS.manager],
    tags: ['campi'],
    summary: 'Il codice campo è libero?',
    description: `Sempre error=false; se il codice è già usato available=false e message "${CATALOGUE_MESSAGES.fieldCodeTaken}".`,
    query: FieldCodeQuery,
    response: Availability,
  }),
  getFieldLookupOptions: endpoint({
    method: 'GET',
    path: '/api/field/lookup/options',
    access: [PERMISSIONS.manager],
    tags: ['campi'],
    summary: 'Valori ammessi: tipi con etichetta, validatori, collegamenti alle ricerche, tipi di soggetto',
    response: FieldOptions,
  }),
  getFieldFormsByFieldCode: endpoint({
    method: 'GET',
    path: '/api/field/forms/:fieldCode',
    access: [PERMISSIONS.manager],
    tags: ['campi'],
    summary: 'Form che contengono il campo, ordinate per codice',
    params: FieldCodeParams,
    query: SearchQuery(),
    response: Type.Array(FieldForm),
  }),
  getFieldByFieldCode: endpoint({
    method: 'GET',
    path: '/api/field/:fieldCode',
    access: [PERMISSIONS.manager],
    tags: ['campi'],
    summary: 'Un campo',
    params: FieldCodeParams,
    response: Field,
  }),
  postField: endpoint({
    method: 'POST',
    path: '/api/field',
    access: [PERMISSIONS.manager],
    tags: ['campi'],
    summary: 'Crea un campo',
    description: `409 "${CATALOGUE_MESSAGES.fieldCodeTaken}" se il codice è già usato.`,
    body: NewFieldInput,
    response: Field,
  }),
  putField: endpoint({
    method: 'PUT',
    path: '/api/field',
    access: [PERMISSIONS.manager],
    tags: ['campi'],
    summary: 'Aggiorna un campo',
    description: `Richiede la version letta; 409 "${CATALOGUE_MESSAGES.stale}" se nel frattempo è cambiata.`,
    body: FieldInput,
    response: Field,
  }),
  deleteFieldByFieldCode: endpoint({
    method: 'DELETE',
    path: '/api/field/:fieldCode',
    access: [PERMISSIONS.manager],
    tags: ['campi'],
    summary: 'Rimuove un campo non usato da nessuna form',
    description: '409 se il campo è usato da una o più form (context.forms).',
    params: FieldCodeParams,
    response: NullContext,
  }),
  getFieldLookupAccessoryProducts: endpoint({
    method: 'GET',
    path: '/api/field/lookup/accessory-products',
    access: [PERMISSIONS.manager],
    tags: ['campi'],
    summary: `Prodotti accessori: al massimo ${MAX_PRODUCT_SUGGESTIONS} prodotti il cui codice o descrizione contiene il testo`,
    query: SearchQuery(128),
    response: Type.Array(ProductSummary),
  }),
  getFieldLookupDerivedRequests: endpoint({
    method: 'GET',
    path: '/api/field/lookup/derived-requests',
    access: [PERMISSIONS.manager],
    tags: ['campi'],
    summary: `Richiesta derivata: al massimo ${MAX_PRODUCT_SUGGESTIONS} prodotti non sospesi il cui codice o descrizione contiene il testo`,
    query: SearchQuery(128),
    response: Type.Array(ProductSummary),
  }),
  getIcons: endpoint({
    method: 'GET',
    path: '/api/icons',
    access: 'user',
    tags: ['campi'],
    summary: `Icone (es. mat_outline:bookmark) il cui nome contiene il testo, al massimo ${MAX_ICONS}`,
    query: IconQuery(MAX_ICONS),
    response: Type.Array(Type.String()),
  }),
};
