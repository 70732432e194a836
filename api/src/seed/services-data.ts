import { SERVICE_ICONS } from './service-icons.ts';

/** A seeded line (spec 002 §3): its form (SEED_FORMS) and the products (SEED_PRODUCTS codes) it groups. */
export interface SeedLine {
  code: string;
  name: string;
  description: string;
  form: string;
  products: string[];
  pf?: boolean;
  pg?: boolean;
  massivo?: boolean;
  valueAdded?: boolean;
  online?: boolean;
  active?: boolean;
  /** Sold by the first tenant only: the others have a smaller catalogue of their own. */
  firstTenantOnly?: boolean;
}

export interface SeedService {
  name: string;
  description: string;
  icon: keyof typeof SERVICE_ICONS;
  alwaysVisible?: boolean;
  /** Only in the first tenant: the second gets a smaller catalogue. */
  firstTenantOnly?: boolean;
  lines: SeedLine[];
}

/** Six services, fifteen lines; every product but the accessory URG001 belongs to a line. */
export const SEED_SERVICES: SeedService[] = [
  {
    name: 'Visure camerali',
    description: 'Visure, certificati e fascicoli delle imprese iscritte al Registro delle Imprese',
    icon: 'visure',
    lines: [
      {
        code: 'VIS_ORD',
        name: 'Visure ordinarie',
        description: 'Visura ordinaria, soci e titolari di cariche, scheda anagrafica',
        form: 'VISURA_PG',
        products: ['VIS001', 'VIS003', 'VIS007', 'VIS008', 'VIS009', 'VIS010', 'VIS011'],
        massivo: true,
      },
      {
        code: 'VIS_STO',
        firstTenantOnly: true,
        name: 'Visure storiche e fascicoli',
        description: 'Visura storica, fascicolo di impresa e certificati',
        form: 'VISURA_PG',
        products: ['VIS002', 'VIS004', 'VIS006'],
      },
      {
        code: 'VIS_PF',
        name: 'Visure su persone',
        description: 'Cariche e partecipazioni di una persona fisica',
        form: 'VISURA_PF',
        products: ['VIS005', 'VIS012'],
        pf: true,
        pg: false,
      },
    ],
  },
  {
    name: 'Report commerciali',
    description: 'Affidabilità, rating, bilanci e monitoraggio delle imprese',
    icon: 'report',
    lines: [
      {
        code: 'REP_AFF',
        name: 'Report di affidabilità',
        description: 'Report base, completo, esteso e di gruppo, con rating e fido',
        form: 'REPORT_AFFIDABILITA',
        products: ['REP001', 'REP002', 'REP003', 'REP004', 'REP006', 'REP009', 'REP010', 'REP011', 'REP012'],
        massivo: true,
        valueAdded: true,
      },
      {
        code: 'BIL',
        name: 'Bilanci',
        description: 'Bilanci ottici, riclassificati, confronti e consolidati',
        form: 'BILANCIO',
        products: ['BIL001', 'BIL002', 'BIL003', 'BIL004', 'BIL005', 'BIL006'],
        massivo: true,
      },
      {
        code: 'MON',
        name: 'Monitoraggio',
        description: 'Monitoraggio di imprese, portafogli clienti e persone',
        form: 'MONITORAGGIO',
        products: ['MON001', 'MON002', 'MON003', 'MON004'],
        pf: true,
      },
    ],
  },
  {
    name: 'Indagini su persone',
    description: 'Indagini patrimoniali, rintracci e recupero crediti',
    icon: 'persone',
    lines: [
      {
        code: 'IND_PF',
        name: 'Indagini su persone fisiche',
        description: 'Patrimonio, rintraccio, datore di lavoro, eredi',
        form: 'INDAGINE_PF',
        products: ['IND001', 'IND003', 'IND004', 'IND007', 'REP005', 'IND009', 'IND010'],
        pf: true,
        pg: false,
        online: false,
      },
      {
        code: 'IND_PG',
        name: 'Indagini su imprese',
        description: 'Indagini patrimoniali e commerciali su imprese, reperibilità e conti',
        form: 'ANAGRAFICA_IMPRESA',
        products: ['IND002', 'IND005', 'IND006', 'IND008', 'IND011'],
        pf: true,
        online: false,
        valueAdded: true,
      },
      {
        code: 'REC',
        firstTenantOnly: true,
        name: 'Recupero crediti',
        description: 'Recupero stragiudiziale, diffide e valutazioni di recuperabilità',
        form: 'RECUPERO_CREDITI',
        products: ['REC001', 'REC002', 'REC003', 'REC004'],
        pf: true,
        online: false,
      },
    ],
  },
  {
    name: 'Catasto e immobili',
    description: 'Visure catastali, ispezioni ipotecarie e planimetrie',
    icon: 'immobili',
    lines: [
      {
        code: 'CAT_VIS',
        name: 'Visure catastali',
        description: 'Visure per soggetto e per immobile, ispezioni ipotecarie',
        form: 'CATASTO',
        products: ['CAT001', 'CAT002', 'CAT003', 'CAT005', 'CAT006'],
        pf: true,
        online: false,
      },
      {
        code: 'CAT_PLAN',
        firstTenantOnly: true,
        name: 'Planimetrie',
        description: 'Planimetrie catastali degli immobili',
        form: 'CATASTO',
        products: ['CAT004'],
        pf: true,
        online: false,
      },
    ],
  },
  {
    name: 'Protesti e pregiudizievoli',
    description: 'Protesti, pregiudizievoli di conservatoria e procedure concorsuali',
    icon: 'protesti',
    firstTenantOnly: true,
    lines: [
      {
        code: 'PRO',
        name: 'Protesti',
        description: 'Verifica protesti su imprese e persone',
        form: 'PROTESTI',
        products: ['PRO001', 'PRO004'],
        pf: true,
        massivo: true,
      },
      {
        code: 'PRE',
        name: 'Pregiudizievoli e procedure',
        description: 'Pregiudizievoli di conservatoria e procedure concorsuali',
        form: 'PROTESTI',
        products: ['PRO002', 'PRO003', 'PRO005'],
        pf: true,
      },
    ],
  },
  {
    name: 'Imprese estere e servizi web',
    description: 'Report su imprese estere e dati in servizio web',
    icon: 'estero',
    alwaysVisible: false,
    firstTenantOnly: true,
    lines: [
      {
        code: 'EST',
        name: 'Imprese estere',
        description: 'Report su imprese estere, ordinari e urgenti',
        form: 'IMPRESA_ESTERA',
        products: ['REP007', 'REP008'],
        online: false,
      },
      {
        code: 'WS',
        name: 'Servizi web',
        description: 'Dati anagrafici, rating e protesti in servizio web',
        form: 'ANAGRAFICA_IMPRESA',
        products: ['WS001', 'WS002', 'WS003', 'WS004', 'WS005'],
        pf: true,
      },
    ],
  },
];

/** A line waiting for a service (what the service editor offers to add). */
export const SEED_UNASSIGNED_LINES: SeedLine[] = [
  {
    code: 'LIB',
    name: 'Richieste libere',
    description: 'Richieste di informazioni non previste dal catalogo',
    form: 'RICHIESTA_LIBERA',
    products: [],
    pf: true,
    active: false,
  },
];

/**
 * The services a tenant sells: the first tenant all of them, any other a smaller catalogue
 * without the services and lines marked `firstTenantOnly`.
 */
export function servicesOf(tenantIndex: number): SeedService[] {
  if (tenantIndex === 0) return SEED_SERVICES;
  return SEED_SERVICES.filter((service) => !service.firstTenantOnly).map((service) => ({
    ...service,
    lines: service.lines.filter((line) => !line.firstTenantOnly),
  }));
}
