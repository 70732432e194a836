import type { OrderForm, OrderFormField } from '@portal/contracts/api/ordering';
import type { NewRequestInput } from '@portal/contracts/api/requests';
import type { RequestFormValues } from '@portal/contracts/request-form';
import type { Subject, SubjectType } from '../types/ordering';

const italianDate = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('/') : iso);

/**
 * The subject's own code for a field that names the subject by a code and has no link of its
 * own ('Codice fiscale o partita IVA'): a company's VAT number unless the field asks for a
 * codice fiscale, a person's codice fiscale.
 */
function subjectCodeKey(field: OrderFormField, subject: Subject): string | null {
  if (!field.subjectField || !field.validator) return null;
  if (subject.type === 'PF') return 'codiceFiscale';
  return field.validator === 'CF' ? 'codiceFiscale' : 'partitaIva';
}

/** The subject's value for a field linked to a person or company search field (catalogue I's links). */
function subjectValue(field: OrderFormField, subject: Subject | null): string | boolean | null {
  if (!subject) return null;
  const source: Record<string, unknown> =
    subject.type === 'PF' ? (subject.person as Record<string, unknown>) : (subject.company as Record<string, unknown>);
  const key =
    (subject.type === 'PF' ? field.physicalPersonField : field.legalPersonField) ?? subjectCodeKey(field, subject);
  const value = key ? source[key] : undefined;
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value;
  return field.type === 'DATE' ? italianDate(String(value)) : String(value);
}

/** The form's first values: the subject's data where a field is linked to it, else the field's default. */
export function initialRequestValues(fields: readonly OrderFormField[], subject: Subject | null): RequestFormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const fromSubject = subjectValue(field, subject);
      // A SELECT takes the subject's value only when it is one of its options: never a value the form refuses.
      const offered =
        field.type !== 'SELECT' ||
        field.selectValueList.length === 0 ||
        field.selectValueList.includes(String(fromSubject));
      if (fromSubject !== null && offered) return [field.fieldCode, fromSubject];
      if (field.type === 'FLAG') return [field.fieldCode, field.defaultValue === 'true' || field.defaultValue === 'S'];
      return [field.fieldCode, field.defaultValue ?? ''];
    }),
  );
}

/** What is sent: empty texts left out, the rest as typed (dates dd/MM/yyyy). */
export function requestParams(values: RequestFormValues): RequestFormValues {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '' && value !== null));
}

/** Whom a request is about: the subject chosen in the search, or only its type (the form names it). */
export interface RequestAbout {
  type: SubjectType;
  subject: Subject | null;
}

/** The body of `POST /api/requests` for the form's values about the subject. */
export function newRequestInput(
  order: OrderForm,
  { type, subject }: RequestAbout,
  values: RequestFormValues,
  internalReference = '',
  attachments: Record<string, string> = {},
): NewRequestInput {
  const formParams = requestParams(values);
  // The uploads of the FILE fields still filled in.
  const sent = Object.entries(attachments).filter(([code]) => typeof formParams[code] === 'string');
  return {
    productId: order.product.id,
    tipoSogg: type,
    ...(subject ? { subject: subject.type === 'PG' ? subject.company : subject.person } : {}),
    formParams,
    internalReference: internalReference.trim() || null,
    ...(sent.length ? { attachments: Object.fromEntries(sent) } : {}),
  };
}

/** SELECT options sorted by label, at most 200 shown (spec 001 §5). */
export const MAX_SELECT_OPTIONS = 200;
export function selectOptions(field: OrderFormField): { value: string; label: string }[] {
  return field.selectValueList
    .map((value, index) => ({ value, label: field.selectLabelList?.[index] ?? value }))
    .sort((a, b) => a.label.localeCompare(b.label, 'it'))
    .slice(0, MAX_SELECT_OPTIONS);
}

/** Rows of the 12-column layout: a field starts a new row when it says so or when it does not fit. */
export function layoutRows<F extends Pick<OrderFormField, 'dimension' | 'newRiga' | 'type'>>(
  fields: readonly F[],
): F[][] {
  const rows: F[][] = [];
  let used = 12;
  for (const field of fields) {
    if (field.type === 'HIDDEN') continue;
    const width = Math.min(Math.max(field.dimension, 1), 12);
    if (field.newRiga || used + width > 12) {
      rows.push([]);
      used = 0;
    }
    rows[rows.length - 1].push(field);
    used += width;
  }
  return rows;
}
