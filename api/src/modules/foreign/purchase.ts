/**
 * Buying a foreign-company report (spec 001 §4): online availability first; an online report of
 * the nation's two products, or the offline report ('REST') with the company's data, plus the
 * translation (OF.SEST.TRADUZIONE) when the report is asked in English. An online order the
 * provider cannot deliver (no longer online, or its order fails) is refused with 'Report non
 * disponibile online' (context.offline: the screen offers the offline report) and charges nothing;
 * the availability offers online only what the provider can deliver. The requests are priced, debited and
 * written as every other request (writeRequest), all of a purchase in one transaction.
 */
import type { ForeignReport } from '../../foreign/provider.ts';
import { foreignReportData, type ReportData } from '../../reports/report-data.ts';
import { foreignWarningOf } from '../../reports/foreign-sections.ts';
import type {
  ForeignAvailability,
  ForeignOffer,
  ForeignPurchase,
  ForeignPurchaseInput,
} from '@portal/contracts/api/foreign';
import type { RequestCreated } from '@portal/contracts/api/requests';
import { FOREIGN_MESSAGES, ORDERING_MESSAGES } from '@portal/contracts/messages';
import type { Database, Queryable } from '../../db/database.ts';
import { FOREIGN_PRODUCTS } from '../../seed/foreign.ts';
import { conflict, invalid, notFound } from '../../domain-error.ts';
import type { ForeignProvider } from '../../foreign/provider.ts';
import type { Caller } from '../../plugins/tenant.ts';
import { accountOfUser, priceFor, type OrderableProduct } from '../requests/reads.ts';
import { startingState, writeRequest, type RequestToWrite } from '../requests/service.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import { announcePlaced, type LifecycleDeps } from '../requests/service.ts';
import { addAmounts } from '../credit/service.ts';

type ForeignProduct = Pick<
  OrderableProduct,
  'id' | 'fullProductCode' | 'description' | 'lineId' | 'productType' | 'evasDays'
>;

async function productByCode(db: Queryable, tenantId: TenantId, code: string): Promise<ForeignProduct> {
  const [row] = await db.query<ForeignProduct & Record<string, unknown>>(
    `SELECT p.id, p.full_product_code AS "fullProductCode", p.description, p.line_id AS "lineId",
       pc.product_type AS "productType", COALESCE(p.evas_days, 0) AS "evasDays"
     FROM products p JOIN product_categories pc ON pc.tenant_id = p.tenant_id AND pc.id = p.product_category_id
     WHERE p.tenant_id = $1 AND upper(p.product_code) = upper($2) AND p.flag_suspended = 'N'`,
    [tenantId, code],
  );
  if (!row) throw invalid(ORDERING_MESSAGES.productNotOrderable, 'productCode');
  return row;
}

async function offer(
  db: Queryable,
  who: Caller,
  clientId: number,
  code: string,
): Promise<ForeignOffer & { product: ForeignProduct }> {
  const product = await productByCode(db, who.tenantId, code);
  const price = await priceFor(db, who.tenantId, { clientId, userId: who.userId }, product.id);
  return { productCode: code, description: product.description, price, product };
}

async function clientOf(db: Queryable, who: Caller) {
  const account = await accountOfUser(db, who.tenantId, who.userId);
  if (!account) throw notFound(ORDERING_MESSAGES.productNotOrderable);
  return account;
}

const plain = ({ productCode, description, price }: ForeignOffer): ForeignOffer => ({
  productCode,
  description,
  price,
});

export async function foreignAvailability(
  db: Queryable,
  provider: ForeignProvider,
  who: Caller,
  companyId: string,
): Promise<ForeignAvailability> {
  if (!(await provider.company(companyId))) throw notFound(FOREIGN_MESSAGES.companyNotFound);
  const { clientId } = await clientOf(db, who);
  const { available, productCodes } = await provider.availability(companyId);
  const products = available ? await Promise.all(productCodes.map((code) => offer(db, who, clientId, code))) : [];
  return {
    available: products.length > 0,
    products: products.map(plain),
    offline: plain(await offer(db, who, clientId, FOREIGN_PRODUCTS.offline)),
    translation: plain(await offer(db, who, clientId, FOREIGN_PRODUCTS.translation)),
  };
}

export async function purchaseForeign(
  db: Database,
  provider: ForeignProvider,
  who: Caller,
  input: ForeignPurchaseInput,
  now: Date,
): Promise<ForeignPurchase> {
  const company = await provider.company(input.companyId);
  if (!company) throw notFound(FOREIGN_MESSAGES.companyNotFound);
  const account = await clientOf(db, who);
  const vat = company.national_identifiers.find((identifier) => identifier.type.code === '120')?.value ?? null;
  const subject = { code: vat?.slice(0, 16) ?? null, name: company.company_name };
  const subjectData = {
    companyId: company.company_id,
    companyName: company.company_name,
    nation: company.nation_codes.isoCode,
  };

  const items: RequestToWrite[] = [];
  const item = async (code: string, formParams: Record<string, unknown>, reportData: ReportData | null = null) => {
    const chosen = await offer(db, who, account.clientId, code);
    const { status, due } = await startingState(db, who, chosen.product, now);
    items.push({
      product: chosen.product,
      subjectType: 'PG',
      subject,
      subjectData,
      formParams,
      clientFormParams: [],
      internalReference: null,
      price: chosen.price,
      status,
      due,
      foundCompanyIds: null,
      reportData,
    });
  };
  /** The online report's data: asked before anything is charged, kept with the request. */
  let report: ForeignReport | null = null;
  if (input.productCode) {
    const { available, productCodes } = await provider.availability(company.company_id);
    if (!productCodes.includes(input.productCode)) throw conflict(FOREIGN_MESSAGES.productNotOffered);
    // The provider is asked before anything is charged: a report it can no longer deliver online
    // (offered a moment ago, gone since) costs nothing, and the screen offers the offline one;
    // one whose data it cannot give (failing, late) is refused with 503, uncharged.
    if (!available) throw conflict(FOREIGN_MESSAGES.notOnlineTitle, { offline: true });
    report = await provider.report(company.company_id, now);
    if (!(await provider.order(company.company_id, input.productCode))) {
      throw conflict(FOREIGN_MESSAGES.notOnlineTitle, { offline: true });
    }
    await item(
      input.productCode,
      {
        companyId: company.company_id,
        companyName: company.company_name,
        nation: company.nation_codes.denominazioneNazione,
        vat: vat ?? '',
      },
      foreignReportData(subject.code ?? company.company_id, report, now),
    );
  } else if (input.offline) {
    const offline = { ...input.offline, companyId: company.company_id };
    await item(FOREIGN_PRODUCTS.offline, offline);
    if (input.offline.language === 'EN') await item(FOREIGN_PRODUCTS.translation, offline);
  } else {
    throw invalid(FOREIGN_MESSAGES.purchaseIncomplete);
  }

  const written = await db.transaction(async (tx) => {
    const results: (Awaited<ReturnType<typeof writeRequest>> & { each: RequestToWrite })[] = [];
    // The translation is bought with the report: it follows it when the report is cancelled.
    for (const each of items) {
      const boughtWith = results[0]?.requestId ?? null;
      results.push({ ...(await writeRequest(tx, who, account, { ...each, boughtWith })), each });
    }
    return results;
  });
  // Spec 001's warning for a company that is not active: the online report says it at once.
  const warning = foreignWarningOf(report);
  const created = written.map(({ movementId, requestId, credit, each }): RequestCreated => ({
    idMovContab: movementId,
    idRichiesta: requestId,
    status: each.status,
    price: each.price,
    credit,
    dueDate: each.due,
    showWarning: warning !== null,
    warningMessage: warning,
    companiesFound: null,
  }));
  return { request: created[0], translation: created[1] ?? null };
}

/** Buys a foreign report (and its translation) and announces what was bought (low balance, approvers). */
export async function placeForeignPurchase(
  deps: LifecycleDeps,
  provider: ForeignProvider,
  who: Caller,
  input: ForeignPurchaseInput,
  now: Date,
): Promise<ForeignPurchase> {
  const bought = await purchaseForeign(deps.db, provider, who, input, now);
  const spent = bought.translation ? addAmounts(bought.request.price, bought.translation.price) : bought.request.price;
  await announcePlaced(deps, who, { credit: (bought.translation ?? bought.request).credit, price: spent }, [
    bought.request,
    bought.translation,
  ]);
  return bought;
}
