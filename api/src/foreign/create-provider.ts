/** The provider FOREIGN_PROVIDER names, built on this installation's database. */
import type { Queryable } from '../db/database.ts';
import { embeddedProvider } from './embedded-provider.ts';
import { FOREIGN_PROVIDERS, type ForeignProvider } from './provider.ts';

export function createForeignProvider(kind: string, db: Queryable): ForeignProvider {
  if (kind === 'embedded') return embeddedProvider(db);
  throw new Error(
    `FOREIGN_PROVIDER "${kind}" sconosciuto: i fornitori disponibili sono ${FOREIGN_PROVIDERS.join(', ')}`,
  );
}
