import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../db/migrate.ts';
import { API_ROOT } from '../runtime/api-root.ts';

const SRC = path.join(API_ROOT, 'src');

/**
 * A hash of everything that shapes a freshly seeded database: the migrations, the database
 * layer (src/db), the seed modules and their data (src/seed), the Italian code rules and the
 * random numbers the seed computes with, and the PGlite version. Tests keep a seeded copy under this key instead of seeding every time.
 */
export async function seedFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of [
    MIGRATIONS_DIR,
    ...['db', 'seed', 'italian', 'providers/embedded'].map((dir) => path.join(SRC, dir)),
  ]) {
    const files = (await readdir(dir, { recursive: true })).filter((file) => /\.(sql|ts|json|csv)$/.test(file)).sort();
    for (const file of files) hash.update(file).update(await readFile(path.join(dir, file)));
  }
  const pglite = path.join(SRC, '..', '..', 'node_modules', '@electric-sql', 'pglite', 'package.json');
  hash.update(await readFile(pglite).catch(() => Buffer.from('pglite')));
  return hash.digest('hex').slice(0, 16);
}
