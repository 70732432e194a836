/**
 * The embedded provider: every domain answered from this installation's registry (companies and
 * persons), each subject's data drawn from its own codes, so the same subject answers the same
 * data every time and its domains agree (company-story.ts, people.ts, cadastre.ts).
 */
import type { Queryable } from '../../db/database.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { DataSource, PersonRecord, SubjectDataProvider } from '../provider.ts';
import {
  balanceSheetsOf,
  employeesOf,
  filesBalanceSheets,
  prejudicialOf,
  protestsOf,
  registryEvents,
  shareCapitalOf,
  type CompanyRow,
} from './company-story.ts';
import { companyProperties, pairSharesHome, partnerRank, personProperties } from './cadastre.ts';
import {
  OFFICER_FACTOR,
  OFFICER_STEP,
  officerRanks,
  officersOf,
  officeSince,
  roleOf,
  shareholdersOf,
  type PersonRow,
} from './people.ts';
import { randomOf } from './seeded-random.ts';
import { addDays, isoDate } from './dates.ts';

const SOURCES = {
  registry: 'Registro delle imprese (CCIAA)',
  balance: 'Bilanci depositati al Registro delle imprese',
  protests: 'Registro informatico dei protesti e Conservatorie',
  cadastre: 'Agenzia delle Entrate - Catasto',
  persons: 'Anagrafe e Registro delle imprese',
};

/** The registers are updated nightly: their data is as of the day before. */
const source = (name: string, asOf: Date): DataSource => ({ name, asOf: isoDate(addDays(asOf, -1)) });

const COMPANY = `id, denominazione, partita_iva AS "partitaIva", codice_fiscale AS "codiceFiscale",
  natura_giuridica AS "naturaGiuridica", indirizzo, cap, comune, sigla_provincia AS provincia,
  to_char(data_costituzione, 'YYYY-MM-DD') AS "dataCostituzione", codice_ateco AS "codiceAteco", cciaa, nrea,
  descrizione_stato_attivita AS stato, email, sedi`;

/** A tenant's persons numbered by id from 0: the rank the officer rule works on. */
const RANKED_PERSONS = `SELECT codice_fiscale AS "codiceFiscale", denominazione,
    to_char(data_nascita, 'YYYY-MM-DD') AS "dataNascita", sesso, comune_nascita AS "comuneNascita", comune,
    (row_number() OVER (ORDER BY id) - 1)::int AS rank
  FROM persons WHERE tenant_id = $1`;

const STREETS = ['VIA ROMA', 'VIA MAZZINI', 'VIA CAVOUR', 'CORSO ITALIA', 'VIA DELLA REPUBBLICA', 'VIALE EUROPA'];

export function embeddedSubjectProvider(db: Queryable): SubjectDataProvider {
  const company = async (tenantId: TenantId, code: string) =>
    (
      await db.query<CompanyRow & Record<string, unknown>>(
        `SELECT ${COMPANY} FROM companies WHERE tenant_id = $1 AND (partita_iva = $2 OR codice_fiscale = $2)
         ORDER BY id LIMIT 1`,
        [tenantId, code],
      )
    )[0] ?? null;

  const personsByRank = async (tenantId: TenantId, ranks: number[]) => {
    const rows = await db.query<PersonRow & Record<string, unknown>>(
      `SELECT * FROM (${RANKED_PERSONS}) ranked WHERE rank = ANY($2::int[])`,
      [tenantId, ranks],
    );
    return ranks
      .map((rank) => rows.find((row) => row.rank === rank))
      .filter((row): row is PersonRow & Record<string, unknown> => !!row);
  };

  const personCount = async (tenantId: TenantId) =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM persons WHERE tenant_id = $1', [tenantId]))[0].n;

  const person = async (tenantId: TenantId, code: string) =>
    (
      await db.query<PersonRow & Record<string, unknown>>(
        `SELECT * FROM (${RANKED_PERSONS}) ranked WHERE "codiceFiscale" = $2`,
        [tenantId, code],
      )
    )[0] ?? null;

  return {
    async registry(tenantId, code, asOf) {
      const row = await company(tenantId, code);
      if (!row) return null;
      const officers = officersOf(
        row,
        await personsByRank(tenantId, officerRanks(row, await personCount(tenantId))),
        asOf,
      );
      const capital = shareCapitalOf(row);
      const random = randomOf(row.partitaIva, 'units');
      return {
        source: source(SOURCES.registry, asOf),
        company: {
          denominazione: row.denominazione,
          partitaIva: row.partitaIva,
          codiceFiscale: row.codiceFiscale,
          formaGiuridica: row.naturaGiuridica,
          dataCostituzione: row.dataCostituzione,
          indirizzo: row.indirizzo,
          cap: row.cap,
          comune: row.comune,
          provincia: row.provincia,
          cciaa: row.cciaa,
          nrea: row.nrea,
          codiceAteco: row.codiceAteco,
          stato: row.stato,
          pec: row.email,
          capitaleSociale: capital,
          dipendenti: employeesOf(row),
        },
        officers,
        shareholders: shareholdersOf(row, officers, capital),
        localUnits: Array.from({ length: Math.max(0, row.sedi - 1) }, (_, index) => ({
          description: index === 0 ? 'Magazzino' : 'Filiale',
          indirizzo: `${random.pick(STREETS)} ${random.int(1, 180)}`,
          comune: row.comune,
          provincia: row.provincia,
        })),
        events: registryEvents(row, asOf),
      };
    },

    async balanceSheets(tenantId, code, asOf) {
      const row = await company(tenantId, code);
      if (!row) return null;
      const years = balanceSheetsOf(row, asOf);
      return {
        source: source(SOURCES.balance, asOf),
        years,
        notFiledReason: filesBalanceSheets(row.naturaGiuridica)
          ? years.length === 0
            ? 'Nessun bilancio depositato nel periodo'
            : null
          : `Le imprese con forma giuridica ${row.naturaGiuridica} non sono tenute al deposito del bilancio`,
      };
    },

    async protests(tenantId, subject, asOf) {
      if (subject.type === 'PG') {
        const row = await company(tenantId, subject.code);
        if (!row) return null;
        return {
          source: source(SOURCES.protests, asOf),
          protests: protestsOf(row, asOf),
          prejudicial: prejudicialOf(row, asOf),
        };
      }
      const found = await person(tenantId, subject.code);
      if (!found) return null;
      const random = randomOf(found.codiceFiscale, 'protests');
      return {
        source: source(SOURCES.protests, asOf),
        protests: random.chance(0.08)
          ? [
              {
                date: isoDate(addDays(asOf, -random.int(60, 1400))),
                kind: 'Assegno bancario',
                amount: random.int(300, 9_000).toFixed(2),
                place: found.comune ?? '',
              },
            ]
          : [],
        prejudicial: [],
      };
    },

    async cadastre(tenantId, subject, asOf) {
      if (subject.type === 'PG') {
        const row = await company(tenantId, subject.code);
        return row ? { source: source(SOURCES.cadastre, asOf), properties: companyProperties(row) } : null;
      }
      const found = await person(tenantId, subject.code);
      if (!found) return null;
      const partner = partnerRank(found.rank, await personCount(tenantId));
      const [partnerRow] =
        partner !== null && pairSharesHome(found.rank) ? await personsByRank(tenantId, [partner]) : [];
      return { source: source(SOURCES.cadastre, asOf), properties: personProperties(found, partnerRow ?? null) };
    },

    async person(tenantId, code, asOf): Promise<PersonRecord | null> {
      const found = await person(tenantId, code);
      if (!found) return null;
      const persons = await personCount(tenantId);
      // The companies whose officer rule lands on this person's rank (people.ts), in one pass.
      const companies = await db.query<CompanyRow & { j: number } & Record<string, unknown>>(
        `SELECT ${COMPANY}, j FROM companies, generate_series(0, 2) AS j
         WHERE tenant_id = $1 AND natura_giuridica <> 'DITTA INDIVIDUALE' AND j < 1 + id % 3
           AND (id::bigint * ${OFFICER_FACTOR} + j * ${OFFICER_STEP}) % $2 = $3
         ORDER BY id`,
        [tenantId, persons, found.rank],
      );
      const random = randomOf(found.codiceFiscale, 'addresses');
      const moved = found.comuneNascita && found.comuneNascita !== found.comune && random.chance(0.6);
      const movedOn = isoDate(addDays(asOf, -random.int(400, 5000)));
      return {
        source: source(SOURCES.persons, asOf),
        person: {
          name: found.denominazione,
          codiceFiscale: found.codiceFiscale,
          sesso: found.sesso,
          dataNascita: found.dataNascita,
          luogoNascita: found.comuneNascita,
          comune: found.comune,
        },
        addresses: [
          {
            indirizzo: `${random.pick(STREETS)} ${random.int(1, 180)}`,
            comune: found.comune ?? '',
            from: moved ? movedOn : found.dataNascita,
            current: true,
          },
          ...(moved
            ? [
                {
                  indirizzo: `${random.pick(STREETS)} ${random.int(1, 180)}`,
                  comune: found.comuneNascita ?? '',
                  from: found.dataNascita,
                  current: false,
                },
              ]
            : []),
        ],
        roles: companies
          .filter((row) => officerRanks(row, persons).includes(found.rank))
          .map((row) => {
            const ranks = officerRanks(row, persons);
            const j = ranks.indexOf(found.rank);
            return {
              company: row.denominazione,
              partitaIva: row.partitaIva,
              role: roleOf(row.naturaGiuridica, j, ranks.length),
              since: officeSince(row, j, asOf),
              stato: row.stato,
            };
          }),
      };
    },
  };
}
