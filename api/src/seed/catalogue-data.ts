import type { SeedField } from './data.ts';

/** Fields every tenant gets beyond SEED_FIELDS (seed-data.ts), so that each §4 type is well represented. */
export const EXTRA_FIELDS: SeedField[] = [
  {
    fieldCode: 'FATTURATO',
    name: 'Fatturato annuo',
    description: "Fatturato dell'ultimo esercizio dichiarato dal richiedente, in euro",
    type: 'AMOUNT',
    minimum: 0,
    maximum: 1_000_000_000,
    icon: 'mat_outline:trending_up',
  },
  {
    fieldCode: 'DATA_PROTESTO',
    name: 'Data del protesto',
    description: 'Data di levata del protesto da verificare',
    type: 'DATE',
    minimumDate: '1990-01-01',
    maximumDate: '2099-12-31',
    icon: 'mat_outline:event_note',
  },
  {
    fieldCode: 'NUMERO_SOCI',
    name: 'Numero soci',
    description: 'Numero di soci da includere nella ricerca',
    type: 'NUMBER',
    minimum: 1,
    maximum: 50,
    defaultValue: '1',
    icon: 'mat_outline:people',
  },
  {
    fieldCode: 'TIPO_IMMOBILE',
    name: 'Tipo di immobile',
    description: "Categoria dell'immobile oggetto della ricerca catastale",
    type: 'SELECT',
    selectValue: 'Fabbricato,Terreno,Fabbricato e terreno',
    icon: 'mat_outline:house',
  },
  {
    fieldCode: 'FOGLIO_CATASTALE',
    name: 'Foglio',
    description: "Numero del foglio catastale dell'immobile",
    type: 'TEXT',
    length: 6,
    icon: 'mat_outline:map',
  },
  {
    fieldCode: 'PARTICELLA',
    name: 'Particella',
    description: "Numero della particella catastale dell'immobile",
    type: 'TEXT',
    length: 10,
    icon: 'mat_outline:place',
  },
  {
    fieldCode: 'VISURA_PRECEDENTE',
    name: 'Visura precedente',
    description: 'Visura già in possesso del cliente, da aggiornare',
    type: 'FILE',
    selectValue: 'pdf,p7m',
    icon: 'mat_outline:file_present',
  },
  {
    fieldCode: 'CONSENSO_PRIVACY',
    name: 'Legittimo interesse',
    description: 'Dichiarazione del legittimo interesse al trattamento dei dati del soggetto',
    type: 'FLAG',
    icon: 'mat_outline:verified_user',
    toolTipInfo: 'Obbligatoria per le ricerche su persone fisiche',
  },
  {
    fieldCode: 'DESCRIZIONE_CREDITO',
    name: 'Descrizione del credito',
    description: 'Origine del credito, documenti disponibili e solleciti già inviati',
    type: 'TEXT_AREA',
    length: 4000,
    icon: 'mat_outline:receipt_long',
  },
  {
    fieldCode: 'PAESE_ESTERO',
    name: 'Paese',
    description: "Paese della sede dell'impresa estera",
    type: 'SELECT',
    selectValue: 'Austria,Belgio,Francia,Germania,Paesi Bassi,Regno Unito,Spagna,Svizzera,Stati Uniti',
    icon: 'mat_outline:public',
  },
];

/** A DATE field needs both bounds (spec 002 §5): the seed fills the missing upper one. */
export const DEFAULT_MAXIMUM_DATE = '2099-12-31';

export interface SeedLink {
  field: string;
  obligatory?: boolean;
  subjectType?: 'PF' | 'PG' | 'ANY' | 'ALL';
  dimension?: number;
  newRiga?: boolean;
  group?: number;
}

export interface SeedForm {
  formCode: string;
  description: string;
  validatore?: string;
  links: SeedLink[];
}

const req = (field: string, extra: Omit<SeedLink, 'field'> = {}): SeedLink => ({
  field,
  obligatory: true,
  ...extra,
});

/** ~12 forms using the fields above; the customer wizard renders them. `{TENANT}` = the tenant's own fields. */
export const SEED_FORMS: SeedForm[] = [
  {
    formCode: 'VISURA_PG',
    description: 'Visura camerale di impresa',
    links: [
      req('CF_PIVA', { subjectType: 'PG', dimension: 4, group: 1 }),
      req('NUMERO_REA', { subjectType: 'PG', dimension: 2, group: 1 }),
      { field: 'CCIAA', subjectType: 'PG', dimension: 3 },
      { field: 'RAGIONE_SOCIALE', subjectType: 'PG', dimension: 6, newRiga: true },
      { field: 'VISURA_PRECEDENTE', dimension: 6 },
      { field: 'RIFERIMENTO_INTERNO', dimension: 4, newRiga: true },
      { field: 'NOTE', dimension: 12, newRiga: true },
    ],
  },
  {
    formCode: 'VISURA_PF',
    description: 'Visura su persona fisica',
    validatore: 'CF_COERENTE',
    links: [
      req('CODICE_FISCALE', { subjectType: 'PF', dimension: 4 }),
      req('COGNOME', { subjectType: 'PF', dimension: 4, newRiga: true }),
      req('NOME', { subjectType: 'PF', dimension: 4 }),
      { field: 'DATA_NASCITA', subjectType: 'PF', dimension: 3, newRiga: true },
      { field: 'COMUNE_NASCITA', subjectType: 'PF', dimension: 4 },
      { field: 'SESSO', subjectType: 'PF', dimension: 2 },
      req('CONSENSO_PRIVACY', { subjectType: 'PF', dimension: 12, newRiga: true }),
    ],
  },
  {
    formCode: 'REPORT_AFFIDABILITA',
    description: 'Report di affidabilità commerciale',
    validatore: 'RICHIESTA_UNICA',
    links: [
      req('CF_PIVA', { subjectType: 'ANY', dimension: 4 }),
      { field: 'RAGIONE_SOCIALE', subjectType: 'PG', dimension: 8 },
      req('IMPORTO_FIDO', { dimension: 4, newRiga: true }),
      req('MOTIVO_RICHIESTA', { dimension: 4 }),
      { field: 'URGENTE', dimension: 2 },
      { field: 'NOTE', dimension: 12, newRiga: true },
    ],
  },
  {
    formCode: 'BILANCIO',
    description: 'Bilancio depositato',
    links: [
      req('PARTITA_IVA', { subjectType: 'PG', dimension: 4 }),
      { field: 'RAGIONE_SOCIALE', subjectType: 'PG', dimension: 8 },
      req('ANNO_BILANCIO', { dimension: 2, newRiga: true }),
      { field: 'EMAIL_NOTIFICA', dimension: 6 },
    ],
  },
  {
    formCode: 'INDAGINE_PF',
    description: 'Indagine patrimoniale su persona fisica',
    validatore: 'CF_COERENTE,RICHIESTA_UNICA',
    links: [
      req('CODICE_FISCALE', { subjectType: 'PF', dimension: 4 }),
      req('DENOMINAZIONE_PF', { subjectType: 'PF', dimension: 8 }),
      req('TIPO_INDAGINE', { dimension: 4, newRiga: true }),
      { field: 'IMPORTO_CREDITO', dimension: 4 },
      { field: 'URGENTE', dimension: 2 },
      { field: 'DOCUMENTO_IDENTITA', dimension: 6, newRiga: true },
      req('CONSENSO_PRIVACY', { subjectType: 'PF', dimension: 6 }),
    ],
  },
  {
    formCode: 'RECUPERO_CREDITI',
    description: 'Pratica di recupero crediti',
    validatore: 'RICHIESTA_UNICA',
    links: [
      req('CF_PIVA', { dimension: 4 }),
      { field: 'RAGIONE_SOCIALE', subjectType: 'PG', dimension: 8 },
      req('IMPORTO_CREDITO', { dimension: 4, newRiga: true }),
      { field: 'DATA_RIFERIMENTO', dimension: 3 },
      req('DESCRIZIONE_CREDITO', { dimension: 12, newRiga: true }),
      { field: 'ALLEGATO', dimension: 6, newRiga: true },
    ],
  },
  {
    formCode: 'MONITORAGGIO',
    description: 'Monitoraggio di un soggetto',
    validatore: 'MONITORAGGIO_UNICO',
    links: [
      req('CF_PIVA', { dimension: 4 }),
      { field: 'RAGIONE_SOCIALE', subjectType: 'PG', dimension: 8 },
      req('PERIODO_MONITORAGGIO', { dimension: 3, newRiga: true }),
      { field: 'MONITORAGGIO', dimension: 3 },
      req('EMAIL_NOTIFICA', { dimension: 6 }),
    ],
  },
  {
    formCode: 'CATASTO',
    description: 'Ricerca catastale',
    validatore: 'CATASTO_UNICO,CF_COERENTE',
    links: [
      req('CODICE_FISCALE', { dimension: 4 }),
      { field: 'COGNOME', subjectType: 'PF', dimension: 4, newRiga: true },
      { field: 'NOME', subjectType: 'PF', dimension: 4 },
      req('PROVINCIA', { dimension: 4, newRiga: true }),
      req('TIPO_IMMOBILE', { dimension: 4 }),
      { field: 'FOGLIO_CATASTALE', dimension: 2, newRiga: true, group: 2 },
      { field: 'PARTICELLA', dimension: 2, group: 2 },
    ],
  },
  {
    formCode: 'PROTESTI',
    description: 'Verifica protesti e pregiudizievoli',
    links: [
      req('CF_PIVA', { dimension: 4 }),
      { field: 'DATA_PROTESTO', dimension: 3 },
      { field: 'PROVINCIA', dimension: 4 },
    ],
  },
  {
    formCode: 'ANAGRAFICA_IMPRESA',
    description: 'Scheda anagrafica di impresa',
    links: [
      req('PARTITA_IVA', { subjectType: 'PG', dimension: 4 }),
      req('RAGIONE_SOCIALE', { subjectType: 'PG', dimension: 8 }),
      { field: 'NATURA_GIURIDICA', subjectType: 'PG', dimension: 4, newRiga: true },
      { field: 'DATA_COSTITUZIONE', subjectType: 'PG', dimension: 3 },
      { field: 'CODICE_ATECO', subjectType: 'PG', dimension: 3 },
      { field: 'INDIRIZZO', subjectType: 'PG', dimension: 6, newRiga: true },
      { field: 'CAP', subjectType: 'PG', dimension: 2 },
      { field: 'PROVINCIA', subjectType: 'PG', dimension: 4 },
      { field: 'NUMERO_DIPENDENTI', subjectType: 'PG', dimension: 3, newRiga: true },
      { field: 'FATTURATO', subjectType: 'PG', dimension: 4 },
      { field: 'NUMERO_SOCI', subjectType: 'PG', dimension: 2 },
    ],
  },
  {
    formCode: 'IMPRESA_ESTERA',
    description: 'Report su impresa estera',
    links: [
      req('PAESE_ESTERO', { subjectType: 'PG', dimension: 4 }),
      req('RAGIONE_SOCIALE', { subjectType: 'PG', dimension: 8 }),
      { field: 'PEC', dimension: 6, newRiga: true },
      { field: 'URGENTE', dimension: 2 },
    ],
  },
  {
    formCode: 'RICHIESTA_LIBERA',
    description: 'Richiesta di informazioni libera',
    links: [
      req('CF_PIVA', { subjectType: 'ALL', dimension: 4 }),
      { field: '{TENANT}', dimension: 4 },
      req('NOTE', { dimension: 12, newRiga: true }),
      { field: 'ALLEGATO', dimension: 6, newRiga: true },
      { field: 'CANALE', dimension: 1 },
      { field: 'ID_PRATICA', dimension: 1 },
    ],
  },
];

export interface SeedCategory {
  code: string;
  description: string;
  productType: 'ON' | 'OF' | 'WS';
}

export const SEED_CATEGORIES: SeedCategory[] = [
  { code: 'VIS', description: 'Visure', productType: 'ON' },
  { code: 'REP', description: 'Report', productType: 'ON' },
  { code: 'BIL', description: 'Bilanci', productType: 'ON' },
  { code: 'IND', description: 'Indagini', productType: 'OF' },
  { code: 'CAT', description: 'Catasto', productType: 'OF' },
  { code: 'WS', description: 'Servizi web', productType: 'WS' },
];

export interface SeedProduct {
  code: string;
  description: string;
  category: string;
  evasDays: number;
  form: string | null;
  price: number;
  pf?: boolean;
  pg?: boolean;
  /** Content descriptions (SEED_CONTENTS) the product belongs to. */
  contents: string[];
  suspended?: boolean;
  status?: 'G' | 'Y' | 'R';
  /** A search product (spec 002 §3 search), and whether it starts a new search (nuovaRicerca). */
  search?: boolean;
  nuovaRicerca?: boolean;
  /** Massive upload enabled, and split into one request per row. */
  massive?: boolean;
  split?: boolean;
  esitoPdf?: boolean;
  /** An urgent variant: the code of its parent product. */
  urgentOf?: string;
}

/** The contents (spec 002 §2.5): a description and a material icon. The last one has no products. */
export const SEED_CONTENTS: Array<{ description: string; icon: string }> = [
  { description: 'Visure camerali', icon: 'mat_outline:description' },
  { description: 'Bilanci e dati economici', icon: 'mat_outline:bar_chart' },
  { description: 'Affidabilità commerciale', icon: 'mat_outline:verified' },
  { description: 'Indagini', icon: 'mat_outline:manage_search' },
  { description: 'Recupero crediti', icon: 'mat_outline:payments' },
  { description: 'Monitoraggio', icon: 'mat_outline:monitor_heart' },
  { description: 'Catasto e immobili', icon: 'mat_outline:home_work' },
  { description: 'Protesti e pregiudizievoli', icon: 'mat_outline:gavel' },
  { description: 'Persone fisiche', icon: 'mat_outline:person_search' },
  { description: 'Imprese estere', icon: 'mat_outline:public' },
  { description: 'Novità del catalogo', icon: 'mat_outline:star' },
];

const V = 'Visure camerali';
const B = 'Bilanci e dati economici';
const A = 'Affidabilità commerciale';
const I = 'Indagini';
const R = 'Recupero crediti';
const M = 'Monitoraggio';
const C = 'Catasto e immobili';
const P = 'Protesti e pregiudizievoli';
const F = 'Persone fisiche';
const E = 'Imprese estere';

/** ~40 products of every type, linked to contents; a few suspended. */
export const SEED_PRODUCTS: SeedProduct[] = [
  {
    code: 'VIS001',
    description: 'Visura ordinaria',
    category: 'VIS',
    evasDays: 0,
    form: 'VISURA_PG',
    price: 6.5,
    contents: [V],
  },
  {
    code: 'VIS002',
    description: 'Visura storica',
    category: 'VIS',
    evasDays: 0,
    form: 'VISURA_PG',
    price: 9.9,
    contents: [V],
  },
  {
    code: 'VIS003',
    description: 'Visura soci e titolari di cariche',
    category: 'VIS',
    evasDays: 0,
    form: 'VISURA_PG',
    price: 8.5,
    contents: [V],
  },
  {
    code: 'VIS004',
    description: 'Fascicolo di impresa',
    category: 'VIS',
    evasDays: 0,
    form: 'VISURA_PG',
    price: 14,
    contents: [V, B],
  },
  {
    code: 'VIS005',
    description: 'Visura persona: cariche e partecipazioni',
    category: 'VIS',
    evasDays: 0,
    form: 'VISURA_PF',
    price: 7.5,
    pf: true,
    pg: false,
    contents: [V, F],
  },
  {
    code: 'VIS006',
    description: 'Certificato camerale (in lingua inglese)',
    category: 'VIS',
    evasDays: 1,
    form: 'VISURA_PG',
    price: 12,
    contents: [V, E],
    suspended: true,
  },
  {
    code: 'VIS007',
    description: 'Scheda anagrafica di impresa',
    category: 'VIS',
    evasDays: 0,
    form: 'ANAGRAFICA_IMPRESA',
    price: 3.5,
    contents: [V],
  },
  {
    code: 'BIL001',
    description: 'Bilancio ottico',
    category: 'BIL',
    evasDays: 0,
    form: 'BILANCIO',
    price: 8,
    contents: [B],
  },
  {
    code: 'BIL002',
    description: 'Bilancio riclassificato con indici',
    category: 'BIL',
    evasDays: 0,
    form: 'BILANCIO',
    price: 18,
    contents: [B],
  },
  {
    code: 'BIL003',
    description: 'Confronto di bilancio su tre esercizi',
    category: 'BIL',
    evasDays: 0,
    form: 'BILANCIO',
    price: 29,
    contents: [B, A],
  },
  {
    code: 'BIL004',
    description: 'Bilancio consolidato di gruppo',
    category: 'BIL',
    evasDays: 2,
    form: 'BILANCIO',
    price: 35,
    contents: [B],
    status: 'Y',
  },
  {
    code: 'REP001',
    description: 'Report di affidabilità base',
    category: 'REP',
    evasDays: 0,
    form: 'REPORT_AFFIDABILITA',
    price: 22,
    contents: [A],
  },
  {
    code: 'REP002',
    description: 'Report di affidabilità completo',
    category: 'REP',
    evasDays: 0,
    form: 'REPORT_AFFIDABILITA',
    price: 39,
    contents: [A],
  },
  {
    code: 'REP003',
    description: 'Rating e fido consigliato',
    category: 'REP',
    evasDays: 0,
    form: 'REPORT_AFFIDABILITA',
    price: 27,
    contents: [A],
  },
  {
    code: 'REP004',
    description: 'Report gruppo societario',
    category: 'REP',
    evasDays: 1,
    form: 'REPORT_AFFIDABILITA',
    price: 49,
    contents: [A, B],
  },
  {
    code: 'REP005',
    description: 'Report persona fisica',
    category: 'REP',
    evasDays: 0,
    form: 'VISURA_PF',
    price: 19,
    pf: true,
    pg: false,
    contents: [F, A],
  },
  {
    code: 'REP006',
    description: 'Report di affidabilità esteso (versione 2019)',
    category: 'REP',
    evasDays: 0,
    form: 'REPORT_AFFIDABILITA',
    price: 45,
    contents: [A],
    suspended: true,
  },
  {
    code: 'REP007',
    description: 'Report impresa estera',
    category: 'REP',
    evasDays: 5,
    form: 'IMPRESA_ESTERA',
    price: 59,
    contents: [E],
  },
  {
    code: 'REP008',
    description: 'Report impresa estera urgente',
    category: 'REP',
    evasDays: 2,
    form: 'IMPRESA_ESTERA',
    price: 89,
    contents: [E],
  },
  {
    code: 'IND001',
    description: 'Indagine patrimoniale persona fisica',
    category: 'IND',
    evasDays: 10,
    form: 'INDAGINE_PF',
    price: 120,
    pf: true,
    pg: false,
    contents: [I, F],
  },
  {
    code: 'IND002',
    description: 'Indagine patrimoniale impresa',
    category: 'IND',
    evasDays: 10,
    form: 'REPORT_AFFIDABILITA',
    price: 150,
    contents: [I],
  },
  {
    code: 'IND003',
    description: 'Rintraccio anagrafico',
    category: 'IND',
    evasDays: 7,
    form: 'INDAGINE_PF',
    price: 65,
    pf: true,
    pg: false,
    contents: [I, F, R],
  },
  {
    code: 'IND004',
    description: 'Rintraccio datore di lavoro',
    category: 'IND',
    evasDays: 12,
    form: 'INDAGINE_PF',
    price: 85,
    pf: true,
    pg: false,
    contents: [I, F, R],
  },
  {
    code: 'IND005',
    description: 'Reperibilità e conti correnti',
    category: 'IND',
    evasDays: 15,
    form: 'INDAGINE_PF',
    price: 140,
    pf: true,
    pg: true,
    contents: [I, R],
  },
  {
    code: 'IND006',
    description: 'Indagine commerciale approfondita',
    category: 'IND',
    evasDays: 8,
    form: 'REPORT_AFFIDABILITA',
    price: 110,
    contents: [I, A],
    status: 'Y',
  },
  {
    code: 'IND007',
    description: 'Indagine su eredi',
    category: 'IND',
    evasDays: 20,
    form: 'INDAGINE_PF',
    price: 160,
    pf: true,
    pg: false,
    contents: [I, F],
    suspended: true,
  },
  {
    code: 'IND008',
    description: 'Richiesta di informazioni libera',
    category: 'IND',
    evasDays: 10,
    form: 'RICHIESTA_LIBERA',
    price: 90,
    pf: true,
    pg: true,
    contents: [I],
  },
  {
    code: 'REC001',
    description: 'Recupero crediti stragiudiziale',
    category: 'IND',
    evasDays: 30,
    form: 'RECUPERO_CREDITI',
    price: 75,
    pf: true,
    pg: true,
    contents: [R],
  },
  {
    code: 'REC002',
    description: 'Diffida legale',
    category: 'IND',
    evasDays: 5,
    form: 'RECUPERO_CREDITI',
    price: 45,
    pf: true,
    pg: true,
    contents: [R],
  },
  {
    code: 'REC003',
    description: 'Valutazione di recuperabilità del credito',
    category: 'IND',
    evasDays: 7,
    form: 'RECUPERO_CREDITI',
    price: 55,
    pf: true,
    pg: true,
    contents: [R, A],
  },
  {
    code: 'MON001',
    description: 'Monitoraggio impresa 12 mesi',
    category: 'REP',
    evasDays: 0,
    form: 'MONITORAGGIO',
    price: 60,
    contents: [M],
  },
  {
    code: 'MON002',
    description: 'Monitoraggio portafoglio clienti',
    category: 'REP',
    evasDays: 0,
    form: 'MONITORAGGIO',
    price: 240,
    contents: [M, A],
  },
  {
    code: 'MON003',
    description: 'Monitoraggio persona fisica',
    category: 'REP',
    evasDays: 0,
    form: 'MONITORAGGIO',
    price: 48,
    pf: true,
    pg: false,
    contents: [M, F],
  },
  {
    code: 'CAT001',
    description: 'Visura catastale per soggetto',
    category: 'CAT',
    evasDays: 2,
    form: 'CATASTO',
    price: 9,
    pf: true,
    pg: true,
    contents: [C],
  },
  {
    code: 'CAT002',
    description: 'Visura catastale per immobile',
    category: 'CAT',
    evasDays: 2,
    form: 'CATASTO',
    price: 9,
    pf: true,
    pg: true,
    contents: [C],
  },
  {
    code: 'CAT003',
    description: 'Ispezione ipotecaria',
    category: 'CAT',
    evasDays: 5,
    form: 'CATASTO',
    price: 28,
    pf: true,
    pg: true,
    contents: [C, P],
  },
  {
    code: 'CAT004',
    description: 'Planimetria catastale',
    category: 'CAT',
    evasDays: 5,
    form: 'CATASTO',
    price: 25,
    pf: true,
    pg: true,
    contents: [C],
    status: 'Y',
  },
  {
    code: 'PRO001',
    description: 'Verifica protesti',
    category: 'REP',
    evasDays: 0,
    form: 'PROTESTI',
    price: 5,
    pf: true,
    pg: true,
    contents: [P],
  },
  {
    code: 'PRO002',
    description: 'Pregiudizievoli di conservatoria',
    category: 'IND',
    evasDays: 4,
    form: 'PROTESTI',
    price: 32,
    pf: true,
    pg: true,
    contents: [P],
  },
  {
    code: 'PRO003',
    description: 'Procedure concorsuali',
    category: 'REP',
    evasDays: 0,
    form: 'PROTESTI',
    price: 7,
    contents: [P, A],
  },
  {
    code: 'WS001',
    description: 'Servizio web: dati anagrafici impresa',
    category: 'WS',
    evasDays: 0,
    form: 'ANAGRAFICA_IMPRESA',
    price: 1.2,
    contents: [V],
  },
  {
    code: 'WS002',
    description: 'Servizio web: rating',
    category: 'WS',
    evasDays: 0,
    form: 'REPORT_AFFIDABILITA',
    price: 4,
    contents: [A],
  },
  {
    code: 'WS003',
    description: 'Servizio web: verifica protesti',
    category: 'WS',
    evasDays: 0,
    form: 'PROTESTI',
    price: 0.9,
    pf: true,
    pg: true,
    contents: [P],
    suspended: true,
  },
  {
    code: 'URG001',
    description: 'Evasione urgente',
    category: 'IND',
    evasDays: 0,
    form: null,
    price: 25,
    pf: true,
    pg: true,
    contents: [],
  },
];

/** Compact rows of the rest of the catalogue: code, description, category, days, form, price, contents, extras. */
const more = (
  code: string,
  description: string,
  category: string,
  evasDays: number,
  form: string | null,
  price: number,
  contents: string[],
  extra: Partial<SeedProduct> = {},
): SeedProduct => ({ code, description, category, evasDays, form, price, contents, ...extra });

/** Twenty-two more products: search products, massive uploads, urgent variants, to-be-configured ones. */
export const MORE_SEED_PRODUCTS: SeedProduct[] = [
  more('VIS008', 'Ricerca imprese per denominazione', 'VIS', 0, 'ANAGRAFICA_IMPRESA', 0.5, [V], {
    search: true,
    nuovaRicerca: true,
  }),
  more('VIS009', 'Ricerca imprese per codice fiscale', 'VIS', 0, 'ANAGRAFICA_IMPRESA', 0.5, [V], { search: true }),
  more('VIS010', 'Visura ordinaria massiva', 'VIS', 1, 'VISURA_PG', 5.9, [V], { massive: true, split: true }),
  more('VIS011', 'Attestato di iscrizione', 'VIS', 1, 'VISURA_PG', 8.5, [V], { esitoPdf: true }),
  more('VIS012', 'Visura persona fisica massiva', 'VIS', 1, 'VISURA_PF', 4.9, [F], {
    pf: true,
    pg: false,
    massive: true,
  }),
  more('REP009', 'Report affidabilità plus', 'REP', 0, 'REPORT_AFFIDABILITA', 29, [A], { status: 'Y' }),
  more('REP010', 'Report affidabilità massivo', 'REP', 1, 'REPORT_AFFIDABILITA', 17.5, [A], { massive: true }),
  more('REP011', 'Scoring di rischio', 'REP', 0, 'REPORT_AFFIDABILITA', 9.5, [A], { esitoPdf: true }),
  more('REP012', 'Report gruppo societario esteso', 'REP', 2, 'REPORT_AFFIDABILITA', 45, [A], { status: 'Y' }),
  more('BIL005', 'Bilancio consolidato', 'BIL', 0, 'BILANCIO', 14, [B]),
  more('BIL006', 'Bilanci in serie (ultimi cinque)', 'BIL', 1, 'BILANCIO', 39, [B], { massive: true }),
  more('IND009', 'Indagine patrimoniale urgente', 'IND', 2, 'INDAGINE_PF', 120, [I], {
    pf: true,
    pg: false,
    urgentOf: 'IND001',
  }),
  more('IND010', 'Rintraccio debitore urgente', 'IND', 2, 'INDAGINE_PF', 75, [I, R], {
    pf: true,
    pg: false,
    urgentOf: 'IND003',
  }),
  more('IND011', 'Indagine su società estera', 'IND', 15, 'IMPRESA_ESTERA', 180, [I, E], { status: 'Y' }),
  more('REC004', 'Diffida stragiudiziale massiva', 'IND', 10, 'RECUPERO_CREDITI', 35, [R], {
    pf: true,
    massive: true,
    split: true,
  }),
  more('MON004', 'Monitoraggio portafoglio clienti massivo', 'REP', 0, 'MONITORAGGIO', 2.5, [M], { massive: true }),
  more('CAT005', 'Ricerca immobili per soggetto', 'CAT', 1, 'CATASTO', 4.5, [C], {
    pf: true,
    search: true,
    nuovaRicerca: true,
  }),
  more('CAT006', 'Ispezione ipotecaria su persona fisica', 'CAT', 3, 'CATASTO', 22, [C], { pf: true }),
  more('PRO004', 'Ricerca protesti per nominativo', 'VIS', 0, 'PROTESTI', 1.5, [P], { pf: true, search: true }),
  more('PRO005', 'Pregiudizievoli di conservatoria su persona fisica', 'CAT', 3, 'PROTESTI', 19, [P], {
    pf: true,
    status: 'Y',
  }),
  more('WS004', 'Servizio web: anagrafica impresa', 'WS', 0, 'ANAGRAFICA_IMPRESA', 0.3, [V], { status: 'Y' }),
  more('WS005', 'Servizio web: scoring', 'WS', 0, 'REPORT_AFFIDABILITA', 1.2, [A], { suspended: true }),
];

/** Fields whose accessory product is seeded: field code -> product code. */
export const SEED_ACCESSORY_PRODUCTS: Record<string, string> = { URGENTE: 'URG001' };
