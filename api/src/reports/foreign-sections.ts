/**
 * A foreign report (issue 45): the foreign provider's data in the sections an Italian report has,
 * translated — each coded term (status, role, activity, event) in Italian with the provider's
 * own wording beside it. The complete report has officers, three years of filings and the
 * register's events; the summary one the company, its activity and its last filing.
 */
import type { ForeignReport, ForeignRole, ForeignStatus } from '../foreign/provider.ts';
import { italianDate, notFound, wholeAmount, type Block } from './document.ts';
import { figuresByYear } from './sections.ts';

export type ForeignDepth = 'full' | 'light';

const STATUS_IT: Record<ForeignStatus, string> = {
  ACTIVE: 'Attiva',
  IN_LIQUIDATION: 'In liquidazione',
  INSOLVENT: 'Procedura di insolvenza',
  DISSOLVED: 'Cessata',
};

const ROLE_IT: Record<ForeignRole, string> = {
  MANAGING_DIRECTOR: 'Amministratore delegato',
  DIRECTOR: 'Consigliere di amministrazione',
  CHAIRMAN: 'Presidente',
  PROXY: 'Procuratore',
  AUDITOR: 'Revisore legale',
};

/** NACE Rev. 2 classes in Italian, as ATECO (which extends NACE) words them. */
const NACE_IT: Record<string, string> = {
  '49.41': 'Trasporto di merci su strada',
  '10.89': 'Produzione di altri prodotti alimentari n.c.a.',
  '71.12': "Attività degli studi d'ingegneria e altri studi tecnici",
  '13.99': 'Fabbricazione di altri prodotti tessili n.c.a.',
  '46.90': "Commercio all'ingrosso non specializzato",
  '62.01': "Produzione di software non connesso all'edizione",
  '20.59': 'Fabbricazione di altri prodotti chimici n.c.a.',
  '28.29': 'Fabbricazione di altre macchine di impiego generale n.c.a.',
  '35.14': 'Commercio di energia elettrica',
  '47.19': 'Altro commercio al dettaglio in esercizi non specializzati',
};

const EVENT_IT: Record<ForeignReport['events'][number]['code'], string> = {
  INCORPORATED: 'Costituzione della società',
  OFFICER_CHANGE: 'Nomina di un esponente',
  STATUS_CHANGE: 'Cambio di stato',
  CAPITAL_CHANGE: 'Variazione del capitale sociale',
};

/** The Italian term with the provider's between brackets, unless they are the same word. */
const translated = (italian: string, original: string) =>
  italian.toLowerCase() === original.toLowerCase() ? italian : `${italian} (${original})`;

export const foreignStatusLabel = (report: ForeignReport) => STATUS_IT[report.status.code];

function identity(report: ForeignReport): Block[] {
  const { company } = report;
  return [
    {
      kind: 'fields',
      title: 'Dati anagrafici',
      rows: [
        ['Denominazione', company.company_name],
        ['Paese di registrazione', `${company.nation_codes.denominazioneNazione} (${company.registration_country})`],
        ...company.national_identifiers.map((identifier): [string, string] => [identifier.type.name, identifier.value]),
        ['Forma giuridica', report.legalForm || '—'],
        ['Data di costituzione', italianDate(report.incorporated)],
        ['Capitale sociale', wholeAmount(report.shareCapital, report.currency)],
        [
          'Stato',
          `${translated(STATUS_IT[report.status.code], report.status.text)}${
            report.status.code === 'ACTIVE' ? '' : ` dal ${italianDate(report.status.since)}`
          }`,
        ],
      ],
    },
    {
      kind: 'fields',
      title: 'Sede legale',
      rows: [
        ['Indirizzo', company.address.address_lines.join(', ')],
        ['CAP', company.address.zip_code ?? '—'],
        ['Città', company.address.city],
      ],
    },
    {
      kind: 'fields',
      title: 'Attività',
      rows: [
        ['Codice NACE', report.activity.nace],
        ['Descrizione', translated(NACE_IT[report.activity.nace] ?? report.activity.text, report.activity.text)],
        ['Dipendenti', String(report.employees)],
      ],
    },
  ];
}

function officers(report: ForeignReport): Block {
  return {
    kind: 'table',
    title: 'Esponenti',
    columns: ['Nominativo', 'Carica', 'Carica nella lingua dei dati', 'Dal'],
    rows: report.officers.map((officer) => [
      officer.name,
      ROLE_IT[officer.role],
      officer.title,
      italianDate(officer.since),
    ]),
    empty: 'Nessun esponente registrato',
  };
}

function financials(report: ForeignReport, years: ForeignReport['financials']): Block {
  const amount = (value: number) => wholeAmount(value, report.currency);
  return figuresByYear(
    `Bilanci: dati principali (importi in ${report.currency})`,
    years,
    [
      ['Ricavi', (year) => amount(year.revenue)],
      ["Utile (perdita) d'esercizio", (year) => amount(year.netIncome)],
      ['Patrimonio netto', (year) => amount(year.equity)],
      ['Totale attivo', (year) => amount(year.totalAssets)],
      ['Dipendenti', (year) => String(year.employees)],
    ],
    'Nessun bilancio depositato',
  );
}

function events(report: ForeignReport): Block {
  return {
    kind: 'table',
    title: 'Eventi del registro',
    columns: ['Data', 'Evento', 'Testo originale'],
    rows: report.events.map((event) => [italianDate(event.date), EVENT_IT[event.code], event.text]),
    empty: 'Nessun evento registrato',
  };
}

/** A foreign company's report in the sections an Italian report has, for the product bought. */
export function foreignBlocks(report: ForeignReport | null, depth: ForeignDepth): Block[] {
  if (!report) return [notFound("l'impresa non risulta presso il fornitore estero")];
  const nation = report.company.nation_codes.denominazioneNazione;
  const missing = [
    `Il fornitore estero non rende disponibili per ${nation} protesti ed eventi pregiudizievoli: le sezioni corrispondenti non sono riportate.`,
    ...(depth === 'light'
      ? [
          "Il report sintetico riporta l'ultimo bilancio depositato; esponenti, bilanci degli anni precedenti ed eventi del registro sono nel report completo.",
        ]
      : []),
  ];
  return [
    ...identity(report),
    ...(depth === 'full' ? [officers(report)] : []),
    financials(report, depth === 'full' ? report.financials : report.financials.slice(0, 1)),
    ...(depth === 'full' ? [events(report)] : []),
    { kind: 'text', title: 'Sezioni non disponibili', paragraphs: missing },
    {
      kind: 'text',
      title: 'Traduzione',
      paragraphs: [
        'Stato, cariche, attività ed eventi sono tradotti in italiano dalla lingua dei dati; il testo originale del fornitore è riportato tra parentesi o nella colonna dedicata. Nomi, indirizzi e forma giuridica restano come registrati.',
      ],
    },
  ];
}

/** The warning of spec 001 for a foreign company that is not active. */
export function foreignWarningOf(report: ForeignReport | null): string | null {
  if (!report || report.status.code === 'ACTIVE') return null;
  return `Attenzione: l'impresa risulta ${STATUS_IT[report.status.code].toUpperCase()} dal ${italianDate(report.status.since)} presso il registro di ${report.company.nation_codes.denominazioneNazione}.`;
}
