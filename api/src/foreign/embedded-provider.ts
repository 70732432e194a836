/**
 * The embedded provider: the data set seeded with the database (seed-foreign.ts), with each
 * company's availability and order outcome fixed, so that every path of the purchase can be
 * walked (online, none online, an online order that fails), and each company's report drawn
 * from its id (embedded-report.ts).
 */
import { VAT_IDENTIFIER_CODE, type ForeignCompany, type NationCode } from '@portal/contracts/api/foreign';
import type { Queryable } from '../db/database.ts';
import { containsPattern, findPage } from '../db/paging.ts';
import { embeddedForeignReport } from './embedded-report.ts';
import type { ForeignProvider } from './provider.ts';

interface CompanyRow {
  companyId: string;
  companyName: string;
  addressLine: string;
  zipCode: string | null;
  city: string;
  isoCode: string;
  vat: string | null;
  registrationNumber: string | null;
  language: string;
  nationName: string;
  denominazione: string;
  codProd: string | null;
  codProdLight: string | null;
}

const SELECT = `c.company_id AS "companyId", c.company_name AS "companyName", c.address_line AS "addressLine",
  c.zip_code AS "zipCode", c.city, c.iso_code AS "isoCode", c.vat, c.registration_number AS "registrationNumber",
  c.language, n.name AS "nationName", n.denominazione, n.cod_prod AS "codProd", n.cod_prod_light AS "codProdLight"`;
const FROM = `foreign_companies c JOIN foreign_nations n ON n.iso_code = c.iso_code`;

const nation = (row: {
  isoCode: string;
  nationName: string;
  denominazione: string;
  codProd: string | null;
  codProdLight: string | null;
}): NationCode => ({
  name: row.nationName,
  isoCode: row.isoCode,
  codProd: row.codProd,
  codProdLight: row.codProdLight,
  codcieProdottoNormal: row.codProd,
  denominazioneNazione: row.denominazione,
});

function company(row: CompanyRow): ForeignCompany {
  return {
    company_id: row.companyId,
    company_name: row.companyName,
    address: { address_lines: [row.addressLine], zip_code: row.zipCode, city: row.city },
    nation_codes: nation(row),
    national_identifiers: [
      ...(row.vat ? [{ value: row.vat, type: { code: VAT_IDENTIFIER_CODE, name: 'Partita IVA' } }] : []),
      ...(row.registrationNumber
        ? [{ value: row.registrationNumber, type: { code: '110', name: 'Numero di registrazione' } }]
        : []),
    ],
    registration_country: row.isoCode,
    language: row.language,
  };
}

export function embeddedProvider(db: Queryable): ForeignProvider {
  const companyById = async (companyId: string) => {
    const [row] = await db.query<CompanyRow & Record<string, unknown>>(
      `SELECT ${SELECT} FROM ${FROM} WHERE c.company_id = $1`,
      [companyId],
    );
    return row ? company(row) : null;
  };
  return {
    async nationCodes() {
      const rows = await db.query<{
        isoCode: string;
        nationName: string;
        denominazione: string;
        codProd: string | null;
        codProdLight: string | null;
      }>(
        `SELECT iso_code AS "isoCode", name AS "nationName", denominazione, cod_prod AS "codProd",
           cod_prod_light AS "codProdLight"
         FROM foreign_nations ORDER BY denominazione`,
      );
      return rows.map(nation);
    },
    search({ search, country, page, size }) {
      return findPage(
        db,
        {
          select: SELECT,
          from: FROM,
          where: `($1::text IS NULL OR c.iso_code = $1)
            AND ($2 = '' OR c.company_name ILIKE $3 OR c.vat ILIKE $3 OR c.registration_number ILIKE $3)`,
          orderBy: 'c.company_name, c.company_id',
          params: [country, search, containsPattern(search)],
        },
        { page, size },
        company,
      );
    },
    company: companyById,
    async availability(companyId) {
      const [row] = await db.query<{
        online: boolean;
        fails: boolean;
        codProd: string | null;
        codProdLight: string | null;
      }>(
        `SELECT c.online, c.order_fails AS fails, n.cod_prod AS "codProd", n.cod_prod_light AS "codProdLight"
         FROM ${FROM} WHERE c.company_id = $1`,
        [companyId],
      );
      if (!row) return { available: false, productCodes: [] };
      const productCodes = [row.codProd, row.codProdLight].filter((code): code is string => code !== null);
      // A report this provider could not deliver is not offered online: the offline one is.
      return { available: row.online && !row.fails && productCodes.length > 0, productCodes };
    },
    async order(companyId) {
      const [row] = await db.query<{ fails: boolean }>(
        `SELECT order_fails AS fails FROM foreign_companies WHERE company_id = $1 AND online`,
        [companyId],
      );
      return row !== undefined && !row.fails;
    },
    async report(companyId, asOf) {
      const found = await companyById(companyId);
      return found ? embeddedForeignReport(found, asOf) : null;
    },
  };
}
