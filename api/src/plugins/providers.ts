import fp from 'fastify-plugin';
import { createForeignProvider } from '../foreign/create-provider.ts';
import type { ForeignProvider } from '../foreign/provider.ts';
import { createSubjectProvider } from '../providers/create-provider.ts';
import type { SubjectDataProvider } from '../providers/provider.ts';

/** The data providers a service asks (reports, foreign companies): chosen once, by configuration. */
export interface Providers {
  subjects: SubjectDataProvider;
  foreign: ForeignProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    providers: Providers;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    app.decorate('providers', {
      subjects: createSubjectProvider(
        { kind: config.reportProvider, url: config.reportProviderUrl, timeoutMs: config.reportProviderTimeoutMs },
        app.db,
      ),
      foreign: createForeignProvider(config.foreignProvider, app.db, config.reportProviderTimeoutMs),
    });
  },
  { name: 'providers' },
);
