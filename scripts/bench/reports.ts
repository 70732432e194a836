/**
 * Reports worth paying for (issue 45): per family (the foreign one bought from the foreign
 * search), the time from 'Conferma' (the order's POST)
 * to the report shown (its HTML answered), and the PDF's time and size, against an API in this
 * process on a fresh in-memory database (the demo seed). Medians of five orders on five
 * subjects (a form's RICHIESTA_UNICA refuses the same subject twice).
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '@portal/api/testing';
import { openDatabase } from '@portal/api/database';
import { apiSignIn, type ApiSession } from '../lib/api-session.ts';
import { kb, median, ms, type Row } from './report.ts';

const ORDERS = 5;

interface Family {
  family: string;
  product: string;
  subjects: 'companies' | 'persons';
  params: (code: string, person?: { nome: string; cognome: string }) => Record<string, unknown>;
}

const FAMILIES: Family[] = [
  { family: 'visura', product: 'VIS001', subjects: 'companies', params: (code) => ({ CF_PIVA: code }) },
  {
    family: 'affidabilità',
    product: 'REP001',
    subjects: 'companies',
    params: (code) => ({ CF_PIVA: code, IMPORTO_FIDO: 10000, MOTIVO_RICHIESTA: 'Valutazione cliente' }),
  },
  {
    family: 'bilanci',
    product: 'BIL003',
    subjects: 'companies',
    params: (code) => ({ PARTITA_IVA: code, ANNO_BILANCIO: 2024 }),
  },
  { family: 'protesti', product: 'PRO001', subjects: 'companies', params: (code) => ({ CF_PIVA: code }) },
  {
    family: 'monitoraggio',
    product: 'MON001',
    subjects: 'companies',
    params: (code) => ({ CF_PIVA: code, PERIODO_MONITORAGGIO: 12, EMAIL_NOTIFICA: 'bench@example.it' }),
  },
  {
    family: 'persone',
    product: 'REP005',
    subjects: 'persons',
    params: (code, person) => ({
      CODICE_FISCALE: code,
      NOME: person!.nome,
      COGNOME: person!.cognome,
      CONSENSO_PRIVACY: true,
    }),
  },
];

async function call(apiUrl: string, session: ApiSession, method: string, url: string, body?: unknown) {
  const response = await fetch(`${apiUrl}${url}`, {
    method,
    headers: session.headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

export async function measureReports(port: number, log: (line: string) => void): Promise<Row[]> {
  const db = await openDatabase({ memory: true });
  const app = await buildApp({ db, rateLimit: false });
  try {
    await app.listen({ host: '127.0.0.1', port });
    const apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const session = await apiSignIn(apiUrl, 'admin');
    await db.query(
      `UPDATE clients c SET credit = 1000000 FROM users u JOIN tenants t ON t.id = u.tenant_id
        WHERE t.code = 'alfa' AND u.login = 'admin' AND c.id = u.client_id`,
    );
    const companies = await db.query<{ code: string; name: string }>(
      `SELECT c.partita_iva AS code, c.denominazione AS name FROM companies c JOIN tenants t ON t.id = c.tenant_id
        WHERE t.code = 'alfa' AND c.natura_giuridica IN ('S.R.L.', 'S.P.A.') AND c.codice_fiscale = c.partita_iva
        ORDER BY c.id LIMIT 60`,
    );
    const persons = await db.query<{
      code: string;
      name: string;
      nome: string;
      cognome: string;
      comuneNascita: string | null;
      dataNascita: string;
      sesso: 'M' | 'F';
      comune: string | null;
    }>(
      `SELECT codice_fiscale AS code, denominazione AS name, nome, cognome, comune_nascita AS "comuneNascita",
         to_char(data_nascita, 'YYYY-MM-DD') AS "dataNascita", sesso, comune
       FROM persons p JOIN tenants t ON t.id = p.tenant_id WHERE t.code = 'alfa' ORDER BY p.id LIMIT 10`,
    );
    const rows: Row[] = [];
    /** 'Conferma' to the page, the PDF's time and size, of ORDERS orders placed by `order`. */
    const measure = async (label: string, order: (index: number) => Promise<number>) => {
      const shown: number[] = [];
      const pdfMs: number[] = [];
      const pdfBytes: number[] = [];
      for (let index = 0; index < ORDERS; index++) {
        const started = performance.now();
        const id = await order(index);
        await (await call(apiUrl, session, 'GET', `/api/requests/${id}/report`)).text();
        shown.push(performance.now() - started);
        const drawing = performance.now();
        const pdf = await (await call(apiUrl, session, 'GET', `/api/requests/${id}/report.pdf`)).arrayBuffer();
        pdfMs.push(performance.now() - drawing);
        pdfBytes.push(pdf.byteLength);
      }
      rows.push({
        figure: `report ${label}: 'Conferma' to the report's page (API) / PDF time / PDF size`,
        value: `${ms(median(shown))} / ${ms(median(pdfMs))} / ${kb(median(pdfBytes))}`,
      });
    };
    let next = 0;
    for (const { family, product, subjects, params } of FAMILIES) {
      const [{ id: productId }] = await db.query<{ id: number }>(
        `SELECT p.id FROM products p JOIN tenants t ON t.id = p.tenant_id WHERE t.code = 'alfa' AND p.product_code = $1`,
        [product],
      );
      log(`reports: ${ORDERS} orders of ${product} (${family})`);
      await measure(`${family} (${product})`, async (index) => {
        const person = subjects === 'persons' ? persons[index] : null;
        const company = subjects === 'companies' ? companies[next++] : null;
        const body = person
          ? {
              productId,
              tipoSogg: 'PF',
              subject: {
                codiceFiscale: person.code,
                denominazione: person.name,
                comuneNascita: person.comuneNascita,
                dataNascita: person.dataNascita,
                sesso: person.sesso,
                comune: person.comune,
              },
              formParams: params(person.code, person),
            }
          : {
              productId,
              tipoSogg: 'PG',
              subject: { codiceFiscale: company!.code, partitaIva: company!.code, denominazione: company!.name },
              formParams: params(company!.code),
            };
        const created = (await (await call(apiUrl, session, 'POST', '/api/requests', body)).json()) as {
          context: { idRichiesta: number };
        };
        return created.context.idRichiesta;
      });
    }
    // The foreign report, bought from the foreign search (the provider's data, translated).
    const foreign = await db.query<{ id: string }>(
      `SELECT c.company_id AS id FROM foreign_companies c JOIN foreign_nations n ON n.iso_code = c.iso_code
        WHERE c.online AND NOT c.order_fails AND n.cod_prod IS NOT NULL ORDER BY c.company_id LIMIT ${ORDERS}`,
    );
    log(`reports: ${ORDERS} foreign reports (EST.FULL)`);
    await measure('estero (EST.FULL)', async (index) => {
      const bought = (await (
        await call(apiUrl, session, 'POST', '/api/coface/purchase', {
          companyId: foreign[index].id,
          productCode: 'EST.FULL',
        })
      ).json()) as { context: { request: { idRichiesta: number } } };
      return bought.context.request.idRichiesta;
    });
    return rows;
  } finally {
    await app.close();
    await db.close();
  }
}
