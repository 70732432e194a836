import { CATALOGUE_MESSAGES, MESSAGES } from '@portal/contracts/messages';
import { NewProductInput } from '@portal/contracts/api/products';
import { contractRules, yup } from '@portal/shared-ui/forms';
import {
  PRODUCT_LIMITS,
  type ConfigurationStatus,
  type Product,
  type ProductInput,
  type ProductRef,
  type ReportFamily,
} from '../types/product';

const REQUIRED = MESSAGES.required;

/** The yes/no properties kept as S/N by the API, switches here. */
const YES_NO = [
  'customerVis',
  'flagSuspended',
  'priceFromConf',
  'manualDebit',
  'subjectToVAT',
  'urgentOffLineMail',
] as const;
type YesNoName = (typeof YES_NO)[number];

const BOOLEANS = [
  'search',
  'nuovaRicerca',
  'esitoPdf',
  'nascondiDaListaRichieste',
  'personaFisica',
  'personaGiuridica',
  'enableMassiveUpload',
  'massiveUploadSplit',
  'urgent',
  'favorite',
] as const;
type BooleanName = (typeof BOOLEANS)[number];

export type ProductFormValues = {
  productCode: string;
  description: string;
  descrEstrattoConto: string;
  note: string;
  lineId: number | null;
  productCategoryId: number | null;
  evasDays: number | null;
  formCode: string | null;
  parent: ProductRef | null;
  reportUrl: string;
  styleUrl: string;
  /** Null: the family the product's name suggests. */
  reportFamily: ReportFamily | null;
  purchasables: ProductRef[];
  contentIds: number[];
  configurationStatus: ConfigurationStatus;
  /** Euro as typed, with a comma or a point ("12,50"). */
  defaultPrice: string;
} & Record<YesNoName | BooleanName, boolean>;

export function toProductValues(product: Product | null, lineId: number | null): ProductFormValues {
  const yesNo = Object.fromEntries(
    YES_NO.map((name) => [name, product ? product[name] === 'S' : name === 'customerVis' || name === 'subjectToVAT']),
  ) as Record<YesNoName, boolean>;
  const booleans = Object.fromEntries(
    BOOLEANS.map((name) => [name, product ? product[name] : name === 'personaGiuridica']),
  ) as Record<BooleanName, boolean>;
  return {
    productCode: product?.productCode ?? '',
    description: product?.description ?? '',
    descrEstrattoConto: product?.descrEstrattoConto ?? '',
    note: product?.note ?? '',
    lineId: product ? product.lineId : lineId,
    productCategoryId: product?.productCategoryId ?? null,
    evasDays: product?.evasDays ?? null,
    formCode: product?.formCode ?? null,
    parent: product?.parent ?? null,
    reportUrl: product?.reportUrl ?? '',
    styleUrl: product?.styleUrl ?? '',
    reportFamily: product?.reportFamily ?? null,
    purchasables: product?.purchasableProducts ?? [],
    contentIds: product?.contentIds ?? [],
    configurationStatus: product?.configurationStatus ?? 'Y',
    defaultPrice: product?.defaultPrice?.replace('.', ',') ?? '',
    ...yesNo,
    ...booleans,
  };
}

const URL = /^(https?:\/\/\S+|\/\S*)$/i;
const PRICE = /^\d{1,8}([.,]\d{1,2})?$/;

/** Validation of spec 002 §5 (product). */
export function productSchema(productId: number | null) {
  return yup.object({
    ...contractRules(NewProductInput, ['productCode', 'description', 'descrEstrattoConto', 'note']),
    lineId: yup.number().nullable().required(CATALOGUE_MESSAGES.lineRequired),
    productCategoryId: yup.number().nullable().required(REQUIRED),
    evasDays: yup
      .number()
      .nullable()
      .required(REQUIRED)
      .integer(CATALOGUE_MESSAGES.invalidNumber)
      .min(0, CATALOGUE_MESSAGES.invalidNumber)
      .max(PRODUCT_LIMITS.evasDaysMax - 1, CATALOGUE_MESSAGES.evasDaysTooBig),
    parent: yup
      .object()
      .nullable()
      .test('required-when-urgent', CATALOGUE_MESSAGES.parentRequired, function (parent) {
        return !this.parent.urgent || parent !== null;
      })
      .test(
        'not-self',
        CATALOGUE_MESSAGES.parentIsSelf,
        (parent) => (parent as ProductRef | null)?.id !== productId || productId === null,
      ),
    reportUrl: yup.string().trim().matches(URL, { message: CATALOGUE_MESSAGES.urlFormat, excludeEmptyString: true }),
    styleUrl: yup.string().trim().matches(URL, { message: CATALOGUE_MESSAGES.urlFormat, excludeEmptyString: true }),
    defaultPrice: yup
      .string()
      .trim()
      .matches(PRICE, { message: CATALOGUE_MESSAGES.priceFormat, excludeEmptyString: true }),
  });
}

const yesNo = (on: boolean) => (on ? ('S' as const) : ('N' as const));
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function toNewProduct(values: ProductFormValues): NewProductInput {
  return productBody(values);
}

function productBody(values: ProductFormValues) {
  return {
    productCode: values.productCode.trim(),
    description: values.description.trim(),
    descrEstrattoConto: values.descrEstrattoConto.trim(),
    note: orNull(values.note),
    lineId: values.lineId ?? 0,
    productCategoryId: values.productCategoryId ?? 0,
    evasDays: values.evasDays ?? 0,
    formCode: values.formCode,
    parentId: values.parent?.id ?? null,
    reportUrl: orNull(values.reportUrl),
    styleUrl: orNull(values.styleUrl),
    reportFamily: values.reportFamily,
    purchasableProductIds: values.purchasables.map((product) => product.id),
    contentIds: values.contentIds,
    configurationStatus: values.configurationStatus,
    // Money travels as decimal text with a point, never as a float.
    defaultPrice: orNull(values.defaultPrice)?.replace(',', '.') ?? null,
    ...(Object.fromEntries(YES_NO.map((name) => [name, yesNo(values[name])])) as Record<YesNoName, 'S' | 'N'>),
    ...(Object.fromEntries(BOOLEANS.map((name) => [name, values[name]])) as Record<BooleanName, boolean>),
    // The split exists only with massive upload (spec 002 §5).
    massiveUploadSplit: values.enableMassiveUpload && values.massiveUploadSplit,
  };
}

/** The code stays as created; the version read guards the save. */
export function toProductUpdate(values: ProductFormValues, product: Product): ProductInput {
  return { ...productBody(values), productCode: product.productCode, version: product.version };
}
