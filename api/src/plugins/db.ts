import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../db/database.ts';
import { seedDatabase } from '../db/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DbPluginOptions {
  db?: Database;
  dataDir: string;
  databaseUrl?: string;
  seed?: boolean;
}

/** Opens (and migrates) the database unless one is given, seeds it, closes what it opened. */
export default fp<DbPluginOptions>(
  async (app, options) => {
    const db = options.db ?? (await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl }));
    if (!options.db) app.addHook('onClose', () => db.close());
    app.decorate('db', db);
    if (options.seed !== false) {
      const { seededTenants } = await seedDatabase(db);
      if (seededTenants.length > 0) app.log.info({ seededTenants }, 'demo data seeded');
    }
    app.log.debug({ kind: db.kind }, 'database ready');
  },
  { name: 'db' },
);
