import { createRequire } from 'node:module';
import { computeCodiceFiscale, currentForeignStates, knownComuneCodes } from '../italian/codice-fiscale.ts';
import { makePartitaIva } from '../italian/partita-iva.ts';
import type { Queryable } from '../db/database.ts';
import {
  ATECO,
  BRAND_WORDS,
  FEMALE_NAMES,
  FOREIGN_BIRTH_STATES,
  FRAZIONI,
  INACTIVE_STATES,
  LEGAL_FORMS,
  MALE_NAMES,
  STREETS,
  SURNAMES,
} from './subjects-data.ts';
import { prng, type Random } from '../providers/embedded/seeded-random.ts';

/**
 * Subjects to search (spec 000 §2.5, §2.6): real comuni and provinces (ISTAT, from
 * italian-cap-comuni-province) and foreign states (Belfiore register), then per tenant a few
 * thousand companies with valid partite IVA and persons with valid codici fiscali.
 * Deterministic (seeded PRNG): the same tenant always gets the same subjects.
 */

export const COMPANY_COUNT = 2000;
export const PERSON_COUNT = 500;

export interface SubjectSeedTarget {
  tenantId: number;
  /** Tenant code (alfa, beta): names the tenant's anchor subjects. */
  code: string;
  index: number;
}

/** A company every tenant has, with a name no generated company contains (tests, e2e, demos). */
export function anchorCompany(code: string) {
  const index = code === 'beta' ? 1 : 0;
  return {
    denominazione: `PORTALE ${code.toUpperCase()} SERVIZI S.P.A.`,
    partitaIva: makePartitaIva(1_234_560 + index, 15),
    comune: 'Milano',
    siglaProvincia: 'MI',
  };
}

/**
 * A suspended company every tenant has, beside the generated ones: what a report's warning and
 * a low score are shown on (demos, e2e).
 */
export function suspendedCompany(code: string) {
  const index = code === 'beta' ? 1 : 0;
  return {
    denominazione: `FORNITURE ${code.toUpperCase()} SOSPESA S.R.L.`,
    partitaIva: makePartitaIva(1_234_570 + index, 15),
    comune: 'Torino',
    siglaProvincia: 'TO',
  };
}

/** Persons every tenant has; the second and third share every datum, so the third is an omocode. */
export const ANCHOR_PERSONS = [
  { nome: 'Mario', cognome: 'Rossi', dataNascita: '1980-01-01', luogoNascita: 'H501', sesso: 'M', comune: 'Roma' },
  { nome: 'Marco', cognome: 'Ferrari', dataNascita: '1975-05-20', luogoNascita: 'L219', sesso: 'M', comune: 'Torino' },
  { nome: 'Marco', cognome: 'Ferrari', dataNascita: '1975-05-20', luogoNascita: 'L219', sesso: 'M', comune: 'Asti' },
] as const;

interface Comune {
  code: string;
  name: string;
  province: string;
  cap: string;
  isCapital: boolean;
}

export async function seedSubjects(tx: Queryable, target: SubjectSeedTarget): Promise<void> {
  await ensurePlaces(tx);
  const comuni = await tx.query<Comune & Record<string, unknown>>(
    `SELECT code, name, province, cap, is_capital AS "isCapital" FROM places WHERE NOT is_foreign ORDER BY code`,
  );
  const provinces = (await tx.query<{ code: string }>('SELECT code FROM provinces ORDER BY code')).map((p) => p.code);
  const foreign = new Map(
    (
      await tx.query<{ code: string; name: string }>(`SELECT code, name FROM places WHERE code = ANY($1::text[])`, [
        FOREIGN_BIRTH_STATES,
      ])
    ).map((row) => [row.code, row.name]),
  );
  const random = prng(20_261_121 + target.index * 7919);
  const context = { random, comuni, capitals: comuni.filter((c) => c.isCapital), provinces, foreign };
  const persons = await generatePersons(context);
  const companies = await generateCompanies(context, target.code);
  await insertPersons(tx, target.tenantId, persons);
  await insertCompanies(tx, target.tenantId, companies);
}

/** Comuni, provinces and foreign states: loaded once, for every tenant. */
async function ensurePlaces(tx: Queryable): Promise<void> {
  const [{ count }] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM places');
  if (count > 0) return;
  // 5 MB of JSON: loaded only when a fresh database is seeded. Its CommonJS build: the ESM one
  // imports its JSON without the attribute plain node requires (the built API runs on plain node).
  const istat = createRequire(import.meta.url)(
    'italian-cap-comuni-province',
  ) as typeof import('italian-cap-comuni-province');

  const byIstat = new Map<string, ReturnType<typeof istat.getAllComuni>[number]>();
  for (const comune of istat.getAllComuni()) {
    const seen = byIstat.get(comune.codiceIstat);
    // A comune with several CAPs appears once per CAP: keep the lowest (the general one).
    if (!seen || comune.cap < seen.cap) byIstat.set(comune.codiceIstat, comune);
  }
  // Only comuni the Belfiore register knows: a codice fiscale can be computed for each.
  const known = await knownComuneCodes();
  const comuni = [...byIstat.values()].filter((comune) => known.has(comune.codiceBelfiore));
  const states = await currentForeignStates();
  await tx.query(
    `INSERT INTO places (code, name, province, istat_code, cap, is_capital, is_foreign)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bool[], $7::bool[])
     ON CONFLICT (code) DO NOTHING`,
    [
      [...comuni.map((c) => c.codiceBelfiore), ...states.map((s) => s.code)],
      [...comuni.map((c) => c.nome), ...states.map((s) => s.name)],
      [...comuni.map((c) => c.siglaProvincia), ...states.map(() => 'EE')],
      [...comuni.map((c) => c.codiceIstat), ...states.map(() => null)],
      [...comuni.map((c) => c.cap), ...states.map(() => null)],
      [...comuni.map((c) => c.isCapoluogo), ...states.map(() => false)],
      [...comuni.map(() => false), ...states.map(() => true)],
    ],
  );
  const provinces = istat.getAllProvince();
  await tx.query(
    `INSERT INTO provinces (code, name, region)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) ON CONFLICT (code) DO NOTHING`,
    [
      provinces.map((p) => p.sigla),
      provinces.map((p) => p.nome),
      provinces.map((p) => istat.getRegioneByCode(p.codiceRegione)?.nome ?? ''),
    ],
  );
}

interface Context {
  random: Random;
  comuni: Comune[];
  capitals: Comune[];
  provinces: string[];
  foreign: Map<string, string>;
}

interface PersonRow {
  codiceFiscale: string;
  nome: string;
  cognome: string;
  dataNascita: string;
  sesso: 'M' | 'F';
  luogoNascita: string;
  comuneNascita: string | null;
  comune: string;
}

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function randomDate(random: Random, fromYear: number, toYear: number): string {
  const year = random.int(fromYear, toYear);
  const month = random.int(1, 12);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return isoDate(year, month, random.int(1, days));
}

function randomComune(context: Context): Comune {
  // Big towns hold more of everything: almost half from the provincial capitals.
  return context.random.next() < 0.45 ? context.random.pick(context.capitals) : context.random.pick(context.comuni);
}

/** A codice fiscale unique among `taken`: homonyms get the omocodia variant, as the Agenzia does. */
async function uniqueCodiceFiscale(
  data: { nome: string; cognome: string; dataNascita: string; luogoNascita: string; sesso: 'M' | 'F' },
  taken: Set<string>,
): Promise<string | null> {
  for (let omocode = 0; omocode < 8; omocode++) {
    const code = await computeCodiceFiscale(data, omocode);
    if (!code) return null;
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
  return null;
}

async function generatePersons(context: Context): Promise<PersonRow[]> {
  const { random } = context;
  const taken = new Set<string>();
  const rows: PersonRow[] = [];
  for (const anchor of ANCHOR_PERSONS) {
    const codiceFiscale = (await uniqueCodiceFiscale(anchor, taken))!;
    const place = context.comuni.find((c) => c.code === anchor.luogoNascita);
    rows.push({ ...anchor, codiceFiscale, comuneNascita: place?.name ?? null });
  }
  while (rows.length < PERSON_COUNT) {
    const sesso = random.next() < 0.5 ? 'M' : 'F';
    const nome = random.pick(sesso === 'M' ? MALE_NAMES : FEMALE_NAMES);
    const cognome = random.pick(SURNAMES);
    const dataNascita = randomDate(random, 1940, 2005);
    const abroad = random.next() < 0.07;
    const birthComune = randomComune(context);
    const luogoNascita = abroad ? random.pick(FOREIGN_BIRTH_STATES) : birthComune.code;
    const codiceFiscale = await uniqueCodiceFiscale({ nome, cognome, dataNascita, luogoNascita, sesso }, taken);
    // A comune born of a recent merger did not exist at that birth date: draw again.
    if (!codiceFiscale) continue;
    const placeName = abroad ? (context.foreign.get(luogoNascita) ?? null) : birthComune.name;
    rows.push({
      codiceFiscale,
      nome,
      cognome,
      dataNascita,
      sesso,
      luogoNascita,
      // Some registry entries lack the name of the place of birth ("Nato il ...").
      comuneNascita: random.next() < 0.02 ? null : placeName,
      comune: random.next() < 0.7 ? birthComune.name : randomComune(context).name,
    });
  }
  return rows;
}

interface CompanyRow {
  denominazione: string;
  partitaIva: string;
  codiceFiscale: string;
  naturaGiuridica: string;
  indirizzo: string;
  cap: string;
  frazione: string | null;
  comune: string;
  siglaProvincia: string;
  dataCostituzione: string;
  codiceAteco: string;
  cciaa: string;
  nrea: string;
  operativa: boolean;
  descrizioneStatoAttivita: string;
  email: string;
  sedi: number;
}

function pickLegalForm(random: Random): string {
  let roll = random.next() * LEGAL_FORMS.reduce((sum, form) => sum + form.weight, 0);
  for (const { form, weight } of LEGAL_FORMS) {
    roll -= weight;
    if (roll < 0) return form;
  }
  return LEGAL_FORMS[0].form;
}

function mailSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

async function generateCompanies(context: Context, tenantCode: string): Promise<CompanyRow[]> {
  const { random } = context;
  const takenPi = new Set<string>();
  const takenCf = new Set<string>();
  const rows: CompanyRow[] = [];

  const anchor = anchorCompany(tenantCode);
  takenPi.add(anchor.partitaIva);
  const suspended = suspendedCompany(tenantCode);
  takenPi.add(suspended.partitaIva);
  rows.push({
    denominazione: anchor.denominazione,
    partitaIva: anchor.partitaIva,
    codiceFiscale: anchor.partitaIva,
    naturaGiuridica: 'S.P.A.',
    indirizzo: 'VIA DANTE ALIGHIERI 12',
    cap: '20121',
    frazione: null,
    comune: anchor.comune,
    siglaProvincia: anchor.siglaProvincia,
    dataCostituzione: '2001-03-15',
    codiceAteco: '62.01.00',
    cciaa: 'MI',
    nrea: String(1_650_000 + context.provinces.length),
    operativa: true,
    descrizioneStatoAttivita: 'ATTIVA',
    email: `info@portale${tenantCode}.it`,
    sedi: 3,
  });

  // The last place is the suspended company's (below).
  while (rows.length < COMPANY_COUNT - 1) {
    const form = pickLegalForm(random);
    const ateco = random.pick(ATECO);
    const word = random.pick(ateco.words);
    const surname = random.pick(SURNAMES).toUpperCase();
    const comune = randomComune(context);
    let name: string;
    let codiceFiscale: string | null = null;

    if (form === 'DITTA INDIVIDUALE') {
      const sesso = random.next() < 0.7 ? 'M' : 'F';
      const nome = random.pick(sesso === 'M' ? MALE_NAMES : FEMALE_NAMES);
      // A sole proprietorship's codice fiscale is its owner's.
      codiceFiscale = await uniqueCodiceFiscale(
        { nome, cognome: surname, dataNascita: randomDate(random, 1950, 2000), luogoNascita: comune.code, sesso },
        takenCf,
      );
      if (!codiceFiscale) continue;
      name = `${surname} ${nome.toUpperCase()}${random.next() < 0.5 ? ` - ${word}` : ''}`;
    } else if (form === 'S.N.C.') {
      name = `${word} ${surname} & ${random.pick(SURNAMES).toUpperCase()} ${form}`;
    } else if (form === 'S.A.S.') {
      const nome = random.pick(MALE_NAMES).toUpperCase();
      name = random.next() < 0.5 ? `${surname} ${nome} & C. ${form}` : `${word} DI ${surname} ${nome} & C. ${form}`;
    } else {
      const pattern = random.int(0, 2);
      const base =
        pattern === 0
          ? `${random.pick(BRAND_WORDS)} ${word}`
          : pattern === 1
            ? `${word} ${surname}`
            : `${word} ${comune.name.toUpperCase()}`;
      name = `${base} ${form}`;
    }

    let partitaIva: string;
    do partitaIva = makePartitaIva(random.int(1, 9_999_999), random.int(1, 100));
    while (takenPi.has(partitaIva));
    takenPi.add(partitaIva);

    const founded = 2025 - Math.floor(65 * random.next() ** 2);
    const active = random.next() < 0.82;
    const plain = name.replace(/ (S\.R\.L\.S?|S\.P\.A\.|S\.N\.C\.|S\.A\.S\.|SOC\. COOP\.)$/, '');
    rows.push({
      denominazione: name,
      partitaIva,
      codiceFiscale: codiceFiscale ?? partitaIva,
      naturaGiuridica: form,
      indirizzo: `${random.pick(STREETS)} ${random.int(1, 220)}`,
      cap: comune.cap,
      frazione: random.next() < 0.05 ? `FRAZ. ${random.pick(FRAZIONI)}` : null,
      comune: comune.name,
      siglaProvincia: comune.province,
      dataCostituzione: randomDate(random, founded, founded),
      codiceAteco: ateco.code,
      cciaa: random.next() < 0.95 ? comune.province : random.pick(context.provinces),
      nrea: String(random.int(10_000, 2_999_999)),
      operativa: active,
      descrizioneStatoAttivita: active ? 'ATTIVA' : random.pick(INACTIVE_STATES),
      email: form === 'DITTA INDIVIDUALE' ? `${mailSlug(plain)}@pec.it` : `info@${mailSlug(plain).slice(0, 40)}.it`,
      sedi: random.next() < 0.8 ? 1 : random.int(2, 6),
    });
  }
  // After the generated ones: their ids, and so the officers drawn from them, stay as they were.
  rows.push({
    denominazione: suspended.denominazione,
    partitaIva: suspended.partitaIva,
    codiceFiscale: suspended.partitaIva,
    naturaGiuridica: 'S.R.L.',
    indirizzo: 'CORSO FRANCIA 88',
    cap: '10143',
    frazione: null,
    comune: suspended.comune,
    siglaProvincia: suspended.siglaProvincia,
    dataCostituzione: '2012-09-03',
    codiceAteco: '46.69.99',
    cciaa: 'TO',
    nrea: String(1_150_000 + context.provinces.length),
    operativa: false,
    descrizioneStatoAttivita: 'SOSPESA',
    email: `info@forniture${tenantCode}sospesa.it`,
    sedi: 1,
  });
  return rows;
}

async function insertPersons(tx: Queryable, tenantId: number, rows: PersonRow[]) {
  await tx.query(
    `INSERT INTO persons (tenant_id, codice_fiscale, nome, cognome, denominazione, data_nascita, sesso,
       luogo_nascita, comune_nascita, comune)
     SELECT $1, cf, nome, cognome, upper(nome || ' ' || cognome), nascita, sesso, luogo, comune_nascita, comune
     FROM unnest($2::text[], $3::text[], $4::text[], $5::date[], $6::text[], $7::text[], $8::text[], $9::text[])
       AS t(cf, nome, cognome, nascita, sesso, luogo, comune_nascita, comune)`,
    [
      tenantId,
      rows.map((r) => r.codiceFiscale),
      rows.map((r) => r.nome),
      rows.map((r) => r.cognome),
      rows.map((r) => r.dataNascita),
      rows.map((r) => r.sesso),
      rows.map((r) => r.luogoNascita),
      rows.map((r) => r.comuneNascita),
      rows.map((r) => r.comune),
    ],
  );
}

async function insertCompanies(tx: Queryable, tenantId: number, rows: CompanyRow[]) {
  const column = <K extends keyof CompanyRow>(key: K) => rows.map((row) => row[key]);
  await tx.query(
    `INSERT INTO companies (tenant_id, denominazione, partita_iva, codice_fiscale, natura_giuridica, indirizzo, cap,
       frazione, comune, sigla_provincia, data_costituzione, codice_ateco, cciaa, nrea, operativa,
       descrizione_stato_attivita, email, sedi)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
       $9::text[], $10::text[], $11::date[], $12::text[], $13::text[], $14::text[], $15::bool[], $16::text[],
       $17::text[], $18::int[])`,
    [
      tenantId,
      column('denominazione'),
      column('partitaIva'),
      column('codiceFiscale'),
      column('naturaGiuridica'),
      column('indirizzo'),
      column('cap'),
      column('frazione'),
      column('comune'),
      column('siglaProvincia'),
      column('dataCostituzione'),
      column('codiceAteco'),
      column('cciaa'),
      column('nrea'),
      column('operativa'),
      column('descrizioneStatoAttivita'),
      column('email'),
      column('sedi'),
    ],
  );
}
