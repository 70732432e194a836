import { ALL_PERMISSIONS, PERMISSIONS } from '@portal/contracts/permissions';

/** The one documented demo password of every seeded user (README). */
export const DEMO_PASSWORD = 'Portale2026!';

export interface SeedTenant {
  code: string;
  instanceCode: string;
  descr: string;
  palette: string;
  domain: string;
  /** The first client is the tenant's own company: staff users belong to it. */
  clients: Array<{ customerCode: string; head1: string; domain: string }>;
  tenantFields: SeedField[];
}

export const SEED_TENANTS: SeedTenant[] = [
  {
    code: 'alfa',
    instanceCode: 'ALFA',
    descr: 'Alfa Informazioni',
    palette: 'brand',
    domain: 'alfainformazioni.it',
    clients: [
      { customerCode: 'AL00001', head1: 'Alfa Informazioni S.p.A.', domain: 'alfainformazioni.it' },
      { customerCode: 'AL10234', head1: 'Edilizia Brambilla S.r.l.', domain: 'ediliziabrambilla.it' },
      { customerCode: 'AL10587', head1: 'Trasporti Lombardi S.p.A.', domain: 'trasportilombardi.it' },
      { customerCode: 'AL11042', head1: 'Caseificio Valpadana Soc. Coop.', domain: 'caseificiovalpadana.it' },
      { customerCode: 'AL11376', head1: 'Studio Legale Ferri & Associati', domain: 'studiolegaleferri.it' },
      { customerCode: 'AL11820', head1: 'Officine Meccaniche Colombo S.r.l.', domain: 'omcolombo.it' },
      { customerCode: 'AL12155', head1: 'Banca di Credito Cooperativo del Garda', domain: 'bccgarda.it' },
      { customerCode: 'AL12603', head1: 'Ricci Arredamenti S.n.c.', domain: 'ricciarredamenti.it' },
    ],
    tenantFields: [
      {
        fieldCode: 'CODICE_CONVENZIONE',
        name: 'Codice convenzione',
        description: 'Codice della convenzione commerciale applicata alla richiesta',
        type: 'TEXT',
        length: 20,
        icon: 'mat_outline:handshake',
      },
    ],
  },
  {
    code: 'beta',
    instanceCode: 'BETA',
    descr: 'Beta Servizi',
    palette: 'teal',
    domain: 'betaservizi.it',
    clients: [
      { customerCode: 'BE00001', head1: 'Beta Servizi S.r.l.', domain: 'betaservizi.it' },
      { customerCode: 'BE20311', head1: 'Cantine Moretti S.r.l.', domain: 'cantinemoretti.it' },
      { customerCode: 'BE20476', head1: 'Farmacia Galli della Dott.ssa Elena Galli', domain: 'farmaciagalli.it' },
      { customerCode: 'BE20958', head1: 'Tessitura Marchetti S.p.A.', domain: 'tessituramarchetti.it' },
      { customerCode: 'BE21340', head1: 'Assicurazioni Riunite del Tirreno S.p.A.', domain: 'artirreno.it' },
      { customerCode: 'BE21785', head1: 'Conti Impianti Elettrici S.r.l.', domain: 'contiimpianti.it' },
      { customerCode: 'BE22019', head1: 'Agenzia Immobiliare De Luca', domain: 'immobiliaredeluca.it' },
      { customerCode: 'BE22467', head1: 'Pastificio Romano S.r.l.', domain: 'pastificioromano.it' },
    ],
    tenantFields: [
      {
        fieldCode: 'NUMERO_POLIZZA',
        name: 'Numero polizza',
        description: 'Numero della polizza assicurativa a cui si riferisce la richiesta',
        type: 'TEXT',
        length: 30,
        icon: 'mat_outline:policy',
      },
    ],
  },
];

export interface SeedUser {
  login: string;
  name: string;
  lastName: string;
  /** Index into the tenant's clients. */
  client: number;
  permissions: readonly string[];
  isMaster?: boolean;
  blocked?: 'N' | 'S';
  /** Days since the password was set (default 0): past 180 it has expired. */
  passwordAgeDays?: number;
  /** The approval flag (002 §4): S subject to approval, A/R/X/Z approvers. Default none. */
  approvazione?: 'S' | 'A' | 'R' | 'X' | 'Z';
}

export interface DemoUser extends SeedUser {
  /** What the demo account shows, for the `npm start` banner. */
  role: string;
}

/** The same demo logins exist in every tenant. */
export const DEMO_USERS: DemoUser[] = [
  {
    login: 'cliente',
    role: 'cliente (nessun permesso speciale)',
    name: 'Marco',
    lastName: 'Rossi',
    client: 1,
    permissions: [],
    isMaster: true,
  },
  {
    login: 'gestore',
    role: 'gestore del catalogo (GESTORE)',
    name: 'Giulia',
    lastName: 'Bianchi',
    client: 0,
    permissions: [PERMISSIONS.manager],
  },
  {
    login: 'mutaforma',
    role: 'impersonificazione (MUTAFORMA)',
    name: 'Luca',
    lastName: 'Ferrari',
    client: 0,
    permissions: [PERMISSIONS.shapeshifter],
  },
  {
    login: 'sicurezza',
    role: 'gestione permessi (GESTIONE_PERMESSI)',
    name: 'Chiara',
    lastName: 'Esposito',
    client: 0,
    permissions: [PERMISSIONS.permissionManagement],
  },
  {
    login: 'admin',
    role: 'tutti i permessi',
    name: 'Alessandro',
    lastName: 'Conti',
    client: 0,
    permissions: ALL_PERMISSIONS,
    isMaster: true,
  },
  {
    login: 'richiedente',
    role: 'cliente soggetto ad approvazione (le richieste offline attendono un approvatore)',
    name: 'Sara',
    lastName: 'Galli',
    client: 0,
    permissions: [],
    approvazione: 'S',
  },
  {
    login: 'approvatore',
    role: 'approvatore del cliente (mail singola e giornaliera)',
    name: 'Davide',
    lastName: 'Marino',
    client: 0,
    permissions: [],
    approvazione: 'X',
  },
  {
    login: 'scaduto',
    role: 'cliente con la password scaduta (va cambiata al primo accesso)',
    name: 'Paolo',
    lastName: 'Greco',
    client: 1,
    permissions: [],
    passwordAgeDays: 365,
  },
];

const FIRST_NAMES = [
  'Andrea',
  'Francesca',
  'Matteo',
  'Sara',
  'Lorenzo',
  'Martina',
  'Davide',
  'Elena',
  'Simone',
  'Valentina',
  'Federico',
  'Alessia',
  'Riccardo',
  'Giorgia',
  'Stefano',
  'Silvia',
  'Nicola',
  'Laura',
  'Roberto',
  'Paola',
  'Gabriele',
  'Anna',
  'Tommaso',
  'Ilaria',
  'Fabio',
  'Beatrice',
  'Emanuele',
  'Federica',
  'Daniele',
  'Roberta',
  'Michele',
  'Caterina',
  'Pietro',
  'Serena',
  'Giovanni',
  'Marta',
  'Vincenzo',
  'Eleonora',
  'Antonio',
  'Claudia',
  'Salvatore',
  'Noemi',
];

export const LAST_NAMES = [
  'Russo',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Costa',
  'Giordano',
  'Mancini',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  'Galli',
  'Martini',
  'Leone',
  'Longo',
  'Gentile',
  'Martinelli',
  'Vitale',
  'Lombardo',
  'Serra',
  'Coppola',
  "D'Angelo",
  'De Santis',
  'Marchetti',
  'Parisi',
  'Villa',
  'Conte',
  'Ferri',
  'Fabbri',
  'Bianco',
  'Marini',
  'Grasso',
  'Valentini',
  'Messina',
  'Sala',
  'De Luca',
  'Pellegrini',
  'Palumbo',
  'Sanna',
  'Farina',
];

const EXTRA_PERMISSIONS = [
  PERMISSIONS.creditDashboard,
  PERMISSIONS.investigationsPortfolio,
  PERMISSIONS.billingDetail,
  PERMISSIONS.statistics,
  PERMISSIONS.purchaseCost,
];

/** ~60 ordinary users per tenant, deterministic, spread over the customer clients. */
export function ordinaryUsers(tenantIndex: number, count = 60): SeedUser[] {
  const users: SeedUser[] = [];
  const clientCount = SEED_TENANTS[tenantIndex].clients.length;
  const seenMasters = new Set<number>();
  for (let i = 0; i < count; i++) {
    const name = FIRST_NAMES[(i * 5 + tenantIndex * 13) % FIRST_NAMES.length];
    const lastName = LAST_NAMES[(i * 11 + tenantIndex * 3) % LAST_NAMES.length];
    // Mostly customers, a few more staff of the tenant's own company.
    const client = i % 10 === 9 ? 0 : 1 + (i % (clientCount - 1));
    const isMaster = client !== 0 && !seenMasters.has(client);
    if (isMaster) seenMasters.add(client);
    const permissions: string[] = [];
    if (isMaster) permissions.push(PERMISSIONS.purchaseCost, PERMISSIONS.serviceAmount);
    if (i % 4 === 1) permissions.push(EXTRA_PERMISSIONS[i % EXTRA_PERMISSIONS.length]);
    if (client === 0 && i % 20 === 9) permissions.push(PERMISSIONS.manager);
    users.push({
      login: `${slug(name)}.${slug(lastName)}`,
      name,
      lastName,
      client,
      permissions: [...new Set(permissions)],
      isMaster,
      blocked: i % 23 === 22 ? 'S' : 'N',
    });
  }
  return users;
}

export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

export type FieldType = 'AMOUNT' | 'NUMBER' | 'FLAG' | 'TEXT' | 'DATE' | 'TEXT_AREA' | 'SELECT' | 'FILE' | 'HIDDEN';

export interface SeedField {
  fieldCode: string;
  name: string;
  description: string;
  type: FieldType;
  length?: number;
  minimum?: number;
  maximum?: number;
  validator?: 'CF' | 'PI' | 'BOTH';
  icon?: string;
  minimumDate?: string;
  maximumDate?: string;
  selectValue?: string;
  physicalPersonField?: string;
  legalPersonField?: string;
  subjectField?: boolean;
  sqlOptions?: string;
  priceChange?: boolean;
  defaultValue?: string;
  toolTipInfo?: string;
}

/** The catalogue of request fields every tenant starts with (spec 002 §3 "Field definition"). */
export const SEED_FIELDS: SeedField[] = [
  {
    fieldCode: 'CODICE_FISCALE',
    name: 'Codice fiscale',
    description: 'Codice fiscale del soggetto della richiesta',
    type: 'TEXT',
    length: 16,
    validator: 'CF',
    icon: 'mat_outline:badge',
    physicalPersonField: 'codiceFiscale',
    legalPersonField: 'codiceFiscale',
    subjectField: true,
    toolTipInfo: 'Sedici caratteri alfanumerici per le persone fisiche, undici cifre per le imprese',
  },
  {
    fieldCode: 'PARTITA_IVA',
    name: 'Partita IVA',
    description: "Partita IVA dell'impresa",
    type: 'TEXT',
    length: 11,
    validator: 'PI',
    icon: 'mat_outline:business_center',
    legalPersonField: 'partitaIva',
    subjectField: true,
  },
  {
    fieldCode: 'CF_PIVA',
    name: 'Codice fiscale o partita IVA',
    description: 'Codice fiscale o partita IVA del soggetto, verificato secondo il formato inserito',
    type: 'TEXT',
    length: 16,
    validator: 'BOTH',
    icon: 'mat_outline:fingerprint',
    subjectField: true,
  },
  {
    fieldCode: 'RAGIONE_SOCIALE',
    name: 'Ragione sociale',
    description: "Denominazione completa dell'impresa come risulta dal Registro delle imprese",
    type: 'TEXT',
    length: 255,
    icon: 'mat_outline:apartment',
    legalPersonField: 'denominazione',
    subjectField: true,
  },
  {
    fieldCode: 'NATURA_GIURIDICA',
    name: 'Natura giuridica',
    description: "Forma giuridica dell'impresa",
    type: 'SELECT',
    selectValue: 'S.p.A.,S.r.l.,S.r.l.s.,S.n.c.,S.a.s.,Società cooperativa,Ditta individuale',
    icon: 'mat_outline:account_balance',
    legalPersonField: 'naturaGiuridica',
  },
  {
    fieldCode: 'NOME',
    name: 'Nome',
    description: 'Nome della persona fisica',
    type: 'TEXT',
    length: 128,
    icon: 'mat_outline:person',
  },
  {
    fieldCode: 'COGNOME',
    name: 'Cognome',
    description: 'Cognome della persona fisica',
    type: 'TEXT',
    length: 128,
    icon: 'mat_outline:person',
  },
  {
    fieldCode: 'DENOMINAZIONE_PF',
    name: 'Nome e cognome',
    description: 'Nome e cognome della persona fisica, separati da uno spazio',
    type: 'TEXT',
    length: 255,
    icon: 'mat_outline:person_search',
    physicalPersonField: 'denominazione',
    subjectField: true,
  },
  {
    fieldCode: 'DATA_NASCITA',
    name: 'Data di nascita',
    description: 'Data di nascita della persona fisica',
    type: 'DATE',
    minimumDate: '1900-01-01',
    icon: 'mat_outline:cake',
    physicalPersonField: 'dataNascita',
  },
  {
    fieldCode: 'COMUNE_NASCITA',
    name: 'Comune di nascita',
    description: 'Comune (o Stato estero) di nascita della persona fisica',
    type: 'TEXT',
    length: 128,
    icon: 'mat_outline:location_city',
    physicalPersonField: 'comuneNascita',
  },
  {
    fieldCode: 'SESSO',
    name: 'Sesso',
    description: 'Sesso della persona fisica (M o F)',
    type: 'SELECT',
    selectValue: 'M,F',
    icon: 'mat_outline:wc',
    physicalPersonField: 'sesso',
  },
  {
    fieldCode: 'INDIRIZZO',
    name: 'Indirizzo',
    description: 'Indirizzo della sede legale o della residenza',
    type: 'TEXT',
    length: 255,
    icon: 'mat_outline:home',
    legalPersonField: 'indirizzo',
  },
  {
    fieldCode: 'CAP',
    name: 'CAP',
    description: 'Codice di avviamento postale',
    type: 'TEXT',
    length: 5,
    icon: 'mat_outline:markunread_mailbox',
    legalPersonField: 'cap',
  },
  {
    fieldCode: 'PROVINCIA',
    name: 'Provincia',
    description: 'Sigla della provincia della sede legale',
    type: 'SELECT',
    sqlOptions: 'SELECT sigla, descrizione FROM province ORDER BY descrizione',
    icon: 'mat_outline:map',
    legalPersonField: 'siglaProvincia',
  },
  {
    fieldCode: 'CCIAA',
    name: 'Camera di commercio',
    description: "Camera di commercio di iscrizione dell'impresa",
    type: 'SELECT',
    sqlOptions: 'SELECT sigla, descrizione FROM cciaa ORDER BY descrizione',
    icon: 'mat_outline:store',
    legalPersonField: 'cciaa',
  },
  {
    fieldCode: 'NUMERO_REA',
    name: 'Numero REA',
    description: 'Numero di iscrizione al Repertorio economico amministrativo',
    type: 'TEXT',
    length: 20,
    icon: 'mat_outline:tag',
    legalPersonField: 'nrea',
  },
  {
    fieldCode: 'CODICE_ATECO',
    name: 'Codice ATECO',
    description: "Codice dell'attività economica prevalente (classificazione ATECO)",
    type: 'TEXT',
    length: 8,
    icon: 'mat_outline:category',
    legalPersonField: 'codiceAteco',
  },
  {
    fieldCode: 'DATA_COSTITUZIONE',
    name: 'Data di costituzione',
    description: "Data dell'atto costitutivo dell'impresa",
    type: 'DATE',
    minimumDate: '1800-01-01',
    icon: 'mat_outline:event',
    legalPersonField: 'dataCostituzione',
  },
  {
    fieldCode: 'IMPORTO_FIDO',
    name: 'Importo fido richiesto',
    description: 'Importo del fido commerciale da valutare, in euro',
    type: 'AMOUNT',
    minimum: 0,
    maximum: 5_000_000,
    icon: 'mat_outline:euro',
    toolTipInfo: "L'importo determina il livello di approfondimento dell'analisi",
  },
  {
    fieldCode: 'IMPORTO_CREDITO',
    name: 'Importo del credito',
    description: 'Importo del credito da recuperare, in euro',
    type: 'AMOUNT',
    minimum: 0,
    maximum: 10_000_000,
    icon: 'mat_outline:payments',
  },
  {
    fieldCode: 'NUMERO_DIPENDENTI',
    name: 'Numero dipendenti',
    description: "Numero di dipendenti dichiarato dall'impresa",
    type: 'NUMBER',
    minimum: 0,
    maximum: 100_000,
    icon: 'mat_outline:groups',
  },
  {
    fieldCode: 'ANNO_BILANCIO',
    name: 'Anno di bilancio',
    description: 'Esercizio del bilancio richiesto',
    type: 'NUMBER',
    minimum: 2000,
    maximum: 2030,
    icon: 'mat_outline:calendar_month',
  },
  {
    fieldCode: 'PERIODO_MONITORAGGIO',
    name: 'Durata monitoraggio (mesi)',
    description: 'Numero di mesi di monitoraggio del soggetto',
    type: 'NUMBER',
    minimum: 1,
    maximum: 12,
    defaultValue: '12',
    icon: 'mat_outline:monitor_heart',
  },
  {
    fieldCode: 'URGENTE',
    name: 'Richiesta urgente',
    description: 'Evasione prioritaria della richiesta, con sovrapprezzo',
    type: 'FLAG',
    priceChange: true,
    icon: 'mat_outline:bolt',
    toolTipInfo: 'La richiesta urgente comporta un costo aggiuntivo',
  },
  {
    fieldCode: 'MONITORAGGIO',
    name: 'Attiva monitoraggio',
    description: 'Segnala per 12 mesi le variazioni rilevanti sul soggetto',
    type: 'FLAG',
    icon: 'mat_outline:notifications_active',
  },
  {
    fieldCode: 'MOTIVO_RICHIESTA',
    name: 'Motivo della richiesta',
    description: 'Finalità per cui sono richieste le informazioni',
    type: 'SELECT',
    selectValue: 'Valutazione cliente,Valutazione fornitore,Recupero crediti,Verifica prospect,Analisi concorrente',
    icon: 'mat_outline:help_outline',
  },
  {
    fieldCode: 'TIPO_INDAGINE',
    name: 'Tipo di indagine',
    description: 'Livello di approfondimento della ricerca',
    type: 'SELECT',
    selectValue: 'Base,Approfondita,Completa',
    icon: 'mat_outline:manage_search',
  },
  {
    fieldCode: 'NOTE',
    name: 'Note',
    description: "Indicazioni aggiuntive per l'operatore che evade la richiesta",
    type: 'TEXT_AREA',
    length: 2000,
    icon: 'mat_outline:notes',
  },
  {
    fieldCode: 'ALLEGATO',
    name: 'Allegato',
    description: 'Documento a supporto della richiesta',
    type: 'FILE',
    selectValue: 'pdf,p7m,jpg,png',
    icon: 'mat_outline:attach_file',
  },
  {
    fieldCode: 'DOCUMENTO_IDENTITA',
    name: "Documento d'identità",
    description: "Copia del documento d'identità del soggetto",
    type: 'FILE',
    selectValue: 'pdf,jpg,png',
    icon: 'mat_outline:contact_page',
  },
  {
    fieldCode: 'RIFERIMENTO_INTERNO',
    name: 'Riferimento interno',
    description: 'Codice pratica del cliente, riportato nel dettaglio di fatturazione',
    type: 'TEXT',
    length: 64,
    icon: 'mat_outline:bookmark',
    toolTipInfo: 'Facoltativo: compare nel dettaglio di fatturazione',
  },
  {
    fieldCode: 'EMAIL_NOTIFICA',
    name: 'Email di notifica',
    description: "Indirizzo a cui inviare l'avviso di evasione",
    type: 'TEXT',
    length: 254,
    icon: 'mat_outline:mail',
  },
  {
    fieldCode: 'PEC',
    name: 'PEC',
    description: 'Indirizzo di posta elettronica certificata del soggetto',
    type: 'TEXT',
    length: 254,
    icon: 'mat_outline:mark_email_read',
  },
  {
    fieldCode: 'DATA_RIFERIMENTO',
    name: 'Data di riferimento',
    description: 'Data alla quale riferire le informazioni richieste',
    type: 'DATE',
    minimumDate: '2000-01-01',
    maximumDate: '2099-12-31',
    icon: 'mat_outline:today',
  },
  {
    fieldCode: 'ID_PRATICA',
    name: 'Identificativo pratica',
    description: 'Identificativo tecnico della pratica, valorizzato dal sistema',
    type: 'HIDDEN',
    icon: 'mat_outline:bookmark',
  },
  {
    fieldCode: 'CANALE',
    name: 'Canale di richiesta',
    description: 'Canale da cui proviene la richiesta, valorizzato dal sistema',
    type: 'HIDDEN',
    defaultValue: 'PORTALE',
    icon: 'mat_outline:bookmark',
  },
];
