/**
 * What a report is made of, asked of the providers once: at the order of an online product
 * (kept with the request, so the issued document never changes) or, for a request that has none
 * kept, when the document is first drawn. The registry and the protest check are asked for every
 * company report, since the warning of spec 001 depends on them.
 */
import type { ForeignReport } from '../foreign/provider.ts';
import type { TenantId } from '../db/tenant-id.ts';
import type {
  BalanceSheets,
  Cadastre,
  CompanyRegistry,
  PersonRecord,
  ProtestCheck,
  Subject,
  SubjectDataProvider,
} from '../providers/provider.ts';
import type { ReportFamily } from './families.ts';

/** A change recorded on a monitored subject (the back office's 'Variazioni'). */
export interface MonitoredChange {
  date: string;
  kind: string;
  description: string;
}

export interface ReportData {
  family: ReportFamily;
  subject: Subject;
  /** ISO timestamp the data were asked at: the date of the check. */
  asOf: string;
  registry: CompanyRegistry | null;
  balanceSheets: BalanceSheets | null;
  protests: ProtestCheck | null;
  cadastre: Cadastre | null;
  person: PersonRecord | null;
  /** A group report: the companies the subject's officers and shareholders also hold roles in. */
  connected?: PersonRecord[];
  /** Monitoring: the period, and the changes recorded in it so far. */
  monitoring: { from: string; to: string; changes: MonitoredChange[] } | null;
  /** A foreign report: what the foreign provider answered (null: it did not know the company). */
  foreign?: ForeignReport | null;
}

/** What is kept of a foreign report: the provider's answer, in the shape a subject's data are kept. */
export const foreignReportData = (subjectCode: string, report: ForeignReport | null, asOf: Date): ReportData => ({
  family: 'estero',
  subject: { type: 'PG', code: subjectCode },
  asOf: asOf.toISOString(),
  registry: null,
  balanceSheets: null,
  protests: null,
  cadastre: null,
  person: null,
  monitoring: null,
  foreign: report,
});

const NEEDS: Record<ReportFamily, ('balanceSheets' | 'cadastre' | 'person')[]> = {
  visura: [],
  affidabilita: ['balanceSheets'],
  gruppo: ['balanceSheets'],
  bilanci: ['balanceSheets'],
  protesti: [],
  catasto: ['cadastre'],
  persone: ['person'],
  monitoraggio: [],
  estero: [],
};

export async function gatherReportData(
  provider: SubjectDataProvider,
  tenantId: TenantId,
  family: ReportFamily,
  subject: Subject,
  asOf: Date,
): Promise<ReportData> {
  const needs = new Set(NEEDS[family]);
  const company = subject.type === 'PG' && family !== 'estero';
  const [registry, balanceSheets, protests, cadastre, person] = await Promise.all([
    company ? provider.registry(tenantId, subject.code, asOf) : null,
    company && needs.has('balanceSheets') ? provider.balanceSheets(tenantId, subject.code, asOf) : null,
    family === 'estero' ? null : provider.protests(tenantId, subject, asOf),
    needs.has('cadastre') ? provider.cadastre(tenantId, subject, asOf) : null,
    subject.type === 'PF' ? provider.person(tenantId, subject.code, asOf) : null,
  ]);
  // A group: each officer's and shareholder's record, for the other companies they hold roles in.
  const connected =
    family === 'gruppo' && registry
      ? (
          await Promise.all(
            [...new Set(registry.officers.map((officer) => officer.codiceFiscale))]
              .filter((code) => code !== registry.company.codiceFiscale)
              .map((code) => provider.person(tenantId, code, asOf)),
          )
        ).filter((record): record is PersonRecord => record !== null)
      : undefined;
  return {
    family,
    subject,
    asOf: asOf.toISOString(),
    ...(connected ? { connected } : {}),
    registry,
    balanceSheets,
    protests,
    cadastre,
    person,
    monitoring: null,
  };
}

const MONTH_MS = 30.4375 * 86_400_000;

/**
 * The warning of spec 001 (showWarning, warningMessage): a company that is not active, or a
 * subject with protests or prejudicial events in the last 24 months. Null when there is none.
 */
export function warningOf(data: ReportData): string | null {
  const warnings: string[] = [];
  const stato = data.registry?.company.stato;
  if (stato && stato !== 'ATTIVA') warnings.push(`l'impresa risulta ${stato} nel Registro delle imprese`);
  const since = new Date(data.asOf).getTime() - 24 * MONTH_MS;
  const recent = (date: string) => new Date(date).getTime() >= since;
  const protests = data.protests?.protests.filter((protest) => recent(protest.date)).length ?? 0;
  const prejudicial = data.protests?.prejudicial.filter((event) => recent(event.date)).length ?? 0;
  if (protests > 0)
    warnings.push(`${protests === 1 ? 'risulta 1 protesto' : `risultano ${protests} protesti`} negli ultimi 24 mesi`);
  if (prejudicial > 0)
    warnings.push(
      `${prejudicial === 1 ? 'risulta 1 evento pregiudizievole' : `risultano ${prejudicial} eventi pregiudizievoli`} negli ultimi 24 mesi`,
    );
  if (warnings.length === 0) return null;
  const text = warnings.join('; ');
  return `Attenzione: ${text}.`;
}
