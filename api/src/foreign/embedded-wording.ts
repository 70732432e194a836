/**
 * How the embedded foreign provider words its codes in each data language, as a register of that
 * country would: the report shows the original beside the Italian translation.
 */
import type { ForeignReport, ForeignRole, ForeignStatus } from './provider.ts';

export type DataLanguage = 'EN' | 'DE' | 'FR' | 'ES';
type Wording = Record<DataLanguage, string>;

export const STATUS_WORDING: Record<ForeignStatus, Wording> = {
  ACTIVE: { EN: 'Active', DE: 'Aktiv', FR: 'Active', ES: 'Activa' },
  IN_LIQUIDATION: { EN: 'In liquidation', DE: 'In Liquidation', FR: 'En liquidation', ES: 'En liquidación' },
  INSOLVENT: {
    EN: 'Insolvency proceedings',
    DE: 'Insolvenzverfahren',
    FR: 'Redressement judiciaire',
    ES: 'Concurso de acreedores',
  },
  DISSOLVED: { EN: 'Dissolved', DE: 'Gelöscht', FR: 'Radiée', ES: 'Extinguida' },
};

export const ROLE_WORDING: Record<ForeignRole, Wording> = {
  MANAGING_DIRECTOR: {
    EN: 'Managing Director',
    DE: 'Geschäftsführer',
    FR: 'Directeur général',
    ES: 'Administrador único',
  },
  DIRECTOR: { EN: 'Director', DE: 'Vorstandsmitglied', FR: 'Administrateur', ES: 'Consejero' },
  CHAIRMAN: { EN: 'Chairman', DE: 'Aufsichtsratsvorsitzender', FR: 'Président', ES: 'Presidente' },
  PROXY: { EN: 'Authorised Signatory', DE: 'Prokurist', FR: 'Fondé de pouvoir', ES: 'Apoderado' },
  AUDITOR: { EN: 'Auditor', DE: 'Abschlussprüfer', FR: 'Commissaire aux comptes', ES: 'Auditor de cuentas' },
};

/** The trade a company's name carries, its NACE Rev. 2 class and how the register words it. */
export const ACTIVITIES: Record<string, { nace: string } & Wording> = {
  Logistics: {
    nace: '49.41',
    EN: 'Freight transport by road',
    DE: 'Güterbeförderung im Straßenverkehr',
    FR: 'Transports routiers de fret',
    ES: 'Transporte de mercancías por carretera',
  },
  Foods: {
    nace: '10.89',
    EN: 'Manufacture of other food products n.e.c.',
    DE: 'Herstellung von sonstigen Nahrungsmitteln a. n. g.',
    FR: "Fabrication d'autres produits alimentaires n.c.a.",
    ES: 'Elaboración de otros productos alimenticios n.c.o.p.',
  },
  Engineering: {
    nace: '71.12',
    EN: 'Engineering activities and related technical consultancy',
    DE: 'Ingenieurbüros',
    FR: "Activités d'ingénierie",
    ES: 'Servicios técnicos de ingeniería',
  },
  Textiles: {
    nace: '13.99',
    EN: 'Manufacture of other textiles n.e.c.',
    DE: 'Herstellung von sonstigen Textilwaren a. n. g.',
    FR: "Fabrication d'autres textiles n.c.a.",
    ES: 'Fabricación de otros productos textiles n.c.o.p.',
  },
  Trading: {
    nace: '46.90',
    EN: 'Non-specialised wholesale trade',
    DE: 'Großhandel ohne ausgeprägten Schwerpunkt',
    FR: 'Commerce de gros non spécialisé',
    ES: 'Comercio al por mayor no especializado',
  },
  Systems: {
    nace: '62.01',
    EN: 'Computer programming activities',
    DE: 'Programmierungstätigkeiten',
    FR: 'Programmation informatique',
    ES: 'Actividades de programación informática',
  },
  Chemicals: {
    nace: '20.59',
    EN: 'Manufacture of other chemical products n.e.c.',
    DE: 'Herstellung von sonstigen chemischen Erzeugnissen a. n. g.',
    FR: "Fabrication d'autres produits chimiques n.c.a.",
    ES: 'Fabricación de otros productos químicos n.c.o.p.',
  },
  Machinery: {
    nace: '28.29',
    EN: 'Manufacture of other general-purpose machinery n.e.c.',
    DE: 'Herstellung von sonstigen nicht wirtschaftszweigspezifischen Maschinen a. n. g.',
    FR: "Fabrication d'autres machines d'usage général",
    ES: 'Fabricación de otra maquinaria de uso general n.c.o.p.',
  },
  Energy: {
    nace: '35.14',
    EN: 'Trade of electricity',
    DE: 'Elektrizitätshandel',
    FR: "Commerce d'électricité",
    ES: 'Comercio de energía eléctrica',
  },
  Retail: {
    nace: '47.19',
    EN: 'Other retail sale in non-specialised stores',
    DE: 'Sonstiger Einzelhandel mit Waren verschiedener Art',
    FR: 'Autre commerce de détail en magasin non spécialisé',
    ES: 'Otro comercio al por menor en establecimientos no especializados',
  },
};

type EventCode = ForeignReport['events'][number]['code'];

/** A register event's wording: `detail` is the new status, the officer or the new capital. */
export const EVENT_WORDING: Record<EventCode, Record<DataLanguage, (detail: string) => string>> = {
  INCORPORATED: {
    EN: () => 'Company incorporated',
    DE: () => 'Gesellschaft gegründet',
    FR: () => 'Immatriculation de la société',
    ES: () => 'Constitución de la sociedad',
  },
  OFFICER_CHANGE: {
    EN: (detail) => `Officer appointed: ${detail}`,
    DE: (detail) => `Bestellung: ${detail}`,
    FR: (detail) => `Nomination : ${detail}`,
    ES: (detail) => `Nombramiento: ${detail}`,
  },
  STATUS_CHANGE: {
    EN: (detail) => `Status changed: ${detail}`,
    DE: (detail) => `Statusänderung: ${detail}`,
    FR: (detail) => `Changement de statut : ${detail}`,
    ES: (detail) => `Cambio de situación: ${detail}`,
  },
  CAPITAL_CHANGE: {
    EN: (detail) => `Share capital changed to ${detail}`,
    DE: (detail) => `Kapitaländerung auf ${detail}`,
    FR: (detail) => `Modification du capital : ${detail}`,
    ES: (detail) => `Modificación del capital a ${detail}`,
  },
};

/** Each nation's currency on the data's day (Bulgaria and Croatia use the euro). */
export const CURRENCIES: Record<string, string> = {
  CZ: 'CZK',
  DK: 'DKK',
  GB: 'GBP',
  HU: 'HUF',
  NO: 'NOK',
  PL: 'PLN',
  RO: 'RON',
  SE: 'SEK',
  CH: 'CHF',
};

/** Roughly how many units of each currency make a euro: the figures keep a plausible size. */
export const UNITS_PER_EURO: Record<string, number> = {
  EUR: 1,
  CZK: 25,
  DKK: 7.5,
  GBP: 0.85,
  HUF: 390,
  NOK: 11.5,
  PLN: 4.3,
  RON: 5,
  SEK: 11.3,
  CHF: 0.95,
};
