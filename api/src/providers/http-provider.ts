/**
 * A provider behind HTTP (REPORT_PROVIDER=http, REPORT_PROVIDER_URL): each domain is one GET
 * answering the interface's JSON, 404 when the register does not know the subject:
 *   GET {url}/registry/{code}?tenant=&asOf=      GET {url}/balance-sheets/{code}?…
 *   GET {url}/protests/{PF|PG}/{code}?…          GET {url}/cadastre/{PF|PG}/{code}?…
 *   GET {url}/persons/{code}?…
 * The adapter a real provider needs (authentication, its own formats) goes here or in front of it.
 */
import type { SubjectDataProvider } from './provider.ts';

export function httpSubjectProvider(baseUrl: string): SubjectDataProvider {
  const get = async <T>(path: string, tenantId: number, asOf: Date): Promise<T | null> => {
    const url = new URL(`${baseUrl.replace(/\/$/, '')}/${path}`);
    url.searchParams.set('tenant', String(tenantId));
    url.searchParams.set('asOf', asOf.toISOString());
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`${url.pathname}: ${response.status}`);
    return (await response.json()) as T;
  };
  const code = encodeURIComponent;
  return {
    registry: (tenantId, subject, asOf) => get(`registry/${code(subject)}`, tenantId, asOf),
    balanceSheets: (tenantId, subject, asOf) => get(`balance-sheets/${code(subject)}`, tenantId, asOf),
    protests: (tenantId, subject, asOf) => get(`protests/${subject.type}/${code(subject.code)}`, tenantId, asOf),
    cadastre: (tenantId, subject, asOf) => get(`cadastre/${subject.type}/${code(subject.code)}`, tenantId, asOf),
    person: (tenantId, subject, asOf) => get(`persons/${code(subject)}`, tenantId, asOf),
  };
}
