/**
 * The one door to the provider of foreign-company reports (spec 001 §7 "coface" calls): nations,
 * search, online availability and the order of an online report. The embedded provider serves
 * its own data set; a real provider would be another implementation of this interface, chosen
 * by FOREIGN_PROVIDER (create-provider.ts): nothing outside this folder knows which one runs.
 */
import type { ForeignCompany, NationCode } from '@portal/contracts/api/foreign';
import type { PageOf } from '@portal/contracts/api/schema';

export interface ForeignProvider {
  nationCodes(): Promise<NationCode[]>;
  search(query: {
    search: string;
    country: string | null;
    page: number;
    size: number;
  }): Promise<PageOf<ForeignCompany>>;
  company(companyId: string): Promise<ForeignCompany | null>;
  /**
   * Whether a report is online for the company and can be delivered now (what is offered is
   * what an order would do), and the nation's product codes that sell it.
   */
  availability(companyId: string): Promise<{ available: boolean; productCodes: string[] }>;
  /** Orders the online report; false when the provider cannot deliver it after all. */
  order(companyId: string, productCode: string): Promise<boolean>;
  /** The company's report data as of `asOf`; null when the provider does not know the company. */
  report(companyId: string, asOf: Date): Promise<ForeignReport | null>;
}

/** The registers' statuses, as the provider codes them. */
export const FOREIGN_STATUSES = ['ACTIVE', 'IN_LIQUIDATION', 'INSOLVENT', 'DISSOLVED'] as const;
export type ForeignStatus = (typeof FOREIGN_STATUSES)[number];
/** The officers' roles, as the provider codes them. */
export const FOREIGN_ROLES = ['MANAGING_DIRECTOR', 'DIRECTOR', 'CHAIRMAN', 'PROXY', 'AUDITOR'] as const;
export type ForeignRole = (typeof FOREIGN_ROLES)[number];

/**
 * What the provider knows of a foreign company, in its own terms: codes where registers share
 * them (status, role, NACE activity, ISO currency), and each code's wording in the data's
 * language (`company.language`), which the report translates. Amounts are whole units of
 * `currency`, as the filings state them.
 */
export interface ForeignReport {
  company: ForeignCompany;
  /** The day the provider's data were last updated (ISO date). */
  asOf: string;
  legalForm: string;
  incorporated: string;
  status: { code: ForeignStatus; text: string; since: string };
  activity: { nace: string; text: string };
  currency: string;
  shareCapital: number;
  employees: number;
  officers: { name: string; role: ForeignRole; title: string; since: string }[];
  /** The filed years, newest first: none for a company too young to have filed. */
  financials: {
    year: number;
    revenue: number;
    netIncome: number;
    equity: number;
    totalAssets: number;
    employees: number;
  }[];
  /** The register's events, newest first, in the data's language. */
  events: {
    date: string;
    code: 'INCORPORATED' | 'OFFICER_CHANGE' | 'STATUS_CHANGE' | 'CAPITAL_CHANGE';
    text: string;
  }[];
}

export const FOREIGN_PROVIDERS = ['embedded'] as const;
