/**
 * The rules of a product (spec 002 §2.12, §5): required texts, a unique code (any case) locked
 * after creation, an existing line, category and form, a parent required when urgent that is
 * neither the product itself nor a child, the split only with massive upload, money as decimal
 * text, the purchasable products and contents saved with the product in one transaction under
 * the optimistic lock; demo files and product sheets for PF and PG.
 */
import type { NewProductInput, Product, ProductInput } from '@portal/contracts/api/products';
import type { ProductFileKind } from '@portal/contracts/catalogue';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import { badRequest, normalizeCode, pgCode, stale } from '../../catalogue-rules.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict, notFound } from '../../domain-error.ts';
import { findLine, storedFormCode } from '../lines/reads.ts';
import { findProductCategory } from '../product-catalogue/reads.ts';
import {
  countOwned,
  deleteProductFile,
  findProduct,
  findProductFile,
  insertProduct,
  isProductCodeFree,
  productFamily,
  productVersion,
  setProductContents,
  setPurchasables,
  updateProductVersion,
  upsertProductFile,
  type ProductValues,
  type StoredProductFile,
} from './repository.ts';
import { optionalText, requiredTexts } from '../../text-rules.ts';

const codeTaken = () => conflict(CATALOGUE_MESSAGES.productCodeTaken, { field: 'productCode' });

export async function getProduct(db: Queryable, tenantId: TenantId, id: number): Promise<Product> {
  const product = await findProduct(db, tenantId, id);
  if (!product) throw notFound(CATALOGUE_MESSAGES.productNotFound);
  return product;
}

/** A report or style address: absolute http(s) or a path of the portal. */
function optionalUrl(value: string | null | undefined, field: string): string | null {
  const url = optionalText(value);
  if (url !== null && !/^(https?:\/\/[^\s]+|\/[^\s]*)$/i.test(url))
    throw badRequest(CATALOGUE_MESSAGES.urlFormat, field);
  return url;
}

/** The parent rules of spec 002 §5, for the product `id` (null while new). */
async function checkedParent(
  db: Queryable,
  tenantId: TenantId,
  id: number | null,
  input: NewProductInput | ProductInput,
): Promise<number | null> {
  const parentId = input.parentId ?? null;
  if (parentId === null) {
    if (input.urgent) throw badRequest(CATALOGUE_MESSAGES.parentRequired, 'parentId');
    return null;
  }
  if (parentId === id) throw badRequest(CATALOGUE_MESSAGES.parentIsSelf, 'parentId');
  const parent = await productFamily(db, tenantId, parentId);
  if (!parent) throw badRequest(CATALOGUE_MESSAGES.productNotFound, 'parentId');
  if (parent.parentId !== null) throw badRequest(CATALOGUE_MESSAGES.parentIsChild, 'parentId');
  if (id !== null && ((await productFamily(db, tenantId, id))?.childCount ?? 0) > 0) {
    throw badRequest(CATALOGUE_MESSAGES.parentHasChildren, 'parentId');
  }
  return parentId;
}

async function ownedIds(
  db: Queryable,
  tenantId: TenantId,
  table: 'products' | 'contents',
  ids: number[] | undefined,
  field: string,
): Promise<number[] | undefined> {
  if (ids === undefined || ids.length === 0) return ids;
  if ((await countOwned(db, tenantId, table, ids)) !== ids.length) {
    throw badRequest(
      table === 'products' ? CATALOGUE_MESSAGES.productNotFound : CATALOGUE_MESSAGES.contentNotFound,
      field,
    );
  }
  return ids;
}

/** What both saves check and write. */
async function productValues(
  db: Queryable,
  tenantId: TenantId,
  id: number | null,
  input: NewProductInput | ProductInput,
): Promise<ProductValues> {
  const texts = requiredTexts({ description: input.description, descrEstrattoConto: input.descrEstrattoConto });
  if (!(await findLine(db, tenantId, input.lineId))) throw badRequest(CATALOGUE_MESSAGES.lineNotFound, 'lineId');
  const category = await findProductCategory(db, tenantId, input.productCategoryId);
  if (!category) throw badRequest(CATALOGUE_MESSAGES.categoryNotFound, 'productCategoryId');
  const requestedForm = optionalText(input.formCode);
  const formCode = requestedForm === null ? null : await storedFormCode(db, tenantId, requestedForm);
  if (requestedForm !== null && formCode === null) throw badRequest(CATALOGUE_MESSAGES.formNotFound, 'formCode');
  const massive = input.enableMassiveUpload ?? false;
  return {
    ...texts,
    note: optionalText(input.note),
    lineId: input.lineId,
    productCategoryId: category.id,
    categoryCode: category.prodCatCode,
    evasDays: input.evasDays,
    formCode,
    parentId: await checkedParent(db, tenantId, id, input),
    reportUrl: optionalUrl(input.reportUrl, 'reportUrl'),
    styleUrl: optionalUrl(input.styleUrl, 'styleUrl'),
    reportFamily: input.reportFamily ?? null,
    customerVis: input.customerVis ?? 'S',
    flagSuspended: input.flagSuspended ?? 'N',
    configurationStatus: input.configurationStatus ?? (input.flagSuspended === 'S' ? 'R' : 'Y'),
    search: input.search ?? false,
    nuovaRicerca: input.nuovaRicerca ?? false,
    esitoPdf: input.esitoPdf ?? false,
    nascondiDaListaRichieste: input.nascondiDaListaRichieste ?? false,
    personaFisica: input.personaFisica ?? false,
    personaGiuridica: input.personaGiuridica ?? true,
    enableMassiveUpload: massive,
    // The split toggle exists only with massive upload (spec 002 §5).
    massiveUploadSplit: massive && (input.massiveUploadSplit ?? false),
    urgent: input.urgent ?? false,
    favorite: input.favorite ?? false,
    priceFromConf: input.priceFromConf ?? 'N',
    manualDebit: input.manualDebit ?? 'N',
    subjectToVAT: input.subjectToVAT ?? 'S',
    urgentOffLineMail: input.urgentOffLineMail ?? 'N',
    defaultPrice: input.defaultPrice ?? null,
  };
}

async function checkedLists(
  db: Queryable,
  tenantId: TenantId,
  id: number | null,
  input: NewProductInput | ProductInput,
) {
  if (id !== null && input.purchasableProductIds?.includes(id)) {
    throw badRequest(CATALOGUE_MESSAGES.purchasableIsSelf, 'purchasableProductIds');
  }
  return {
    purchasables: await ownedIds(db, tenantId, 'products', input.purchasableProductIds, 'purchasableProductIds'),
    contents: await ownedIds(db, tenantId, 'contents', input.contentIds, 'contentIds'),
  };
}

async function saveLists(
  tx: Queryable,
  tenantId: TenantId,
  id: number,
  lists: { purchasables?: number[]; contents?: number[] },
) {
  if (lists.purchasables) await setPurchasables(tx, tenantId, id, lists.purchasables);
  if (lists.contents) await setProductContents(tx, tenantId, id, lists.contents);
}

export async function createProduct(db: Database, tenantId: TenantId, input: NewProductInput): Promise<Product> {
  const code = normalizeCode(input.productCode, 'productCode');
  const values = await productValues(db, tenantId, null, input);
  if (!(await isProductCodeFree(db, tenantId, code))) throw codeTaken();
  const lists = await checkedLists(db, tenantId, null, input);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const created = await insertProduct(tx, tenantId, code, values);
      await saveLists(tx, tenantId, created, lists);
      return created;
    });
  } catch (error) {
    if (pgCode(error) === '23505') throw codeTaken();
    throw error;
  }
  return getProduct(db, tenantId, id);
}

/** Saves over the version read; the code stays as created. */
export async function updateProduct(
  db: Database,
  tenantId: TenantId,
  id: number,
  input: ProductInput,
): Promise<Product> {
  if ((await productVersion(db, tenantId, id)) === null) throw notFound(CATALOGUE_MESSAGES.productNotFound);
  const values = await productValues(db, tenantId, id, input);
  const lists = await checkedLists(db, tenantId, id, input);
  await db.transaction(async (tx) => {
    if (!(await updateProductVersion(tx, tenantId, id, input.version, values))) {
      const current = await productVersion(tx, tenantId, id);
      throw current === null ? notFound(CATALOGUE_MESSAGES.productNotFound) : stale(current);
    }
    await saveLists(tx, tenantId, id, lists);
  });
  return getProduct(db, tenantId, id);
}

export interface ProductFileTarget {
  productId: number;
  kind: ProductFileKind;
  /** true: natural person (PF); false: legal entity (PG). */
  pf: boolean;
}

const target = (file: ProductFileTarget) => ({
  productId: file.productId,
  kind: file.kind,
  subject: file.pf ? ('PF' as const) : ('PG' as const),
});

export async function saveProductFile(
  db: Queryable,
  tenantId: TenantId,
  file: ProductFileTarget,
  content: StoredProductFile,
  userId: number,
): Promise<Product> {
  await getProduct(db, tenantId, file.productId);
  await upsertProductFile(db, tenantId, target(file), content, userId);
  return getProduct(db, tenantId, file.productId);
}

export async function getProductFile(
  db: Queryable,
  tenantId: TenantId,
  file: ProductFileTarget,
): Promise<StoredProductFile> {
  await getProduct(db, tenantId, file.productId);
  const stored = await findProductFile(db, tenantId, target(file));
  if (!stored) throw notFound(CATALOGUE_MESSAGES.productFileMissing);
  return stored;
}

export async function removeProductFile(db: Queryable, tenantId: TenantId, file: ProductFileTarget): Promise<Product> {
  await getProduct(db, tenantId, file.productId);
  if (!(await deleteProductFile(db, tenantId, target(file)))) throw notFound(CATALOGUE_MESSAGES.productFileMissing);
  return getProduct(db, tenantId, file.productId);
}

// The module's reads, for its routes: a route imports its service only.
export { listProducts, productsByIds, searchProducts } from './repository.ts';
