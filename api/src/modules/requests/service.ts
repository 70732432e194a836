/**
 * Creating a request (spec 001 §3, §4): the product must be orderable for the subject, the form
 * is checked again with the same rules as the browser's, the price is the client's, and the
 * debit, its accounting movement, the request and its audit entry are one transaction. Not
 * enough credit writes nothing.
 */
import type { InitialRequestStatus } from '@portal/contracts/request-status';
import type { SubjectKind } from '@portal/contracts/subjects';
import type { Person } from '@portal/contracts/api/subjects';
import type { LineProductPrice, OrderForm } from '@portal/contracts/api/ordering';
import { PERMISSIONS } from '@portal/contracts/permissions';
import type {
  NewRequestInput,
  RequestCreated,
  RequestDetail,
  RequestQuote,
  SubjectRequest,
} from '@portal/contracts/api/requests';
import { ORDERING_MESSAGES } from '@portal/contracts/messages';
import { REQUEST_FORM_MESSAGES, fieldsForSubject, requestFormProblems } from '@portal/contracts/request-form';
import { writeAudit } from '../permission-management/reads.ts';
import { companiesByIds, findCompanyByCode, findPersonByCodiceFiscale, type Company } from '../subjects/reads.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict, invalid, notFound } from '../../domain-error.ts';
import { dueDate } from '../../italian/working-days.ts';
import { reportContent, type ReportContent } from '../../reports/report-content.ts';
import { reportFamilyOf } from '../../reports/families.ts';
import { foreignReportData, gatherReportData, warningOf, type ReportData } from '../../reports/report-data.ts';
import type { Providers } from '../../plugins/providers.ts';
import type { SubjectDataProvider } from '../../providers/provider.ts';
import { PALETTE_COLOURS, type Palette } from '@portal/contracts/tenants';
import { MONITORING_FIELDS } from '@portal/contracts/portfolio';
import { checkFormCodes, runRequestValidators, subjectCodeField, subjectCodeOf } from './validators.ts';
import { runSearchRequest } from './search-request.ts';
import { claimRequestAttachments } from '../request-attachments/service.ts';
import { attachmentsOfRequest } from '../request-attachments/reads.ts';
import type { Caller } from '../../plugins/tenant.ts';
import {
  accountOfUser,
  clientRequestsOnSubject,
  debitClient,
  findOrderableProduct,
  productTiming,
  findScopedRequest,
  findUserRequest,
  foundCompanyIdsOf,
  formValidators,
  markUserRequestRead,
  insertMovement,
  insertRequest,
  orderFormFields,
  priceFor,
  requestFormFields,
  clientOfRequest,
  keepReportData,
  reportIssueOf,
  type ReportIssue,
  type ClientAccount,
  type OrderableProduct,
  type RequestScope,
  type ScopedRequest,
} from './repository.ts';
import { orderableLineProducts } from '../ordering/reads.ts';
import { withSqlOptionsRun } from '../../sql-options/field-options.ts';
import { orderingRules } from '../processings/service.ts';
import { alertLowBalance } from '../credit/service.ts';
import { monitoringOfRequest, monitorSubject } from '../portfolio/reads.ts';
import { findResult, insertEvent, userFlags } from './lifecycle-repository.ts';
import type { TransferredFile } from '../../http/file-transfer.ts';
import type { PdfRenderer } from '../../reports/pdf-pool.ts';
import {
  checkOnlineResultKept,
  lifecycleOf,
  notifyApprovers,
  offlineResultFile,
  type LifecycleDeps,
} from './lifecycle.ts';
import { subjectsOfBatchRequest } from '../batches/reads.ts';

/**
 * The product, the fields a subject of this type fills in, and the hours a processing gives it
 * for the caller's client (the wizard's first step).
 */
export async function orderForm(
  db: Database,
  who: Caller,
  productId: number,
  subjectType: SubjectKind,
  now: Date,
): Promise<OrderForm> {
  const { tenantId } = who;
  const product = await findOrderableProduct(db, tenantId, productId, subjectType);
  if (!product) throw invalid(ORDERING_MESSAGES.productNotOrderable, 'productId');
  const account = await accountOf(db, tenantId, who.userId);
  const { formCode, window } = await orderingRules(db, tenantId, account.clientId, product, now);
  const fields = formCode
    ? await withSqlOptionsRun(
        db,
        tenantId,
        fieldsForSubject(await orderFormFields(db, tenantId, formCode), subjectType),
      )
    : [];
  return {
    product: {
      id: product.id,
      fullProductCode: product.fullProductCode,
      description: product.description,
      productType: product.productType,
      evasDays: product.evasDays,
      search: product.search,
      nuovaRicerca: product.nuovaRicerca,
      enableMassiveUpload: product.enableMassiveUpload && !product.search,
      massiveUploadSplit: product.massiveUploadSplit,
    },
    formCode,
    fields,
    window,
  };
}

/**
 * Whose requests the caller's history shows: the whole client's for a manager of it (GESTORE),
 * else the caller's own.
 */
export async function historyScope(db: Queryable, who: Caller): Promise<RequestScope> {
  if (!who.permissions.includes(PERMISSIONS.manager)) return { userId: who.userId };
  return { clientId: (await accountOf(db, who.tenantId, who.userId)).clientId };
}

/** Who pays for the caller's requests: their client, and they (their price-list profile). */
export async function payerOf(db: Queryable, who: Caller): Promise<{ clientId: number; userId: number }> {
  const account = await accountOf(db, who.tenantId, who.userId);
  return { clientId: account.clientId, userId: who.userId };
}

async function accountOf(db: Queryable, tenantId: TenantId, userId: number): Promise<ClientAccount> {
  const account = await accountOfUser(db, tenantId, userId);
  if (!account) throw notFound(ORDERING_MESSAGES.productNotOrderable);
  return account;
}

/** One of the caller's requests; another user's, client's or tenant's is not found. */
export async function getUserRequest(
  db: Queryable,
  who: Caller,
  id: number,
  by: 'id' | 'movement' = 'id',
  now = new Date(),
): Promise<RequestDetail> {
  const request = await findUserRequest(db, who.tenantId, who.userId, id, by);
  if (!request) throw notFound(ORDERING_MESSAGES.requestNotFound);
  return {
    ...request,
    attachments: await attachmentsOfRequest(db, who.tenantId, request.id),
    ...(await lifecycleOf(db, request, now)),
  };
}

export async function markRequestRead(
  db: Queryable,
  who: Caller,
  id: number,
  now = new Date(),
): Promise<RequestDetail> {
  if (!(await markUserRequestRead(db, who.tenantId, who.userId, id))) throw notFound(ORDERING_MESSAGES.requestNotFound);
  return getUserRequest(db, who, id, 'id', now);
}

/** What drawing a report needs: the database and the data providers (the app has both). */
export interface ReportDeps {
  db: Queryable;
  providers: Providers;
  pdfs: PdfRenderer;
}

/** A report's PDF, drawn off the event loop; users are served in turn. */
export const reportPdfOf = (deps: ReportDeps, who: Caller, report: ReportContent) =>
  deps.pdfs.render(`${who.tenantId}:${who.userId}`, report);

/**
 * The result of a completed request, to download: the file the back office attached to an
 * offline request, else the report as PDF; past the days a result is kept, 410 with the reason.
 */
export async function requestResultFile(
  deps: ReportDeps,
  who: Caller,
  id: number,
  scope: RequestScope = { userId: who.userId },
  now = new Date(),
): Promise<TransferredFile> {
  const request = await findScopedRequest(deps.db, who.tenantId, scope, id);
  if (!request || request.status !== 'COMPLETED') throw notFound(ORDERING_MESSAGES.resultMissing);
  if (request.productType === 'OF' && (await findResult(deps.db, id))) return offlineResultFile(deps.db, request, now);
  checkOnlineResultKept(request, now);
  const data = await reportPdfOf(deps, who, await requestReport(deps, who, id, scope));
  return { fileName: `richiesta-${id}.pdf`, contentType: 'application/pdf', size: data.length, data };
}

/**
 * The providers' data of a request's report: kept with the request when it was ordered online;
 * else asked now, as of the day it was ordered, and kept, so every later download is the same.
 * `subject`: one subject of a request that carries a whole file (asked each time, not kept).
 */
async function reportDataOf(
  deps: ReportDeps,
  tenantId: TenantId,
  request: ScopedRequest,
  kept: ReportData | null,
  subject?: { code: string },
): Promise<ReportData | null> {
  const code = subject?.code ?? request.subjectCode;
  if (code === null || request.companiesFound !== null) return null;
  const family = familyOfRequest(request, request.subjectType);
  if (family === 'estero') return null;
  let data = subject ? null : kept;
  if (!data) {
    data = await gatherReportData(
      deps.providers.subjects,
      tenantId,
      family,
      { type: request.subjectType, code },
      new Date(request.createdAt),
    );
    if (!subject) await keepReportData(deps.db, tenantId, request.id, data);
  }
  // A monitoring's period runs on: its events are read as of today.
  return family === 'monitoraggio'
    ? { ...data, monitoring: await monitoringOfRequest(deps.db, tenantId, request.id) }
    : data;
}

/** The family of a request's report: its product's, as the catalogue chose it or its name says. */
const familyOfRequest = (request: ScopedRequest, subjectType: SubjectKind) =>
  reportFamilyOf(
    {
      code: request.fullProductCode,
      description: request.productDescription,
      reportFamily: request.productReportFamily,
    },
    subjectType,
  );

/**
 * A foreign report's data, as the foreign provider gave them as of `asOf`: the company bought
 * from the foreign search (its id in the form), else the first the provider finds by the name
 * typed in the wizard's form. An issued report's are kept with it, as a subject's (`keep`), so
 * every later download is the same. A product named summary ("sintetico", the light code) gets
 * the summary sections.
 */
async function foreignOf(
  deps: ReportDeps,
  request: ScopedRequest,
  asOf: Date,
  keep?: { tenantId: TenantId; kept: ReportData | null },
) {
  const family = familyOfRequest(request, 'PG');
  if (family !== 'estero') return null;
  let report = keep?.kept?.foreign;
  if (report === undefined) {
    const { foreign } = deps.providers;
    const params = (request.formParams ?? {}) as Record<string, unknown>;
    const name = typeof params.RAGIONE_SOCIALE === 'string' ? params.RAGIONE_SOCIALE.trim() : '';
    const companyId =
      typeof params.companyId === 'string'
        ? params.companyId
        : name
          ? (await foreign.search({ search: name, country: null, page: 0, size: 1 })).content[0]?.company_id
          : undefined;
    report = companyId ? await foreign.report(companyId, asOf) : null;
    if (keep)
      await keepReportData(
        deps.db,
        keep.tenantId,
        request.id,
        foreignReportData(request.subjectCode ?? report?.company.company_id ?? '', report, asOf),
      );
  }
  const light = /sintetic|\bLIGHT\b/i.test(`${request.fullProductCode} ${request.productDescription}`);
  return { report, depth: light ? ('light' as const) : ('full' as const) };
}

/**
 * The report of a completed request, as the document the HTML page and the PDF draw: one of the
 * caller's, or of the scope the request history gives them. `subject`: the document of one of
 * the subjects of a request that carries a whole file.
 */
export async function requestReport(
  deps: ReportDeps,
  who: Caller,
  id: number,
  scope: RequestScope = { userId: who.userId },
  subject?: { code: string; name: string | null },
): Promise<ReportContent> {
  const { db } = deps;
  const request = await findScopedRequest(db, who.tenantId, scope, id);
  if (!request || request.status !== 'COMPLETED') throw notFound(ORDERING_MESSAGES.resultMissing);
  // A search request's result is what it found.
  const found =
    request.companiesFound === null
      ? null
      : await companiesByIds(db, who.tenantId, (await foundCompanyIdsOf(db, who.tenantId, scope, id)) ?? []);
  const issue = await reportIssueOf(db, who.tenantId, id);
  const issuedAt = request.completedAt ?? request.createdAt;
  return reportContent(
    {
      id: request.id,
      issuedAt,
      product: request.productDescription,
      productCode: request.fullProductCode,
      subjectCode: subject?.code ?? request.subjectCode,
      subjectName: subject ? subject.name : request.subjectName,
      found,
      batchSubjects: request.subjectCode === null && !subject ? await subjectsOfBatchRequest(db, id) : undefined,
      data: await reportDataOf(deps, who.tenantId, request, issue.reportData, subject),
      foreign: await foreignOf(deps, request, new Date(issuedAt), { tenantId: who.tenantId, kept: issue.reportData }),
    },
    issueContext(issue),
  );
}

/**
 * The standard document of an offline request the back office is working on (issue 45): its
 * product's family drawn from the providers' data as of `now`, with the operator's notes at its
 * end. Any client's request of the tenant: the route checks the manager permission.
 */
export async function standardDocument(
  deps: ReportDeps,
  tenantId: TenantId,
  id: number,
  notes: string,
  now: Date,
): Promise<ReportContent> {
  const clientId = await clientOfRequest(deps.db, tenantId, id);
  const request = clientId === null ? null : await findScopedRequest(deps.db, tenantId, { clientId }, id);
  if (!request || request.status !== 'PENDING') throw notFound(ORDERING_MESSAGES.requestNotFound);
  const family = familyOfRequest(request, request.subjectType);
  const data =
    request.subjectCode === null || family === 'estero'
      ? null
      : await gatherReportData(
          deps.providers.subjects,
          tenantId,
          family,
          { type: request.subjectType, code: request.subjectCode },
          now,
        );
  const document = reportContent(
    {
      id: request.id,
      issuedAt: now.toISOString(),
      product: request.productDescription,
      productCode: request.fullProductCode,
      subjectCode: request.subjectCode,
      subjectName: request.subjectName,
      found: null,
      data,
      foreign: await foreignOf(deps, request, now),
    },
    issueContext(await reportIssueOf(deps.db, tenantId, id)),
  );
  const text = notes.trim();
  return text
    ? {
        ...document,
        blocks: [...document.blocks, { kind: 'text', title: "Note dell'operatore", paragraphs: text.split(/\n+/) }],
      }
    : document;
}

/** The standard document as the PDF the back office previews, or delivers as the result. */
export async function standardDocumentPdf(
  deps: ReportDeps,
  who: Caller,
  id: number,
  notes: string,
  now: Date,
): Promise<TransferredFile> {
  const data = await reportPdfOf(deps, who, await standardDocument(deps, who.tenantId, id, notes, now));
  return { fileName: `esito-richiesta-${id}.pdf`, contentType: 'application/pdf', size: data.length, data };
}

/** Who issues a request's documents to whom: the tenant, in its colours, to the client's user. */
export function issueContext(issue: ReportIssue) {
  return {
    issuer: { name: issue.issuer, colour: paletteColours(issue.palette).header },
    customer: { client: issue.client, user: issue.user },
  };
}

/** Who issued a request's report to whom (a batch's summary is issued alike). */
export const reportIssue = (db: Queryable, who: Caller, requestId: number) =>
  reportIssueOf(db, who.tenantId, requestId);

/** 'Richieste sul soggetto': what the caller's client already asked about a subject. */
export async function subjectRequests(db: Queryable, who: Caller, code: string): Promise<SubjectRequest[]> {
  const account = await accountOf(db, who.tenantId, who.userId);
  return clientRequestsOnSubject(db, who.tenantId, account.clientId, code);
}

/**
 * The amounts the product cards of a line may show (spec 001 §4, §6): the client's price
 * ('Costo d'acquisto', the same pricing the request charges) with ECON_PREZ, the list price
 * ('Importo servizio') of products that are not online with VPRE; null where not allowed.
 */
export async function linePrices(
  db: Queryable,
  who: Caller,
  lineId: number,
  subjectType: SubjectKind | null,
): Promise<LineProductPrice[]> {
  const showCost = who.permissions.includes(PERMISSIONS.purchaseCost);
  const showAmount = who.permissions.includes(PERMISSIONS.serviceAmount);
  const products = await orderableLineProducts(db, who.tenantId, lineId, subjectType);
  if (!showCost && !showAmount)
    return products.map((product) => ({ productId: product.id, purchaseCost: null, serviceAmount: null }));
  const account = await accountOf(db, who.tenantId, who.userId);
  const prices: LineProductPrice[] = [];
  for (const product of products) {
    prices.push({
      productId: product.id,
      purchaseCost: showCost
        ? await priceFor(db, who.tenantId, { clientId: account.clientId, userId: who.userId }, product.id)
        : null,
      serviceAmount: showAmount && product.productType !== 'ON' ? product.listPrice : null,
    });
  }
  return prices;
}

/**
 * What the confirm step shows: the price for this client, its credit, and for an offline
 * product the due date a confirmation now would get (the one the request is then given).
 */
export async function quote(db: Queryable, who: Caller, productId: number, now: Date): Promise<RequestQuote> {
  const account = await accountOf(db, who.tenantId, who.userId);
  const price = await priceFor(db, who.tenantId, { clientId: account.clientId, userId: who.userId }, productId).catch(
    () => null,
  );
  if (price === null) throw notFound(ORDERING_MESSAGES.productNotOrderable);
  const timing = await productTiming(db, who.tenantId, productId);
  return {
    productId,
    price,
    credit: account.credit,
    enough: Number(account.credit) >= Number(price),
    dueDate: timing?.productType === 'OF' ? dueDate(now, timing.evasDays) : null,
  };
}

/** The subject's code and name as kept with the request (its past requests are found by code). */
/** Whom a request is about: its code and name, and the registry's record of it when known. */
interface RequestSubject {
  code: string | null;
  name: string | null;
  data: Company | Person | null;
}

/**
 * The subject chosen in the search; without one, the subject the form's code names, found in
 * the registry (a line opened from /service-list): a code the registry does not know is refused
 * on its field. A search product's codes are what it looks for, not its subject.
 */
async function subjectOf(
  db: Queryable,
  tenantId: TenantId,
  input: NewRequestInput,
  search: boolean,
): Promise<RequestSubject> {
  const subject = input.subject;
  if (subject) {
    return { code: subject.codiceFiscale, name: subject.denominazione, data: subject };
  }
  const code = subjectCodeOf(input);
  if (!code || search) return { code, name: null, data: null };
  const found =
    input.tipoSogg === 'PG'
      ? await findCompanyByCode(db, tenantId, code)
      : await findPersonByCodiceFiscale(db, tenantId, code);
  if (!found) throw invalid(ORDERING_MESSAGES.subjectNotInRegistry(code), subjectCodeField(input));
  return { code: found.codiceFiscale, name: found.denominazione, data: found };
}

/**
 * The state a new request starts in: an online one completed, a web service one WS, an offline
 * one pending (due in its working days), or waiting for approval when its user is subject to it.
 */
export async function startingState(
  db: Queryable,
  who: Caller,
  product: Pick<OrderableProduct, 'productType' | 'evasDays'>,
  now: Date,
): Promise<{ status: InitialRequestStatus; due: string | null }> {
  if (product.productType === 'ON') return { status: 'COMPLETED', due: null };
  if (product.productType === 'WS') return { status: 'WS', due: null };
  const subjectToApproval = (await userFlags(db, who.tenantId, who.userId)).approvazione === 'S';
  return { status: subjectToApproval ? 'TO_APPROVE' : 'PENDING', due: dueDate(now, product.evasDays) };
}

/** One request to write: what it is for, what it costs, the state it starts in. */
export interface RequestToWrite {
  product: Pick<OrderableProduct, 'id' | 'fullProductCode' | 'description' | 'lineId'>;
  subjectType: SubjectKind;
  subject: { code: string | null; name: string | null };
  subjectData: object | null;
  formParams: Record<string, unknown>;
  clientFormParams: object[];
  internalReference: string | null;
  price: string;
  status: InitialRequestStatus;
  due: string | null;
  foundCompanyIds: number[] | null;
  /** The providers' data of an online report (issue 45). */
  reportData?: ReportData | null;
  /** The request this one was bought with (a translation: its foreign report), which it follows. */
  boughtWith?: number | null;
}

/**
 * Inside the caller's transaction: the debit of the client (refused whole when the credit is
 * short), its movement, the request, its first event and the audit entry. Every request of the
 * portal is written here: single, foreign, and as batches do in bulk.
 */
export async function writeRequest(
  tx: Queryable,
  who: Caller,
  account: ClientAccount,
  item: RequestToWrite,
): Promise<{ movementId: number; requestId: number; credit: string }> {
  const { tenantId, userId } = who;
  const actingAdminId = who.act ? Number(who.act.sub) : null;
  const credit = await debitClient(tx, tenantId, account.clientId, item.price);
  if (credit === null)
    throw conflict(ORDERING_MESSAGES.insufficientCredit, { price: item.price, credit: account.credit });
  const movementId = await insertMovement(tx, {
    tenantId,
    clientId: account.clientId,
    userId,
    actingAdminId,
    kind: 'REQUEST',
    amount: `-${item.price}`,
    balanceAfter: credit,
    description: `${item.product.fullProductCode} - ${item.product.description}`.slice(0, 500),
  });
  const requestId = await insertRequest(tx, {
    tenantId,
    clientId: account.clientId,
    userId,
    actingAdminId,
    movementId,
    productId: item.product.id,
    lineId: item.product.lineId,
    subjectType: item.subjectType,
    subjectCode: item.subject.code,
    subjectName: item.subject.name,
    subject: item.subjectData,
    formParams: item.formParams,
    clientFormParams: item.clientFormParams,
    internalReference: item.internalReference,
    price: item.price,
    status: item.status,
    dueDate: item.due,
    foundCompanyIds: item.foundCompanyIds,
    reportData: item.reportData,
    boughtWith: item.boughtWith,
  });
  await insertEvent(tx, { tenantId, requestId, from: null, to: item.status, actorId: actingAdminId ?? userId });
  await writeAudit(tx, {
    tenantId,
    userId,
    actorId: actingAdminId ?? userId,
    action: 'request-created',
    details: { requestId, movementId, productId: item.product.id, price: item.price },
  });
  return { movementId, requestId, credit };
}

const paletteColours = (palette: string) => PALETTE_COLOURS[palette as Palette] ?? PALETTE_COLOURS.default;

/**
 * The data of an online report, asked of the providers before anything is charged: a provider
 * that fails refuses the order (503, uncharged). Null for what is not issued at once.
 */
async function reportDataAtOrder(
  subjects: SubjectDataProvider,
  tenantId: TenantId,
  product: OrderableProduct,
  subject: { type: SubjectKind; code: string | null },
  status: string,
  now: Date,
): Promise<ReportData | null> {
  if (status !== 'COMPLETED' || product.search || subject.code === null) return null;
  const family = reportFamilyOf({ code: product.fullProductCode, ...product }, subject.type);
  if (family === 'estero') return null;
  return gatherReportData(subjects, tenantId, family, { type: subject.type, code: subject.code }, now);
}

/**
 * The months of monitoring an order starts: none for a product that monitors nothing, none when
 * its form has the 'Attiva monitoraggio' switch and the customer left it off; the months the
 * form asks for when it asks, else the product's.
 */
export function monitoringMonths(
  productMonths: number | null,
  fields: { fieldCode: string }[],
  params: Record<string, unknown>,
): number | null {
  if (productMonths === null) return null;
  const has = (code: string) => fields.some((field) => field.fieldCode === code);
  const on = params[MONITORING_FIELDS.on];
  if (has(MONITORING_FIELDS.on) && on !== true && on !== 'true' && on !== 'S') return null;
  const asked = Number(params[MONITORING_FIELDS.months]);
  return has(MONITORING_FIELDS.months) && Number.isInteger(asked) && asked > 0 ? asked : productMonths;
}

/**
 * Everything a request is checked against before it is priced or written: the product orderable
 * for the subject, its window open, the form as the browser checks it (never trust the client),
 * the codes typed and the form's own validators (coherence of the codice fiscale, unique
 * requests). The wizard asks for the same on 'Avanti' (checkRequest), so a refusal shows on
 * its field before the price, never after 'Conferma'.
 */
async function checkedOrder(db: Database, who: Caller, input: NewRequestInput, now: Date) {
  const { tenantId, userId } = who;
  const product = await findOrderableProduct(db, tenantId, input.productId, input.tipoSogg);
  if (!product) throw invalid(ORDERING_MESSAGES.productNotOrderable, 'productId');
  if (input.subject && (input.tipoSogg === 'PG') !== 'partitaIva' in input.subject) {
    throw invalid(ORDERING_MESSAGES.subjectMismatch, 'subject');
  }
  const account = await accountOf(db, tenantId, userId);
  // A processing may close the product at this hour and give it another form.
  const { formCode, window } = await orderingRules(db, tenantId, account.clientId, product, now);
  if (window && !window.open) throw conflict(window.message, { window });

  const fields = formCode
    ? await withSqlOptionsRun(
        db,
        tenantId,
        fieldsForSubject(await requestFormFields(db, tenantId, formCode), input.tipoSogg),
      )
    : [];
  const known = new Set(fields.map((field) => field.fieldCode));
  const unknown = Object.keys(input.formParams).find((code) => !known.has(code));
  if (unknown) throw invalid(REQUEST_FORM_MESSAGES.unknown(unknown), 'formParams');
  const problems = requestFormProblems(fields, input.formParams);
  if (Object.keys(problems).length > 0) {
    const [code, message] = Object.entries(problems)[0];
    throw invalid(`${ORDERING_MESSAGES.formInvalid} (${message})`, `formParams.${code}`);
  }
  await checkFormCodes(fields, input, { search: product.search });
  const subject = await subjectOf(db, tenantId, input, product.search);
  if (formCode) {
    await runRequestValidators(await formValidators(db, tenantId, formCode), {
      db,
      tenantId,
      clientId: account.clientId,
      productId: product.id,
      input,
    });
  }
  return { product, subject, account, fields };
}

/** The wizard's 'Avanti': the request as it would be checked on 'Conferma', nothing priced or written. */
export async function checkRequest(db: Database, who: Caller, input: NewRequestInput, now: Date): Promise<void> {
  await checkedOrder(db, who, input, now);
}

export async function createRequest(
  deps: { db: Database; providers: Providers },
  who: Caller,
  input: NewRequestInput,
  now: Date,
): Promise<RequestCreated> {
  const { db } = deps;
  const { tenantId, userId } = who;
  const { product, subject, account, fields } = await checkedOrder(db, who, input, now);
  const price = await priceFor(db, tenantId, { clientId: account.clientId, userId }, product.id);
  const { status, due } = await startingState(db, who, product, now);
  // A search reads the registry before the transaction: PGlite keeps transactions short.
  const foundCompanyIds = product.search ? await runSearchRequest(db, tenantId, input.formParams, subject) : null;
  const reportData = await reportDataAtOrder(
    deps.providers.subjects,
    tenantId,
    product,
    { type: input.tipoSogg, code: subject.code },
    status,
    now,
  );

  const created = await db.transaction(async (tx) => {
    const written = await writeRequest(tx, who, account, {
      product,
      subjectType: input.tipoSogg,
      subject,
      subjectData: subject.data,
      formParams: input.formParams,
      clientFormParams: input.clientFormParams ?? [],
      internalReference: input.internalReference?.trim() || null,
      price,
      status,
      due,
      foundCompanyIds,
      reportData,
    });
    const { requestId } = written;
    await claimRequestAttachments(tx, { tenantId, userId, productId: product.id, requestId }, fields, input);
    // A monitoring product puts the subject under monitoring (or extends it), paid by this
    // request: for the months chosen, and only when the customer switched it on (issue 46).
    const months = monitoringMonths(product.monitoringMonths, fields, input.formParams);
    if (months !== null && subject.code) {
      await monitorSubject(tx, {
        tenantId,
        clientId: account.clientId,
        subjectCode: subject.code,
        subjectName: subject.name,
        subjectType: input.tipoSogg,
        months,
        requestId,
      });
    }
    return written;
  });
  const warning = reportData ? warningOf(reportData) : null;
  return {
    idMovContab: created.movementId,
    idRichiesta: created.requestId,
    status,
    price,
    credit: created.credit,
    dueDate: due,
    // Spec 001: the result screen shows the report's warning as a toast.
    showWarning: warning !== null,
    warningMessage: warning,
    companiesFound: foundCompanyIds?.length ?? null,
  };
}

/** What one of the caller's search requests found (the COMPANIES_IN_SEARCH_REQUEST view). */
export async function foundCompanies(db: Queryable, who: Caller, id: number): Promise<Company[]> {
  const ids = await foundCompanyIdsOf(db, who.tenantId, { userId: who.userId }, id);
  if (ids === null) throw notFound(ORDERING_MESSAGES.requestNotFound);
  return companiesByIds(db, who.tenantId, ids);
}

// The module's reads, for its routes: a route imports its service only.
export { listUserRequests } from './repository.ts';

export interface PlacedRequest {
  idRichiesta: number;
  status: string;
}

/**
 * What follows an order, however it was placed (the wizard, a foreign report): the debit's
 * low-balance alert, and the approvers told of what now waits for them. The services that
 * place an order call it, so a route never carries an order's effects.
 */
export async function announcePlaced(
  deps: LifecycleDeps,
  who: Caller,
  debit: { credit: string; price: string },
  placed: ReadonlyArray<PlacedRequest | null | undefined>,
): Promise<void> {
  await alertLowBalance(deps, who.tenantId, (await payerOf(deps.db, who)).clientId, debit);
  for (const request of placed) {
    if (request?.status === 'TO_APPROVE') await notifyApprovers(deps, who.tenantId, request.idRichiesta);
  }
}

/** Places a request and announces it: the wizard's order, whole. */
export async function placeRequest(
  deps: LifecycleDeps & { providers: Providers },
  who: Caller,
  input: NewRequestInput,
  now: Date,
) {
  const created = await createRequest(deps, who, input, now);
  await announcePlaced(deps, who, created, [created]);
  return created;
}

// The requests' lifecycle and validators, for the modules that approve, fulfil and check in bulk.
export {
  approveRequest,
  approverClient,
  cancelByCustomer,
  cancelByOperator,
  fulfilRequest,
  purgeExpiredResults,
  rejectRequest,
  sendDigests,
  type LifecycleDeps,
} from './lifecycle.ts';
export { runRequestValidators, subjectCodeOf } from './validators.ts';
