/**
 * The doors to the data a report is made of, one per data domain (issue 45): in production each
 * is a provider (the chambers of commerce, the protest register, balance-sheet filings, the
 * cadastre); on this installation the embedded provider answers them from the registry
 * (embedded/). Which one runs is configuration (REPORT_PROVIDER, create-provider.ts): nothing
 * outside this folder knows.
 *
 * Amounts of balance sheets are whole euros, as filed; a cadastral income is a decimal string
 * to the cent. Dates are ISO 8601 (YYYY-MM-DD).
 */
import type { SubjectKind } from '@portal/contracts/subjects';
import type { TenantId } from '../db/tenant-id.ts';

/** Who gave a piece of data, and how fresh it is: every document names both. */
export interface DataSource {
  name: string;
  asOf: string;
}

export interface Officer {
  name: string;
  codiceFiscale: string;
  role: string;
  since: string;
}

export interface Shareholder {
  name: string;
  codiceFiscale: string;
  /** Per cent of the share capital, to two decimals. */
  share: number;
  /** The nominal value of the holding in euros, to the cent. */
  value: string;
}

export interface RegistryEvent {
  date: string;
  description: string;
}

export interface CompanyRegistry {
  source: DataSource;
  company: {
    denominazione: string;
    partitaIva: string;
    codiceFiscale: string;
    formaGiuridica: string;
    dataCostituzione: string | null;
    indirizzo: string;
    cap: string | null;
    comune: string;
    provincia: string;
    cciaa: string;
    nrea: string;
    codiceAteco: string | null;
    /** ATTIVA, SOSPESA, IN LIQUIDAZIONE, CESSATA, INATTIVA. */
    stato: string;
    pec: string | null;
    /** Euros, to the cent; null where the legal form has none. */
    capitaleSociale: string | null;
    dipendenti: number;
  };
  officers: Officer[];
  shareholders: Shareholder[];
  localUnits: { description: string; indirizzo: string; comune: string; provincia: string }[];
  /** The registry's events, oldest first: what explains a status other than ATTIVA. */
  events: RegistryEvent[];
}

export interface BalanceSheet {
  year: number;
  revenue: number;
  ebitda: number;
  netIncome: number;
  totalAssets: number;
  equity: number;
  debts: number;
  employees: number;
}

export interface BalanceSheets {
  source: DataSource;
  /** Newest first; empty when the company files none (with the reason). */
  years: BalanceSheet[];
  notFiledReason: string | null;
}

export interface Protest {
  date: string;
  kind: string;
  /** Euros, to the cent. */
  amount: string;
  place: string;
}

export interface PrejudicialEvent {
  date: string;
  kind: string;
  description: string;
  /** Euros, to the cent; null where the event has no amount. */
  amount: string | null;
}

export interface ProtestCheck {
  source: DataSource;
  protests: Protest[];
  prejudicial: PrejudicialEvent[];
}

export interface Property {
  comune: string;
  provincia: string;
  foglio: string;
  particella: string;
  subalterno: string;
  categoria: string;
  descrizione: string;
  consistenza: string;
  /** Rendita catastale, euros to the cent. */
  rendita: string;
  owners: { name: string; codiceFiscale: string; share: string }[];
}

export interface Cadastre {
  source: DataSource;
  properties: Property[];
}

export interface PersonRecord {
  source: DataSource;
  person: {
    name: string;
    codiceFiscale: string;
    sesso: 'M' | 'F';
    dataNascita: string;
    luogoNascita: string | null;
    comune: string | null;
  };
  addresses: { indirizzo: string; comune: string; from: string; current: boolean }[];
  roles: { company: string; partitaIva: string; role: string; since: string; stato: string }[];
}

export interface Subject {
  type: SubjectKind;
  code: string;
}

/** Each call answers one subject; null where the register does not know it. */
export interface SubjectDataProvider {
  registry(tenantId: TenantId, code: string, asOf: Date): Promise<CompanyRegistry | null>;
  balanceSheets(tenantId: TenantId, code: string, asOf: Date): Promise<BalanceSheets | null>;
  protests(tenantId: TenantId, subject: Subject, asOf: Date): Promise<ProtestCheck | null>;
  cadastre(tenantId: TenantId, subject: Subject, asOf: Date): Promise<Cadastre | null>;
  person(tenantId: TenantId, code: string, asOf: Date): Promise<PersonRecord | null>;
}

export const REPORT_PROVIDERS = ['embedded', 'http'] as const;
