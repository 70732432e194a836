/**
 * The provider REPORT_PROVIDER names, with a deadline on every call: a provider that does not
 * answer in time fails with an Italian message, and the order that needed it is not charged.
 */
import type { Queryable } from '../db/database.ts';
import { unavailable } from '../domain-error.ts';
import { embeddedSubjectProvider } from './embedded/embedded-provider.ts';
import { httpSubjectProvider } from './http-provider.ts';
import { REPORT_PROVIDERS, type SubjectDataProvider } from './provider.ts';

export const PROVIDER_MESSAGES = {
  unavailable: (domain: string) =>
    `Il fornitore dei dati (${domain}) non è disponibile: la richiesta non è stata addebitata. Riprova tra qualche minuto.`,
};

const DOMAIN_NAMES: Record<keyof SubjectDataProvider, string> = {
  registry: 'registro delle imprese',
  balanceSheets: 'bilanci',
  protests: 'protesti e pregiudizievoli',
  cadastre: 'catasto',
  person: 'anagrafe',
};

/** How long a provider call may take by default (REPORT_PROVIDER_TIMEOUT_MS). */
export const PROVIDER_TIMEOUT_MS = 8_000;

export interface ProviderSettings {
  /** 'embedded' (default), 'http', or a provider itself (tests). */
  kind: string | SubjectDataProvider;
  url?: string;
  timeoutMs: number;
}

/**
 * A provider's call raced against the deadline; any failure becomes the one Italian refusal
 * naming the data's domain (`name`), which the order that needed it turns into "not charged".
 */
export async function beforeDeadline<T>(
  call: () => Promise<T>,
  timeoutMs: number,
  domain: { key: string; name: string },
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timeout after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([call(), deadline]);
  } catch (error) {
    throw unavailable(PROVIDER_MESSAGES.unavailable(domain.name), {
      domain: domain.key,
      cause: error instanceof Error ? error.message : String(error),
    });
  } finally {
    clearTimeout(timer);
  }
}

/** Each call raced against the deadline. */
export function withDeadline(provider: SubjectDataProvider, timeoutMs: number): SubjectDataProvider {
  const guarded = {} as Record<keyof SubjectDataProvider, unknown>;
  for (const domain of Object.keys(DOMAIN_NAMES) as (keyof SubjectDataProvider)[]) {
    guarded[domain] = (...args: unknown[]) =>
      beforeDeadline(() => (provider[domain] as (...a: unknown[]) => Promise<unknown>)(...args), timeoutMs, {
        key: domain,
        name: DOMAIN_NAMES[domain],
      });
  }
  return guarded as unknown as SubjectDataProvider;
}

export function createSubjectProvider(settings: ProviderSettings, db: Queryable): SubjectDataProvider {
  const { kind } = settings;
  if (typeof kind !== 'string') return withDeadline(kind, settings.timeoutMs);
  if (kind === 'embedded') return withDeadline(embeddedSubjectProvider(db), settings.timeoutMs);
  if (kind === 'http') {
    if (!settings.url) throw new Error('REPORT_PROVIDER=http vuole REPORT_PROVIDER_URL');
    return withDeadline(httpSubjectProvider(settings.url), settings.timeoutMs);
  }
  throw new Error(`REPORT_PROVIDER "${kind}" sconosciuto: i fornitori disponibili sono ${REPORT_PROVIDERS.join(', ')}`);
}
