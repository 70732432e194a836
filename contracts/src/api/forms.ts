/** Forms and their fields (spec 002 §2.3, §2.4, §3, §7 Forms). */
import { FIELD_TYPES, FORM_LIMITS, SUBJECT_TYPES } from '../catalogue.ts';
import { Nullable, NullableText, StringEnum, Type, Version, type Static } from './schema.ts';
import { endpoint } from './endpoint.ts';
import { PERMISSIONS } from '../permissions.ts';
import { Page, PagingQuery, SearchQuery, ValueLabel } from './schema.ts';
import { CATALOGUE_MESSAGES } from '../messages.ts';
import { Availability } from './schema.ts';

const Code = (options: Record<string, unknown> = {}) =>
  Type.String({ minLength: 1, maxLength: FORM_LIMITS.formCode, ...options });
const SubjectTypeValue = () => StringEnum(SUBJECT_TYPES.map((type) => type.value));

/** Form (spec 002 §3). */
export const Form = Type.Object({
  formCode: Type.String(),
  description: Type.String(),
  validatore: NullableText({ description: 'Codici dei validatori separati da virgola' }),
  validatoreList: Type.Array(Type.String()),
  exampleSheet: NullableText({ description: 'Nome del file della scheda esempio (sola lettura)' }),
  fieldCount: Type.Integer({ description: 'Numero di campi della form (sola lettura)' }),
  version: Type.Integer(),
});
export type Form = Static<typeof Form>;

const formInputProperties = {
  formCode: Code(),
  description: Type.String({ minLength: 1, maxLength: FORM_LIMITS.description }),
  validatore: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  validatoreList: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 20 })),
  exampleSheet: Type.Optional(NullableText()),
  fieldCount: Type.Optional(Type.Integer()),
};
export const NewFormInput = Type.Object(
  { ...formInputProperties, version: Type.Optional(Version()) },
  { additionalProperties: false },
);
export const FormInput = Type.Object({ ...formInputProperties, version: Version() }, { additionalProperties: false });
export type NewFormInput = Static<typeof NewFormInput>;
export type FormInput = Static<typeof FormInput>;

export const FormCodeParams = Type.Object({ formCode: Code() });

export const FormCodeQuery = Type.Object({ formCode: Code() }, { additionalProperties: false });

/** Key of a form-field link: the field and the form (`fieldform`, as the spec spells it). */
export const FormFieldId = Type.Object(
  { fieldCode: Code(), fieldform: Code({ description: 'Codice della form' }) },
  { additionalProperties: false },
);
export type FormFieldId = Static<typeof FormFieldId>;

/** The field as a form-field link shows it. */
export const LinkedField = Type.Object({
  fieldCode: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  type: Type.Optional(StringEnum(FIELD_TYPES)),
  length: Type.Optional(Nullable(Type.Integer())),
  minimum: Type.Optional(Nullable(Type.Number())),
  maximum: Type.Optional(Nullable(Type.Number())),
  validator: Type.Optional(NullableText()),
  selectValue: Type.Optional(NullableText()),
  selectValueList: Type.Optional(Type.Array(Type.String())),
  defaultValue: Type.Optional(NullableText()),
  toolTipInfo: Type.Optional(NullableText()),
  icon: Type.Optional(Type.String()),
  physicalPersonField: Type.Optional(NullableText()),
  legalPersonField: Type.Optional(NullableText()),
  sqlOptions: Type.Optional(NullableText()),
  minimumDate: Type.Optional(NullableText()),
  maximumDate: Type.Optional(NullableText()),
  subjectField: Type.Optional(Type.Boolean()),
});

/** FormField link (spec 002 §3). */
export const FormField = Type.Object({
  id: Type.Object({ fieldCode: Type.String(), fieldform: Type.String() }),
  field: LinkedField,
  form: Type.Object({ formCode: Type.Optional(Type.String()), description: Type.Optional(Type.String()) }),
  obligatory: Type.Boolean(),
  subjectType: SubjectTypeValue(),
  order: Type.Integer(),
  dimension: Type.Integer({ description: 'Colonne occupate, 1-12' }),
  newRiga: Type.Boolean({ description: 'Il campo inizia una nuova riga' }),
  group: Type.Integer({ description: 'Gruppo 0-5 (0 = nessun gruppo)' }),
  options: Type.Optional(NullableText()),
  version: Type.Integer(),
});
export type FormField = Static<typeof FormField>;

const formFieldInputProperties = {
  id: FormFieldId,
  field: Type.Optional(Type.Object({}, { description: 'Sola lettura: ignorato' })),
  form: Type.Optional(Type.Object({}, { description: 'Sola lettura: ignorato' })),
  obligatory: Type.Optional(Type.Boolean()),
  subjectType: Type.Optional(SubjectTypeValue()),
  order: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
  dimension: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
  newRiga: Type.Optional(Type.Boolean()),
  group: Type.Optional(Type.Integer({ minimum: 0, maximum: 5 })),
  options: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
};
/** Body of POST /api/form/field. */
export const NewFormFieldInput = Type.Object(
  { ...formFieldInputProperties, version: Type.Optional(Version()) },
  { additionalProperties: false },
);
/** Body of PUT /api/form/field and each item of PUT /api/form/fields. */
export const FormFieldInput = Type.Object(
  { ...formFieldInputProperties, version: Version() },
  { additionalProperties: false },
);
export type NewFormFieldInput = Static<typeof NewFormFieldInput>;
export type FormFieldInput = Static<typeof FormFieldInput>;

/** A form or field code as a list filter (blank: no filter). */
export const CodeFilter = () => Type.String({ maxLength: 64 });

/** `GET /api/available/form/fields`: the links of one form, or of one field. */
export const FormFieldFilter = Type.Object(
  { formCode: Type.Optional(CodeFilter()), fieldCode: Type.Optional(CodeFilter()) },
  { additionalProperties: false },
);

export const LinkParams = Type.Object({ fieldCode: Code(), fieldform: Code() });

/** Every forms endpoint: the one declaration the API registers and the clients call. */
export const formsEndpoints = {
  getForms: endpoint({
    method: 'GET',
    path: '/api/forms',
    access: [PERMISSIONS.manager],
    tags: ['form'],
    summary: 'Elenco paginato delle form, ordinato per codice',
    description: 'La ricerca confronta codice e descrizione.',
    query: PagingQuery(),
    response: Page(Form),
  }),
  getAvailableForms: endpoint({
    method: 'GET',
    path: '/api/available/forms',
    access: [PERMISSIONS.manager],
    tags: ['form'],
    summary: 'Tutte le form del tenant, ordinate per codice',
    query: SearchQuery(),
    response: Type.Array(Form),
  }),
  getFormValidators: endpoint({
    method: 'GET',
    path: '/api/form-validators',
    access: [PERMISSIONS.manager],
    tags: ['form'],
    summary: 'Validatori che una form può richiedere (valori di validatore)',
    response: Type.Array(ValueLabel),
  }),
  getFormByFormCode: endpoint({
    method: 'GET',
    path: '/api/form/:formCode',
    access: 'user',
    tags: ['form'],
    summary: 'Una form',
    params: FormCodeParams,
    response: Form,
  }),
  getFormFieldsByFormCode: endpoint({
    method: 'GET',
    path: '/api/form/:formCode/fields',
    access: 'user',
    tags: ['form'],
    summary: "Campi della form nell'ordine di visualizzazione (anche per il modulo di richiesta del cliente)",
    params: FormCodeParams,
    response: Type.Array(FormField),
  }),
  deleteFormExampleSheetByFormCode: endpoint({
    method: 'DELETE',
    path: '/api/form/:formCode/example/sheet',
    access: [PERMISSIONS.manager],
    tags: ['form'],
    summary: 'Rimuove la scheda esempio della form',
    params: FormCodeParams,
    response: Form,
  }),
  getFormFormCodeAvailability: endpoint({
    method: 'GET',
    path: '/api/form/form-code/availability',
    access: [PERMISSIONS.manager],
    tags: ['form'],
    summary: 'Il codice form è libero?',
    description: `Sempre error=false; se il codice è già usato available=false e message "${CATALOGUE_MESSAGES.formCodeTaken}".`,
    query: FormCodeQuery,
    response: Availability,
  }),
  postForm: endpoint({
    method: 'POST',
    path: '/api/form',
    access: [PERMISSIONS.manager],
    tags: ['form'],
    summary: 'Crea una form',
    description: `409 "${CATALOGUE_MESSAGES.formCodeTaken}" se il codice è già usato.`,
    body: NewFormInput,
    response: Form,
  }),
  putForm: endpoint({
    method: 'PUT',
    path: '/api/form',
    access: [PERMISSIONS.manager],
    tags: ['form'],
    summary: 'Aggiorna una form',
    description: `Richiede la version letta; 409 "${CATALOGUE_MESSAGES.stale}" se nel frattempo è cambiata.`,
    body: FormInput,
    response: Form,
  }),
  postFormUploadExampleSheetByFormCode: endpoint({
    method: 'POST',
    path: '/api/form/:formCode/upload/example/sheet',
    access: [PERMISSIONS.manager],
    tags: ['form'],
    summary: 'Carica (o sostituisce) la scheda esempio della form',
    description: `multipart/form-data con una parte "file" (al massimo ${(10 * 1024 * 1024) / 1024 / 1024} MiB).`,
    params: FormCodeParams,
    consumes: ['multipart/form-data'],
    response: Form,
  }),
  getFormDownloadExampleSheetByFormCode: endpoint({
    method: 'GET',
    path: '/api/form/:formCode/download/example/sheet',
    access: 'user',
    tags: ['form'],
    summary: 'Scarica la scheda esempio della form',
    description: 'Risponde con il file (Content-Disposition: attachment); 404 se la form non ha una scheda.',
    params: FormCodeParams,
    produces: ['application/octet-stream'],
  }),
};
