/**
 * `tsx src/seed/cli.ts <dataDir>`: migrates and seeds a PGlite data folder, then closes it.
 * The e2e tests make their seeded template with it in a child process, because the seed's
 * Italian place data is imported as JSON, which only tsx's loader (not Playwright's) accepts.
 */
import { openDatabase } from '../db/database.ts';
import { seedDatabase } from './index.ts';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('Uso: tsx src/seed/cli.ts <cartella dati>');
  process.exit(2);
}
const db = await openDatabase({ dataDir });
await seedDatabase(db);
await db.close();
