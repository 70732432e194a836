/**
 * The provider FOREIGN_PROVIDER names, built on this installation's database, with a deadline on
 * its report: a provider that fails or does not answer in time refuses the purchase, uncharged,
 * with the Italian message the subjects' providers give.
 */
import type { Queryable } from '../db/database.ts';
import { beforeDeadline, PROVIDER_TIMEOUT_MS } from '../providers/create-provider.ts';
import { embeddedProvider } from './embedded-provider.ts';
import { FOREIGN_PROVIDERS, type ForeignProvider } from './provider.ts';

export function createForeignProvider(
  kind: string | ForeignProvider,
  db: Queryable,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): ForeignProvider {
  if (typeof kind !== 'string') return withReportDeadline(kind, timeoutMs);
  if (kind === 'embedded') return withReportDeadline(embeddedProvider(db), timeoutMs);
  throw new Error(
    `FOREIGN_PROVIDER "${kind}" sconosciuto: i fornitori disponibili sono ${FOREIGN_PROVIDERS.join(', ')}`,
  );
}

const withReportDeadline = (provider: ForeignProvider, timeoutMs: number): ForeignProvider => ({
  ...provider,
  report: (companyId, asOf) =>
    beforeDeadline(() => provider.report(companyId, asOf), timeoutMs, { key: 'foreign', name: 'imprese estere' }),
});
