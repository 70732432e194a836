import type { CatalogueClient } from './catalogue-support.ts';
import type { Session } from './helper.ts';

/** What the ordering tests share: the seed's products, forms filled to pass, the clients' credit. */

interface Field {
  id: { fieldCode: string };
  field: {
    type: string;
    minimum: number | null;
    minimumDate: string | null;
    selectValueList?: string[];
    sqlOptions?: string | null;
    validator?: string | null;
  };
  obligatory: boolean;
  group: number;
  subjectType: string;
}

/** The anchor company of tenant alfa, as the subject of a request. */
export const COMPANY = {
  codiceFiscale: '12345600154',
  partitaIva: '12345600154',
  denominazione: 'PORTALE ALFA SERVIZI S.P.A.',
};

/** The codice fiscale the person orders in these tests are about (Mario Rossi, Rome, 1/1/1980). */
export const PERSON_CODE = 'RSSMRA80A01H501U';

/** Helpers over a test file's app (read when called: the app is built in `before`). */
export function orderingHelpers(client: Pick<CatalogueClient, 'app' | 'call'>) {
  const db = () => client.app.db;

  /** A product of the seed by code, with its form (the product's, else the line's). */
  async function productOf(code: string): Promise<{ id: number; formCode: string }> {
    const [row] = await db().query<{ id: number; formCode: string }>(
      `SELECT p.id, COALESCE(p.form_code, l.form_code) AS "formCode" FROM products p JOIN lines l ON l.id = p.line_id
       JOIN tenants t ON t.id = p.tenant_id WHERE t.code = 'alfa' AND p.product_code = $1`,
      [code],
    );
    return row;
  }

  /** Values that pass every rule of the form for the subject type (required fields and groups filled). */
  /** `subjectCode`: the code the form's code fields hold (the subject's), else the anchor company's or person's. */
  async function validParams(
    formCode: string,
    subjectType: 'PF' | 'PG',
    subjectCode: string = subjectType === 'PG' ? COMPANY.partitaIva : PERSON_CODE,
  ): Promise<Record<string, string | number | boolean>> {
    const links = (await client.call('GET', `/api/form/${formCode}/fields`)).json().context as Field[];
    const params: Record<string, string | number | boolean> = {};
    for (const link of links) {
      if (!['ANY', 'ALL', subjectType].includes(link.subjectType) || !link.obligatory) continue;
      const { type, minimum, minimumDate, selectValueList, sqlOptions, validator } = link.field;
      const code = link.id.fieldCode;
      params[code] = validator
        ? subjectCode // a code field: the server checks it, and holds it to the subject chosen
        : type === 'NUMBER' || type === 'AMOUNT'
          ? (minimum ?? 1)
          : type === 'DATE'
            ? (minimumDate ?? '2020-06-15').split('-').reverse().join('/')
            : type === 'SELECT'
              ? // The seed's SQL options list provinces and chambers of commerce, by their code.
                sqlOptions
                ? 'MI'
                : (selectValueList?.[0] ?? 'A')
              : type === 'FLAG'
                ? true
                : /MAIL/.test(code)
                  ? 'ufficio@example.it'
                  : 'Prova';
    }
    return params;
  }

  /**
   * `POST /api/requests` as `session`: the seed's product `code` for the anchor company, with values
   * that pass its form (`more`: the body's other fields, an internal reference…). The raw answer.
   */
  async function orderFor(session: Session, code: string, more: Record<string, unknown> = {}) {
    const product = await productOf(code);
    const formParams = await validParams(product.formCode, 'PG');
    const body = { productId: product.id, tipoSogg: 'PG', subject: COMPANY, formParams, ...more };
    return client.call('POST', '/api/requests', body, session);
  }

  async function creditOf(login: string): Promise<string> {
    const [row] = await db().query<{ credit: string }>(
      `SELECT to_char(c.credit, 'FM9999999990.00') AS credit FROM clients c JOIN users u ON u.client_id = c.id
       JOIN tenants t ON t.id = u.tenant_id WHERE t.code = 'alfa' AND u.login = $1`,
      [login],
    );
    return row.credit;
  }

  async function setCredit(login: string, credit: string) {
    await db().query(
      `UPDATE clients c SET credit = $2::numeric FROM users u JOIN tenants t ON t.id = u.tenant_id
       WHERE u.client_id = c.id AND t.code = 'alfa' AND u.login = $1`,
      [login, credit],
    );
  }

  return { db, productOf, validParams, orderFor, creditOf, setCredit };
}
