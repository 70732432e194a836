import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertError, catalogueClient, uniqueCode } from './catalogue-support.ts';

const catalogue = catalogueClient(['cliente', 'gestore', 'gestore@beta']);
const { sessions, call } = catalogue;

interface Line {
  id: number;
  code: string;
  serviceId: number;
  serviceName: string;
  valueAdded: boolean;
  personaFisica: boolean;
  personaGiuridica: boolean;
  productCount: number;
}
type Page<T> = { content: T[]; totalElements: number };

async function asCustomer<T>(url: string, session = sessions.cliente): Promise<T> {
  const response = await call('GET', url, undefined, session);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().context as T;
}
const codes = (page: Page<Line>) => page.content.map((line) => line.code);

describe('ordering: what a customer may order (spec 000 §2.7, §2.8)', () => {
  test('lines for a company or a person, each with orderable products, by service order', async () => {
    const forCompanies = await asCustomer<Page<Line>>('/api/ordering/lines?subjectType=PG&size=100');
    assert.ok(forCompanies.totalElements >= 10, `${forCompanies.totalElements}`);
    assert.ok(forCompanies.content.every((line) => line.personaGiuridica && line.productCount > 0));
    assert.ok(!codes(forCompanies).includes('LIB'), 'a line without a service is not offered');
    const forPersons = await asCustomer<Page<Line>>('/api/ordering/lines?subjectType=PF&size=100');
    assert.ok(forPersons.content.every((line) => line.personaFisica && line.productCount > 0));
    assert.ok(codes(forPersons).includes('VIS_PF'));
    assert.ok(!codes(forCompanies).includes('VIS_PF'));
    // Service order first: the first service's lines come first.
    assert.equal(forCompanies.content[0].serviceName, 'Visure camerali');
  });

  test('filters: service, contents, value added, keyword; paging', async () => {
    const services = await asCustomer<Array<{ id: number; name: string; icon: string; lineCount: number }>>(
      '/api/ordering/services?subjectType=PG',
    );
    assert.ok(services.length >= 5);
    assert.ok(services.every((service) => service.icon.startsWith('data:image/')));
    const visure = services.find((service) => service.name === 'Visure camerali')!;
    const ofVisure = await asCustomer<Page<Line>>(`/api/ordering/lines?subjectType=PG&serviceId=${visure.id}`);
    assert.deepEqual(codes(ofVisure).sort(), ['VIS_ORD', 'VIS_STO']);
    assert.equal(ofVisure.totalElements, visure.lineCount);

    const contents = await asCustomer<Array<{ id: number; description: string }>>('/api/available/contents');
    const catasto = contents.find((content) => content.description === 'Catasto e immobili')!;
    const byContent = await asCustomer<Page<Line>>(`/api/ordering/lines?contentIds=${catasto.id}&size=100`);
    assert.ok(byContent.content.length > 0);
    assert.ok(
      byContent.content.every((line) => line.serviceName === 'Catasto e immobili'),
      JSON.stringify(codes(byContent)),
    );

    const valueAdded = await asCustomer<Page<Line>>('/api/ordering/lines?valueAdded=true&size=100');
    assert.ok(valueAdded.content.every((line) => line.valueAdded));

    const keyword = await asCustomer<Page<Line>>('/api/ordering/lines?search=planimetr');
    assert.deepEqual(codes(keyword), ['CAT_PLAN']);
    const byServiceName = await asCustomer<Page<Line>>('/api/ordering/lines?search=protesti&size=100');
    assert.ok(byServiceName.content.length >= 2);

    const first = await asCustomer<Page<Line>>('/api/ordering/lines?size=5&page=0');
    const second = await asCustomer<Page<Line>>('/api/ordering/lines?size=5&page=1');
    assert.equal(first.content.length, 5);
    assert.equal(first.totalElements, second.totalElements);
    assert.ok(!codes(second).some((code) => codes(first).includes(code)));
  });

  test('an inactive line, or one whose products are all suspended, is not offered', async () => {
    const services = await asCustomer<Page<{ id: number; name: string }>>('/api/services?size=20');
    const serviceId = services.content.find((service) => service.name === 'Report commerciali')!.id;
    const productId = async (code: string) =>
      (
        (await call('GET', `/api/products?search=${code}`)).json().context as Page<{ id: number; productCode: string }>
      ).content.find((product) => product.productCode === code)!.id;
    const body = (code: string, extra: Record<string, unknown>) => ({
      code,
      name: `Linea ${code}`,
      description: 'Linea del test di ordinazione',
      serviceId,
      formCode: 'REPORT_AFFIDABILITA',
      ...extra,
    });
    const suspendedOnly = uniqueCode('T_SOSP');
    const created = await call('POST', '/api/line', body(suspendedOnly, { productIds: [await productId('WS005')] }));
    assert.equal(created.statusCode, 200, created.body);
    const inactive = uniqueCode('T_INATT');
    const hidden = await call(
      'POST',
      '/api/line',
      body(inactive, { active: false, productIds: [await productId('REP011')] }),
    );
    assert.equal(hidden.statusCode, 200, hidden.body);
    const offered = codes(await asCustomer<Page<Line>>('/api/ordering/lines?size=100'));
    assert.ok(!offered.includes(suspendedOnly.toUpperCase()));
    assert.ok(!offered.includes(inactive.toUpperCase()));
  });

  test('each tenant sees its own catalogue; bad filters are a 400; a session is needed', async () => {
    const alfa = await asCustomer<Array<{ id: number }>>('/api/ordering/services');
    const beta = await asCustomer<Array<{ id: number }>>('/api/ordering/services', sessions['gestore@beta']);
    assert.ok(beta.length > 0 && beta.length < alfa.length);
    assert.ok(!beta.some((service) => alfa.some((other) => other.id === service.id)));
    const alien = await asCustomer<Page<Line>>(`/api/ordering/lines?serviceId=${alfa[0].id}`, sessions['gestore@beta']);
    assert.equal(alien.totalElements, 0);
    assertError(
      await call('GET', '/api/ordering/lines?subjectType=XX', undefined, sessions.cliente),
      400,
      /subjectType/,
    );
    assertError(
      await call('GET', '/api/ordering/lines?contentIds=abc', undefined, sessions.cliente),
      400,
      /contentIds/,
    );
    assertError(await call('GET', '/api/ordering/lines?size=101', undefined, sessions.cliente), 400, /size/);
    const anonymous = await catalogue.app.inject({ method: 'GET', url: '/api/ordering/lines' });
    assert.equal(anonymous.statusCode, 401);
  });
});
