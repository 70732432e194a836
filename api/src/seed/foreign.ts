/**
 * The embedded provider's data (foreign-company reports): the European nations of the feature's
 * fixed list, each with its report products, and a few hundred companies with identifiers in
 * their country's format. Deterministic, inserted once (idempotent, also on an existing database),
 * and the catalogue products the purchases charge, in every tenant that lacks them.
 */
import type { Queryable } from '../db/database.ts';

export const FOREIGN_PRODUCTS = {
  offline: 'REST',
  translation: 'OF.SEST.TRADUZIONE',
  full: 'EST.FULL',
  light: 'EST.LIGHT',
} as const;

/** iso, English name, Italian name, language, VAT format, online report products (false: none). */
const NATIONS: Array<[string, string, string, string, (n: number) => string, boolean]> = [
  ['AT', 'Austria', 'Austria', 'DE', (n) => `ATU${digits(n, 8)}`, true],
  ['BE', 'Belgium', 'Belgio', 'FR', (n) => `BE0${digits(n, 9)}`, true],
  ['BG', 'Bulgaria', 'Bulgaria', 'EN', (n) => `BG${digits(n, 9)}`, true],
  ['CY', 'Cyprus', 'Cipro', 'EN', (n) => `CY${digits(n, 8)}L`, false],
  ['CZ', 'Czech Republic', 'Repubblica Ceca', 'EN', (n) => `CZ${digits(n, 8)}`, true],
  ['DE', 'Germany', 'Germania', 'DE', (n) => `DE${digits(n, 9)}`, true],
  ['DK', 'Denmark', 'Danimarca', 'EN', (n) => `DK${digits(n, 8)}`, true],
  ['EE', 'Estonia', 'Estonia', 'EN', (n) => `EE${digits(n, 9)}`, true],
  ['ES', 'Spain', 'Spagna', 'ES', (n) => `ESB${digits(n, 8)}`, true],
  ['FI', 'Finland', 'Finlandia', 'EN', (n) => `FI${digits(n, 8)}`, true],
  ['FR', 'France', 'Francia', 'FR', (n) => `FR${digits(n, 11)}`, true],
  ['GB', 'United Kingdom', 'Regno Unito', 'EN', (n) => `GB${digits(n, 9)}`, true],
  ['GR', 'Greece', 'Grecia', 'EN', (n) => `EL${digits(n, 9)}`, true],
  ['HR', 'Croatia', 'Croazia', 'EN', (n) => `HR${digits(n, 11)}`, true],
  ['HU', 'Hungary', 'Ungheria', 'EN', (n) => `HU${digits(n, 8)}`, true],
  ['IE', 'Ireland', 'Irlanda', 'EN', (n) => `IE${digits(n, 7)}A`, true],
  ['LT', 'Lithuania', 'Lituania', 'EN', (n) => `LT${digits(n, 9)}`, true],
  ['LU', 'Luxembourg', 'Lussemburgo', 'FR', (n) => `LU${digits(n, 8)}`, false],
  ['LV', 'Latvia', 'Lettonia', 'EN', (n) => `LV${digits(n, 11)}`, true],
  ['MT', 'Malta', 'Malta', 'EN', (n) => `MT${digits(n, 8)}`, false],
  ['NL', 'Netherlands', 'Paesi Bassi', 'EN', (n) => `NL${digits(n, 9)}B01`, true],
  ['NO', 'Norway', 'Norvegia', 'EN', (n) => `NO${digits(n, 9)}MVA`, true],
  ['PL', 'Poland', 'Polonia', 'EN', (n) => `PL${digits(n, 10)}`, true],
  ['PT', 'Portugal', 'Portogallo', 'ES', (n) => `PT${digits(n, 9)}`, true],
  ['RO', 'Romania', 'Romania', 'EN', (n) => `RO${digits(n, 8)}`, true],
  ['SE', 'Sweden', 'Svezia', 'EN', (n) => `SE${digits(n, 10)}01`, true],
  ['SI', 'Slovenia', 'Slovenia', 'EN', (n) => `SI${digits(n, 8)}`, true],
  ['SK', 'Slovakia', 'Slovacchia', 'EN', (n) => `SK${digits(n, 10)}`, true],
  ['CH', 'Switzerland', 'Svizzera', 'DE', (n) => `CHE${digits(n, 9)}MWST`, true],
];

const CITIES: Record<string, string[]> = {
  AT: ['Wien', 'Graz', 'Linz'],
  BE: ['Bruxelles', 'Antwerpen', 'Gent'],
  BG: ['Sofia', 'Plovdiv', 'Varna'],
  CY: ['Nicosia', 'Limassol', 'Larnaca'],
  CZ: ['Praha', 'Brno', 'Ostrava'],
  DE: ['Berlin', 'München', 'Hamburg', 'Köln'],
  DK: ['København', 'Aarhus', 'Odense'],
  EE: ['Tallinn', 'Tartu', 'Narva'],
  ES: ['Madrid', 'Barcelona', 'Valencia', 'Sevilla'],
  FI: ['Helsinki', 'Espoo', 'Tampere'],
  FR: ['Paris', 'Lyon', 'Marseille', 'Toulouse'],
  GB: ['London', 'Manchester', 'Leeds'],
  GR: ['Athina', 'Thessaloniki', 'Patra'],
  HR: ['Zagreb', 'Split', 'Rijeka'],
  HU: ['Budapest', 'Debrecen', 'Szeged'],
  IE: ['Dublin', 'Cork', 'Galway'],
  LT: ['Vilnius', 'Kaunas', 'Klaipėda'],
  LU: ['Luxembourg', 'Esch-sur-Alzette'],
  LV: ['Rīga', 'Daugavpils', 'Liepāja'],
  MT: ['Valletta', 'Birkirkara', 'Sliema'],
  NL: ['Amsterdam', 'Rotterdam', 'Utrecht'],
  NO: ['Oslo', 'Bergen', 'Trondheim'],
  PL: ['Warszawa', 'Kraków', 'Gdańsk', 'Wrocław'],
  PT: ['Lisboa', 'Porto', 'Braga'],
  RO: ['București', 'Cluj-Napoca', 'Timișoara'],
  SE: ['Stockholm', 'Göteborg', 'Malmö'],
  SI: ['Ljubljana', 'Maribor', 'Celje'],
  SK: ['Bratislava', 'Košice', 'Žilina'],
  CH: ['Zürich', 'Genève', 'Basel', 'Lugano'],
};
const FORMS: Record<string, string> = {
  AT: 'GmbH',
  BE: 'SRL',
  BG: 'EOOD',
  CY: 'Ltd',
  CZ: 's.r.o.',
  DE: 'GmbH',
  DK: 'ApS',
  EE: 'OÜ',
  ES: 'S.L.',
  FI: 'Oy',
  FR: 'SAS',
  GB: 'Ltd',
  GR: 'A.E.',
  HR: 'd.o.o.',
  HU: 'Kft.',
  IE: 'Limited',
  LT: 'UAB',
  LU: 'S.à r.l.',
  LV: 'SIA',
  MT: 'Ltd',
  NL: 'B.V.',
  NO: 'AS',
  PL: 'sp. z o.o.',
  PT: 'Lda',
  RO: 'S.R.L.',
  SE: 'AB',
  SI: 'd.o.o.',
  SK: 's.r.o.',
  CH: 'AG',
};
const WORDS = [
  'Nord',
  'Alpen',
  'Baltic',
  'Euro',
  'Trans',
  'Tech',
  'Agro',
  'Medi',
  'Nova',
  'Meridian',
  'Atlas',
  'Delta',
  'Orion',
  'Vista',
  'Terra',
  'Aqua',
  'Ferro',
  'Lumen',
  'Stella',
  'Porto',
  'Sigma',
  'Helix',
  'Vertex',
  'Polar',
];
const TRADES = [
  'Logistics',
  'Foods',
  'Engineering',
  'Textiles',
  'Trading',
  'Systems',
  'Chemicals',
  'Machinery',
  'Energy',
  'Retail',
];
const STREETS = [
  'Main Street',
  'Industrial Park',
  'Harbour Road',
  'Market Square',
  'Station Avenue',
  'Business Center',
];

const COMPANIES_PER_NATION = 12;

function digits(n: number, length: number): string {
  let text = '';
  let value = n;
  while (text.length < length) {
    value = (value * 1_103_515_245 + 12_345) % 2_147_483_648;
    text += String(value % 10);
  }
  return text;
}

/** The nations, the companies and their products, once. */
export async function ensureForeignData(db: Queryable): Promise<void> {
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM foreign_nations`);
  if (n > 0) return;
  await db.query(
    `INSERT INTO foreign_nations (iso_code, name, denominazione, cod_prod, cod_prod_light, language)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])`,
    [
      NATIONS.map((nation) => nation[0]),
      NATIONS.map((nation) => nation[1]),
      NATIONS.map((nation) => nation[2]),
      NATIONS.map((nation) => (nation[5] ? FOREIGN_PRODUCTS.full : null)),
      NATIONS.map((nation) => (nation[5] ? FOREIGN_PRODUCTS.light : null)),
      NATIONS.map((nation) => nation[3]),
    ],
  );
  const rows: string[][] = [];
  const flags: boolean[][] = [];
  NATIONS.forEach(([iso, , , language, vat], nationIndex) => {
    const cities = CITIES[iso];
    for (let index = 0; index < COMPANIES_PER_NATION; index++) {
      const n = nationIndex * 100 + index + 1;
      const name = `${WORDS[(n * 7) % WORDS.length]}${WORDS[(n * 11 + 3) % WORDS.length].toLowerCase()} ${TRADES[n % TRADES.length]} ${FORMS[iso]}`;
      rows.push([
        `${iso}${digits(n, 8)}`,
        name,
        `${(n % 180) + 1} ${STREETS[n % STREETS.length]}`,
        digits(n + 7, iso === 'GB' || iso === 'IE' ? 6 : 5),
        cities[index % cities.length],
        iso,
        vat(n),
        `${iso}-REG-${digits(n + 3, 7)}`,
        language,
      ]);
      // Most have a report online; of those, one in seven cannot be delivered (offered offline only).
      flags.push([n % 4 !== 0, n % 7 === 0]);
    }
  });
  const column = (i: number) => rows.map((row) => row[i]);
  await db.query(
    `INSERT INTO foreign_companies (company_id, company_name, address_line, zip_code, city, iso_code, vat,
       registration_number, language, online, order_fails)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
       $8::text[], $9::text[], $10::bool[], $11::bool[])`,
    [...Array.from({ length: 9 }, (_, i) => column(i)), flags.map((flag) => flag[0]), flags.map((flag) => flag[1])],
  );
}

/**
 * The products the purchases charge, in each tenant that lacks them: two online reports, the
 * offline one and the translation, on the line of the foreign-company report (REP007).
 */
export async function ensureForeignProducts(db: Queryable): Promise<void> {
  const products: Array<[string, string, string, number, number]> = [
    [FOREIGN_PRODUCTS.full, 'Report impresa estera completo (online)', 'REP', 0, 69],
    [FOREIGN_PRODUCTS.light, 'Report impresa estera sintetico (online)', 'REP', 0, 39],
    [FOREIGN_PRODUCTS.offline, 'Report impresa estera (offline)', 'IND', 10, 120],
    [FOREIGN_PRODUCTS.translation, 'Traduzione in inglese del report estero', 'IND', 5, 35],
  ];
  await db.query(
    `INSERT INTO products (tenant_id, product_code, full_product_code, description, descr_estratto_conto, line_id,
       product_category_id, evas_days, default_price, customer_vis, configuration_status, persona_fisica, persona_giuridica)
     SELECT anchor.tenant_id, x.code, pc.prod_cat_code || '.' || x.code, x.description, x.description, anchor.line_id, pc.id,
       x.days, x.price, 'N', 'G', false, true
     FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::numeric[]) AS x(code, description, category, days, price)
     JOIN products anchor ON anchor.product_code = 'REP007'
     JOIN product_categories pc ON pc.tenant_id = anchor.tenant_id AND pc.prod_cat_code = x.category
     WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.tenant_id = anchor.tenant_id AND upper(p.product_code) = upper(x.code))`,
    [
      products.map((product) => product[0]),
      products.map((product) => product[1]),
      products.map((product) => product[2]),
      products.map((product) => product[3]),
      products.map((product) => product[4]),
    ],
  );
}
