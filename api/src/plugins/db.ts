import fp from 'fastify-plugin';
import { openDatabase, refreshPlannerStatistics, type Database } from '../db/database.ts';
import { seedDatabase } from '../seed/index.ts';

// Any constant, like the migrations' lock.
const SEED_LOCK = 7_262_027;

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DbPluginOptions {
  db?: Database;
  dataDir: string;
  databaseUrl?: string;
  poolMax?: number;
  seed?: boolean;
  /** Wraps the database the routes use (the metrics time its statements). */
  instrument?: (db: Database) => Database;
}

/** Opens (and migrates) the database unless one is given, seeds it, closes what it opened. */
export default fp<DbPluginOptions>(
  async (app, options) => {
    const db =
      options.db ??
      (await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl, poolMax: options.poolMax }));
    if (!options.db) app.addHook('onClose', () => db.close());
    app.decorate('db', options.instrument ? options.instrument(db) : db);
    let seeded = false;
    if (options.seed !== false) {
      // Instances starting together on one PostgreSQL seed one after the other (the second finds it done).
      const { seededTenants } = await db.exclusive(SEED_LOCK, () => seedDatabase(db));
      seeded = seededTenants.length > 0;
      if (seeded) app.log.info({ seededTenants }, 'demo data seeded');
    }
    // PostgreSQL's autovacuum keeps the statistics of a database in use, not of one just seeded.
    if (db.kind === 'pglite' || seeded) await refreshPlannerStatistics(db);
    app.log.debug({ kind: db.kind }, 'database ready');
  },
  { name: 'db' },
);
