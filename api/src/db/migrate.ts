import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './queryable.ts';
import { API_ROOT } from '../runtime/api-root.ts';

export const MIGRATIONS_DIR = path.join(API_ROOT, 'migrations');

const MIGRATION_FILE = /^(\d{3})_([a-z0-9_-]+)\.sql$/i;
// Any constant: serialises migrators of several API instances starting at once on PostgreSQL.
const MIGRATION_LOCK = 7_262_026;

/** Applies the numbered `migrations/NNN_name.sql` files not yet recorded in schema_migrations. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((file) => MIGRATION_FILE.test(file)).sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version    varchar(16)  PRIMARY KEY,
      name       varchar(255) NOT NULL,
      applied_at timestamptz  NOT NULL DEFAULT now()
    )`);
    const applied = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version),
    );
    const done: string[] = [];
    for (const file of files) {
      const [, version, name] = MIGRATION_FILE.exec(file)!;
      if (applied.has(version)) continue;
      await tx.exec(await readFile(path.join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [version, name]);
      done.push(file);
    }
    return done;
  });
}
