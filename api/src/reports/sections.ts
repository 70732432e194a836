/**
 * The sections a report is built of, one function per kind of data: each family's definition
 * (definitions.ts) lists the sections it shows, in its order.
 */
import type {
  BalanceSheet,
  BalanceSheets,
  Cadastre,
  CompanyRegistry,
  PersonRecord,
  ProtestCheck,
} from '../providers/provider.ts';
import { euro, italianDate, percent, wholeEuro, type Block } from './document.ts';
import type { MonitoredChange } from './report-data.ts';
import { reliabilityScore, SCORE_CLASS_LABELS, type Score } from './score.ts';

const fields = (title: string, rows: [string, string | null | undefined][]): Block => ({
  kind: 'fields',
  title,
  rows: rows.filter((row): row is [string, string] => Boolean(row[1])),
});

export function companyIdentity(registry: CompanyRegistry): Block[] {
  const { company } = registry;
  return [
    fields('Dati anagrafici', [
      ['Denominazione', company.denominazione],
      ['Partita IVA', company.partitaIva],
      ['Codice fiscale', company.codiceFiscale],
      ['Forma giuridica', company.formaGiuridica],
      ['Data di costituzione', italianDate(company.dataCostituzione)],
      ['Capitale sociale', company.capitaleSociale === null ? null : euro(company.capitaleSociale)],
      ['PEC', company.pec],
    ]),
    fields('Sede legale', [
      ['Indirizzo', company.indirizzo],
      ['CAP', company.cap],
      ['Comune', company.comune],
      ['Provincia', company.provincia],
    ]),
    fields('Registro delle imprese', [
      ['CCIAA', company.cciaa],
      ['Numero REA', company.nrea],
      ['Codice ATECO', company.codiceAteco],
      ['Stato attività', company.stato],
      ['Addetti', String(company.dipendenti)],
    ]),
  ];
}

export function officers(registry: CompanyRegistry): Block {
  return {
    kind: 'table',
    title: 'Cariche',
    columns: ['Nominativo', 'Codice fiscale', 'Carica', 'Dal'],
    rows: registry.officers.map((officer) => [
      officer.name,
      officer.codiceFiscale,
      officer.role,
      italianDate(officer.since),
    ]),
    empty: 'Nessuna carica registrata',
  };
}

export function shareholders(registry: CompanyRegistry): Block {
  return {
    kind: 'table',
    title: 'Soci',
    columns: ['Nominativo', 'Codice fiscale', 'Quota', 'Valore nominale'],
    numeric: [2, 3],
    rows: registry.shareholders.map((holder) => [
      holder.name,
      holder.codiceFiscale,
      percent(holder.share),
      euro(holder.value),
    ]),
    empty:
      registry.company.formaGiuridica === 'SOC. COOP.'
        ? "Società cooperativa: l'elenco dei soci non è depositato al Registro delle imprese"
        : registry.company.formaGiuridica === 'DITTA INDIVIDUALE'
          ? 'Impresa individuale: nessun socio'
          : 'Nessun socio registrato',
  };
}

export function localUnits(registry: CompanyRegistry): Block {
  return {
    kind: 'table',
    title: 'Unità locali',
    columns: ['Tipo', 'Indirizzo', 'Comune', 'Provincia'],
    rows: registry.localUnits.map((unit) => [unit.description, unit.indirizzo, unit.comune, unit.provincia]),
    empty: 'Nessuna unità locale oltre alla sede',
  };
}

export function registryEvents(registry: CompanyRegistry): Block {
  return {
    kind: 'table',
    title: 'Eventi del Registro delle imprese',
    columns: ['Data', 'Evento'],
    rows: registry.events.map((event) => [italianDate(event.date), event.description]),
    empty: 'Nessun evento registrato',
  };
}

/** The score of a company from its data (score.ts): the same numbers for the HTML and the PDF. */
export function scoreOf(
  registry: CompanyRegistry,
  balance: BalanceSheets | null,
  protests: ProtestCheck | null,
  asOf: string,
): Score {
  return reliabilityScore({
    stato: registry.company.stato,
    dataCostituzione: registry.company.dataCostituzione,
    protests: protests?.protests ?? [],
    prejudicial: protests?.prejudicial ?? [],
    balanceSheets: balance?.years ?? [],
    asOf: new Date(asOf),
  });
}

/** Average days late, from the score: a sound company pays on time. */
function paymentBehaviour(score: Score): [string, string] {
  const days = (10 - score.score) * 7;
  const label =
    days === 0 ? 'Puntuale' : days <= 14 ? 'Ritardi lievi' : days <= 35 ? 'Ritardi significativi' : 'Gravi ritardi';
  return [label, days === 0 ? 'pagamenti alla scadenza' : `in media ${days} giorni oltre la scadenza`];
}

export function reliability(score: Score): Block[] {
  const [behaviour, detail] = paymentBehaviour(score);
  return [
    fields('Valutazione di affidabilità', [
      ['Punteggio', `${score.score} su 10`],
      ['Classe di rischio', `${score.rating} - ${SCORE_CLASS_LABELS[score.rating]}`],
      [
        'Fido consigliato',
        score.recommendedCredit === 0 ? 'Nessun fido consigliato' : wholeEuro(score.recommendedCredit),
      ],
      ['Motivazione del fido', score.creditRationale],
      ['Comportamento nei pagamenti', `${behaviour}: ${detail}`],
    ]),
    {
      kind: 'table',
      title: 'Elementi che incidono sul punteggio',
      columns: ['Elemento (punti)'],
      rows: score.reasons.map((reason) => [reason]),
      empty: 'Nessun elemento negativo: punteggio pieno',
    },
  ];
}

const ratio = (numerator: number, denominator: number) => (denominator === 0 ? null : (numerator / denominator) * 100);
const ratioText = (value: number | null) => (value === null ? 'n.d.' : percent(value));
const leverage = (year: BalanceSheet) => (year.equity <= 0 ? null : year.debts / year.equity);

/** The usual ratios of a year: what the trend column compares. */
export function ratiosOf(year: BalanceSheet) {
  return {
    ebitdaMargin: ratio(year.ebitda, year.revenue),
    roe: year.equity <= 0 ? null : ratio(year.netIncome, year.equity),
    equityRatio: ratio(year.equity, year.totalAssets),
    leverage: leverage(year),
  };
}

const trend = (latest: number | null, oldest: number | null, higherIsBetter = true) => {
  if (latest === null || oldest === null || Math.abs(latest - oldest) < 0.05) return 'stabile';
  return latest > oldest === higherIsBetter ? 'in miglioramento' : 'in peggioramento';
};

/** A filing's figures, a row per item and a column per year ('Esercizio 2025'). */
export function figuresByYear<Year extends { year: number }>(
  title: string,
  years: readonly Year[],
  items: [label: string, value: (year: Year) => string][],
  empty: string,
): Block {
  return {
    kind: 'table',
    title,
    columns: ['Voce', ...years.map((year) => `Esercizio ${year.year}`)],
    numeric: years.map((_, index) => index + 1),
    rows: years.length ? items.map(([label, value]) => [label, ...years.map(value)]) : [],
    empty,
  };
}

/** The main figures of up to three years, then the ratios with their trend. */
export function balanceSheets(balance: BalanceSheets, title = 'Bilanci'): Block[] {
  if (balance.years.length === 0) {
    return [{ kind: 'text', title, paragraphs: [balance.notFiledReason ?? 'Nessun bilancio disponibile'] }];
  }
  const years = balance.years;
  const numeric = years.map((_, index) => index + 1);
  const ratios = years.map(ratiosOf);
  const last = ratios.length - 1;
  return [
    figuresByYear(
      `${title}: conto economico e stato patrimoniale`,
      years,
      [
        ['Ricavi delle vendite', (year) => wholeEuro(year.revenue)],
        ['Margine operativo lordo (EBITDA)', (year) => wholeEuro(year.ebitda)],
        ["Utile (perdita) d'esercizio", (year) => wholeEuro(year.netIncome)],
        ['Totale attivo', (year) => wholeEuro(year.totalAssets)],
        ['Patrimonio netto', (year) => wholeEuro(year.equity)],
        ['Debiti', (year) => wholeEuro(year.debts)],
        ['Dipendenti', (year) => String(year.employees)],
      ],
      'Nessun bilancio disponibile',
    ),
    {
      kind: 'table',
      title: 'Indici',
      columns: ['Indice', ...years.map((year) => String(year.year)), 'Andamento'],
      numeric,
      rows: [
        [
          'EBITDA su ricavi',
          ...ratios.map((each) => ratioText(each.ebitdaMargin)),
          trend(ratios[0].ebitdaMargin, ratios[last].ebitdaMargin),
        ],
        [
          'ROE (utile su patrimonio netto)',
          ...ratios.map((each) => ratioText(each.roe)),
          trend(ratios[0].roe, ratios[last].roe),
        ],
        [
          'Patrimonio netto su attivo',
          ...ratios.map((each) => ratioText(each.equityRatio)),
          trend(ratios[0].equityRatio, ratios[last].equityRatio),
        ],
        [
          'Debiti su patrimonio netto',
          ...ratios.map((each) => (each.leverage === null ? 'n.d.' : each.leverage.toFixed(2).replace('.', ','))),
          trend(ratios[0].leverage, ratios[last].leverage, false),
        ],
      ],
      empty: 'Nessun indice calcolabile',
    },
  ];
}

export function protests(check: ProtestCheck, asOf: string): Block[] {
  const checked = `Verifica eseguita il ${italianDate(asOf)} (dati al ${italianDate(check.source.asOf)})`;
  return [
    {
      kind: 'table',
      title: 'Protesti',
      columns: ['Data levata', 'Titolo', 'Importo', 'Luogo'],
      numeric: [2],
      rows: check.protests.map((protest) => [
        italianDate(protest.date),
        protest.kind,
        euro(protest.amount),
        protest.place,
      ]),
      empty: `Nessun protesto. ${checked}`,
    },
    {
      kind: 'table',
      title: 'Eventi pregiudizievoli',
      columns: ['Data', 'Tipo', 'Descrizione', 'Importo'],
      numeric: [3],
      rows: check.prejudicial.map((event) => [
        italianDate(event.date),
        event.kind,
        event.description,
        event.amount === null ? '—' : euro(event.amount),
      ]),
      empty: `Nessun evento pregiudizievole. ${checked}`,
    },
  ];
}

export function cadastre(data: Cadastre): Block[] {
  return [
    {
      kind: 'table',
      title: 'Immobili',
      columns: ['Comune', 'Foglio', 'Particella', 'Sub.', 'Categoria', 'Consistenza', 'Rendita'],
      numeric: [6],
      rows: data.properties.map((property) => [
        property.provincia ? `${property.comune} (${property.provincia})` : property.comune,
        property.foglio,
        property.particella,
        property.subalterno,
        `${property.categoria} - ${property.descrizione}`,
        property.consistenza,
        euro(property.rendita),
      ]),
      empty: 'Nessun immobile intestato al soggetto',
    },
    {
      kind: 'table',
      title: 'Intestatari e quote',
      columns: ['Immobile', 'Intestatario', 'Codice fiscale', 'Quota'],
      rows: data.properties.flatMap((property) =>
        property.owners.map((owner) => [
          `Foglio ${property.foglio}, particella ${property.particella}, sub. ${property.subalterno}`,
          owner.name,
          owner.codiceFiscale,
          owner.share,
        ]),
      ),
      empty: 'Nessun intestatario',
    },
  ];
}

export function person(record: PersonRecord): Block[] {
  const { person: who } = record;
  return [
    fields('Dati anagrafici', [
      ['Nome e cognome', who.name],
      ['Codice fiscale', who.codiceFiscale],
      ['Sesso', who.sesso === 'F' ? 'Femmina' : 'Maschio'],
      ['Data di nascita', italianDate(who.dataNascita)],
      ['Luogo di nascita', who.luogoNascita],
      ['Comune di residenza', who.comune],
    ]),
    {
      kind: 'table',
      title: 'Indirizzi',
      columns: ['Indirizzo', 'Comune', 'Dal', 'Stato'],
      rows: record.addresses.map((address) => [
        address.indirizzo,
        address.comune,
        italianDate(address.from),
        address.current ? 'Attuale' : 'Precedente',
      ]),
      empty: 'Nessun indirizzo noto',
    },
    {
      kind: 'table',
      title: 'Cariche in imprese',
      columns: ['Impresa', 'Partita IVA', 'Carica', 'Dal', "Stato dell'impresa"],
      rows: record.roles.map((role) => [role.company, role.partitaIva, role.role, italianDate(role.since), role.stato]),
      empty: 'Nessuna carica in imprese',
    },
  ];
}

export function monitoring(period: { from: string; to: string; changes: MonitoredChange[] }): Block[] {
  return [
    fields('Periodo di monitoraggio', [
      ['Dal', italianDate(period.from)],
      ['Al', italianDate(period.to)],
    ]),
    {
      kind: 'table',
      title: 'Eventi del periodo',
      columns: ['Data', 'Tipo', 'Descrizione'],
      rows: period.changes.map((change) => [italianDate(change.date), change.kind, change.description]),
      empty: 'Nessun evento nel periodo: il soggetto resta monitorato fino alla scadenza',
    },
  ];
}

/**
 * 'Imprese collegate': the other companies the subject's officers and shareholders hold roles
 * in, as the registry records them: the group the subject belongs to.
 */
export function connectedCompanies(registry: CompanyRegistry, people: PersonRecord[]): Block {
  const rows = people.flatMap((person) =>
    person.roles
      .filter((role) => role.partitaIva !== registry.company.partitaIva)
      .map((role) => [person.person.name, role.company, role.partitaIva, role.role, role.stato]),
  );
  return {
    kind: 'table',
    title: 'Imprese collegate',
    columns: ['Esponente', 'Impresa', 'Partita IVA', 'Carica', "Stato dell'impresa"],
    rows,
    empty: 'Nessuna altra impresa collegata tramite gli esponenti',
  };
}
