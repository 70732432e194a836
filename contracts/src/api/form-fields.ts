/** The form-fields endpoints. */
import { endpoint } from './endpoint.ts';
import { PERMISSIONS } from '../permissions.ts';
import { NullContext, Page, PagingQuery, Type } from './schema.ts';
import { CodeFilter, FormField, FormFieldFilter, FormFieldInput, LinkParams } from './forms.ts';
import { CATALOGUE_MESSAGES } from '../messages.ts';
import { NewFormFieldInput } from './forms.ts';

/** Every form-fields endpoint: the one declaration the API registers and the clients call. */
export const formFieldsEndpoints = {
  getFormFields: endpoint({
    method: 'GET',
    path: '/api/form/fields',
    access: [PERMISSIONS.manager],
    tags: ['campi form'],
    summary: 'Elenco paginato dei collegamenti form-campo, per form e ordine',
    description: 'La ricerca confronta codice campo, codice form e nome del campo; formCode filtra per form.',
    query: PagingQuery({ formCode: Type.Optional(CodeFilter()) }),
    response: Page(FormField),
  }),
  getAvailableFormFields: endpoint({
    method: 'GET',
    path: '/api/available/form/fields',
    access: [PERMISSIONS.manager],
    tags: ['campi form'],
    summary: 'Tutti i collegamenti form-campo, filtrabili per form o per campo',
    query: FormFieldFilter,
    response: Type.Array(FormField),
  }),
  getFormFieldByFieldCodeAndFieldform: endpoint({
    method: 'GET',
    path: '/api/form/field/:fieldCode/:fieldform',
    access: [PERMISSIONS.manager],
    tags: ['campi form'],
    summary: 'Un collegamento form-campo (id composto: codice campo e codice form)',
    params: LinkParams,
    response: FormField,
  }),
  putFormFields: endpoint({
    method: 'PUT',
    path: '/api/form/fields',
    access: [PERMISSIONS.manager],
    tags: ['campi form'],
    summary: 'Salva insieme più collegamenti (nuovo ordine dopo il trascinamento e impostazioni)',
    description: 'Tutto o niente: una version non aggiornata annulla il salvataggio (409).',
    body: Type.Array(FormFieldInput, { maxItems: 500 }),
    response: Type.Array(FormField),
  }),
  deleteFormFieldByFieldCodeAndFieldform: endpoint({
    method: 'DELETE',
    path: '/api/form/field/:fieldCode/:fieldform',
    access: [PERMISSIONS.manager],
    tags: ['campi form'],
    summary: 'Rimuove un campo da una form',
    params: LinkParams,
    response: NullContext,
  }),
  postFormField: endpoint({
    method: 'POST',
    path: '/api/form/field',
    access: [PERMISSIONS.manager],
    tags: ['campi form'],
    summary: 'Aggiunge un campo a una form',
    description:
      `Predefiniti: order = ultimo + 1, group 0, dimension 2, subjectType ANY. ` +
      `409 "${CATALOGUE_MESSAGES.fieldAlreadyInForm}" se il campo è già nella form.`,
    body: NewFormFieldInput,
    response: FormField,
  }),
  putFormField: endpoint({
    method: 'PUT',
    path: '/api/form/field',
    access: [PERMISSIONS.manager],
    tags: ['campi form'],
    summary: 'Aggiorna un collegamento form-campo',
    description: `Richiede la version letta; 409 "${CATALOGUE_MESSAGES.stale}" se nel frattempo è cambiata.`,
    body: FormFieldInput,
    response: FormField,
  }),
};
