/**
 * The catalogue's vocabulary (spec 002 §2.2, §3): what the API validates and the
 * administration screens offer. Pure data, no dependencies, bundled by whoever imports it,
 * so the server and the screens cannot drift apart.
 */

export const FIELD_TYPES = [
  'AMOUNT',
  'NUMBER',
  'FLAG',
  'TEXT',
  'DATE',
  'TEXT_AREA',
  'SELECT',
  'FILE',
  'HIDDEN',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

/** Italian labels of the field types (spec 002 §3). */
export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  AMOUNT: 'Valuta',
  NUMBER: 'Numero',
  FLAG: 'Spunta',
  TEXT: 'Testo',
  DATE: 'Data',
  TEXT_AREA: 'Testo multilinea',
  SELECT: 'Menù a tendina',
  FILE: 'File',
  HIDDEN: 'Nascosto',
};

/** The checks a field's value can be given (POST /api/form/field/process/validator). */
export const FIELD_VALIDATORS = [
  { value: 'CF', label: 'Codice Fiscale' },
  { value: 'PI', label: 'Partita IVA' },
  { value: 'BOTH', label: 'Codice Fiscale o Partita IVA' },
] as const;

export type FieldValidator = (typeof FIELD_VALIDATORS)[number]['value'];

/** Person-search field links (natural person), spec 002 §2.2. */
export const PHYSICAL_PERSON_FIELDS = [
  'codiceFiscale',
  'denominazione',
  'comuneNascita',
  'dataNascita',
  'sesso',
] as const;

/** Company-search field links (legal entity), spec 002 §2.2. */
export const LEGAL_PERSON_FIELDS = [
  'codiceFiscale',
  'partitaIva',
  'denominazione',
  'naturaGiuridica',
  'indirizzo',
  'cap',
  'siglaProvincia',
  'dataCostituzione',
  'codiceAteco',
  'cciaa',
  'nrea',
  'operativa',
  'descrizioneStatoAttivita',
  'email',
] as const;

/** Which subjects a form's field applies to (spec 002 §2.4). */
export const SUBJECT_TYPES = [
  { value: 'PF', label: 'Persona fisica' },
  { value: 'PG', label: 'Persona giuridica' },
  { value: 'ANY', label: 'Qualsiasi' },
  { value: 'ALL', label: 'Tutti' },
] as const;

export type SubjectType = (typeof SUBJECT_TYPES)[number]['value'];

/** Validators a form can ask for before a request is confirmed (spec 001 §4, spec 002 §2.3). */
export const FORM_VALIDATORS = [
  { value: 'CF_COERENTE', label: 'Coerenza del codice fiscale con nome e cognome' },
  { value: 'RICHIESTA_UNICA', label: 'Richiesta unica' },
  { value: 'MONITORAGGIO_UNICO', label: 'Richiesta di monitoraggio unica' },
  { value: 'CATASTO_UNICO', label: 'Soggetto catastale unico' },
] as const;

/** Product types: online, offline, web service (spec 002 §2.6, §3). */
export const PRODUCT_TYPES = ['ON', 'OF', 'WS'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Product types with their labels (spec 002 §2.6). */
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  ON: 'Online',
  OF: 'Offline',
  WS: 'Web Service',
};

/** Configuration status of a product (spec 002 §4): green, amber, red. */
export const CONFIGURATION_STATUSES = ['G', 'Y', 'R'] as const;
export type ConfigurationStatus = (typeof CONFIGURATION_STATUSES)[number];
export const CONFIGURATION_STATUS_LABELS: Record<ConfigurationStatus, string> = {
  G: 'Configurato',
  Y: 'Da configurare',
  R: 'Sospeso',
};

/**
 * The report a product delivers (issue 45): one family per kind of data, each with its own
 * sections. A product chooses its family in the catalogue; one that does not (null) gets the
 * family its code and name suggest.
 */
export const REPORT_FAMILIES = [
  'visura',
  'affidabilita',
  'gruppo',
  'bilanci',
  'protesti',
  'catasto',
  'persone',
  'monitoraggio',
  'estero',
] as const;
export type ReportFamily = (typeof REPORT_FAMILIES)[number];
export const REPORT_FAMILY_LABELS: Record<ReportFamily, string> = {
  visura: 'Visura camerale',
  affidabilita: 'Affidabilità e rating',
  gruppo: 'Gruppo societario',
  bilanci: 'Bilanci',
  protesti: 'Protesti e pregiudizievoli',
  catasto: 'Catasto e immobili',
  persone: 'Persone',
  monitoraggio: 'Monitoraggio',
  estero: 'Imprese estere',
};

/** Limits of a product (spec 002 §5, §9); files: demo files and product sheets. */
export const PRODUCT_LIMITS = {
  code: 64,
  description: 500,
  statementDescription: 500,
  note: 500,
  evasDaysMax: 99999,
  url: 500,
  fileMb: 10,
  priceMax: 99_999_999.99,
  purchasables: 50,
  contents: 50,
} as const;

/** The two files a product may carry for each subject type (spec 002 §2.12). */
export const PRODUCT_FILE_KINDS = ['demo', 'sheet'] as const;
export type ProductFileKind = (typeof PRODUCT_FILE_KINDS)[number];
export const PRODUCT_FILE_LABELS: Record<ProductFileKind, string> = { demo: 'File demo', sheet: 'Scheda prodotto' };

/** Limits of a line (spec 002 §5, §9): the order is read-only and below 9999 when given. */
/** How a request is made (spec 002 §3 Processing): the request type a processing is for. */
export const REQUEST_TYPES = ['OFF', 'ON', 'WS'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
export const REQUEST_TYPE_LABELS: Record<RequestType, string> = { OFF: 'Offline', ON: 'Online', WS: 'Web Service' };
/** The product type whose requests a processing of each request type governs. */
export const PRODUCT_TYPE_OF_REQUEST: Record<RequestType, ProductType> = { OFF: 'OF', ON: 'ON', WS: 'WS' };

/** Spec 002 §9 (processing). */
export const PROCESSING_LIMITS = { code: 64, description: 500, productSuggestions: 100 } as const;

export const LINE_LIMITS = { code: 64, name: 128, description: 500, orderBelow: 9999 } as const;

/** Limits of a service (spec 002 §5, §9); the icon is an image held inline, so it is bounded. */
export const SERVICE_LIMITS = { name: 64, description: 500, iconKb: 100 } as const;

/**
 * Order arithmetic (spec 002 §4): the services list reorders in steps of 10000 from
 * (pageIndex × pageSize + 1) × 10000; the lines of a service follow its order +100, +200…
 */
export const ORDER_STEPS = { serviceList: 10_000, serviceLine: 100 } as const;

/** The image types a service icon may have, with the extensions the file picker accepts. */
export const ICON_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/svg+xml'] as const;
export const ICON_EXTENSIONS = '.jpg,.jpeg,.png,.svg';

/**
 * The lookup views a SELECT field's SQL options may read (migration 080; the API's check allows
 * these and nothing else), named in the field's help so the manager knows them before saving.
 */
export const SQL_OPTION_VIEWS = ['province', 'cciaa', 'comuni', 'stati_esteri', 'servizi', 'prodotti'] as const;

/** Most products a catalogue suggestion list (accessory products, products to add) offers. */
export const MAX_PRODUCT_SUGGESTIONS = 50;

/** Most icons the icon search answers. */
export const MAX_ICONS = 100;

/** Most files a user may upload for a request not yet placed. */
export const MAX_UNCLAIMED_ATTACHMENTS = 20;

/** Lengths of a field's texts (spec 002 §2.2): the API's schema and the form's check read these. */
export const FIELD_LIMITS = {
  fieldCode: 64,
  name: 128,
  description: 500,
  icon: 128,
  defaultValue: 500,
  toolTipInfo: 1000,
  requestCode: 64,
} as const;

/** Lengths of a form's texts (spec 002 §2.3). */
export const FORM_LIMITS = { formCode: 64, description: 500 } as const;

/** Lengths of a content's texts (spec 002 §2.6). */
export const CONTENT_LIMITS = { description: 500, icon: 128 } as const;

/** Lengths of a product category's texts. */
export const PRODUCT_CATEGORY_LIMITS = { code: 64, description: 500 } as const;

/** Length of a price-list profile's description. */
export const PROFILE_LIMITS = { description: 255 } as const;
