import { LINE_LIMITS } from '@portal/contracts/catalogue';
import { CATALOGUE_MESSAGES, MESSAGES } from '@portal/contracts/messages';
import { contractRules, yup } from '@portal/shared-ui/forms';
import type { CodeAvailability } from '../../../components/code-availability';
import { LINE_CODE_TAKEN } from '../api/check-line-code';
import { NewLineInput } from '@portal/contracts/api/lines';
import type { Line, LineInput, LineProduct } from '../types/line';

const REQUIRED = MESSAGES.required;

/** The yes/no properties of a line (spec 002 §3), with their labels. */
export const LINE_FLAGS = [
  { name: 'active', label: 'Attiva' },
  { name: 'online', label: 'Online' },
  { name: 'valueAdded', label: 'Servizio a valore aggiunto' },
  { name: 'personaGiuridica', label: 'Persona giuridica' },
  { name: 'personaFisica', label: 'Persona fisica' },
  { name: 'singolare', label: 'Richiesta singola' },
  { name: 'massivo', label: 'Richiesta massiva' },
] as const;

type LineFlag = (typeof LINE_FLAGS)[number]['name'];

export type LineFormValues = {
  code: string;
  name: string;
  description: string;
  serviceId: number | null;
  formCode: string | null;
  order: number | null;
  /** The line's product table; saved with the line (spec 002 §2.8). */
  products: LineProduct[];
} & Record<LineFlag, boolean>;

export function toLineValues(line: Line | null, products: LineProduct[], serviceId: number | null): LineFormValues {
  return {
    code: line?.code ?? '',
    name: line?.name ?? '',
    description: line?.description ?? '',
    serviceId: line ? line.serviceId : serviceId,
    formCode: line?.formCode ?? null,
    order: line?.order ?? null,
    active: line?.active ?? true,
    online: line?.online ?? true,
    valueAdded: line?.valueAdded ?? false,
    personaGiuridica: line?.personaGiuridica ?? true,
    personaFisica: line?.personaFisica ?? false,
    singolare: line?.singolare ?? true,
    massivo: line?.massivo ?? false,
    products,
  };
}

/** Validation of spec 002 §5 (line). */
export function lineSchema(isNew: boolean, codes: CodeAvailability) {
  const contract = contractRules(NewLineInput, ['code', 'name', 'description']);
  return yup.object({
    ...contract,
    code: contract.code.test('available', LINE_CODE_TAKEN, (code) => !isNew || !code || !codes.isTaken(code)),
    serviceId: yup.number().nullable().required(REQUIRED),
    formCode: yup.string().nullable().required(REQUIRED),
    // Chosen only for a new line; a saved one keeps the order its service gave it (which may be 10100).
    order: isNew
      ? yup
          .number()
          .nullable()
          .integer(CATALOGUE_MESSAGES.lineOrder)
          .min(0, CATALOGUE_MESSAGES.lineOrder)
          .max(LINE_LIMITS.orderBelow - 1, CATALOGUE_MESSAGES.lineOrder)
      : yup.number().nullable(),
  });
}

function lineBody(values: LineFormValues) {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    description: values.description.trim(),
    serviceId: values.serviceId ?? 0,
    formCode: values.formCode ?? '',
    active: values.active,
    online: values.online,
    valueAdded: values.valueAdded,
    personaGiuridica: values.personaGiuridica,
    personaFisica: values.personaFisica,
    singolare: values.singolare,
    massivo: values.massivo,
  };
}

const productIds = (products: readonly LineProduct[]) => products.map((product) => product.id);

export function toNewLine(values: LineFormValues): NewLineInput {
  return {
    ...lineBody(values),
    ...(values.order !== null ? { order: values.order } : {}),
    ...(values.products.length > 0 ? { productIds: productIds(values.products) } : {}),
  };
}

/**
 * The code and order stay as saved (spec 002 §5): the server keeps them. The product table
 * travels only when it changed: sent untouched it would take off the line a product someone
 * else has just added.
 */
export function toLineUpdate(values: LineFormValues, line: Line, productsRead: readonly LineProduct[]): LineInput {
  const changed = productIds(values.products).sort().join() !== productIds(productsRead).sort().join();
  return {
    ...lineBody(values),
    code: line.code,
    version: line.version,
    ...(changed ? { productIds: productIds(values.products) } : {}),
  };
}
