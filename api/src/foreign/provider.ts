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
}

export const FOREIGN_PROVIDERS = ['embedded'] as const;
