import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, envelope } from '../../errors.ts';
import {
  REMOTE_MF_NAMES,
  ReleaseError,
  activeReleases,
  listReleases,
  manifestUrl,
  recordRelease,
  rollbackRelease,
} from '../../platform/release-registry.ts';
import { AppParams, Release, ReleaseBody, RemoteEntry } from '@portal/contracts/api/platform';
import { Type } from '@portal/contracts/api/schema';
import { responses } from '../../schemas/common.ts';
import { httpPublishedCheck } from '../../platform/published-check.ts';

/** Remote registry: what the host loads (public) and how releases move it (deploy token). */
const platform: FastifyPluginAsyncTypebox = async (app) => {
  const translate = (error: unknown): never => {
    if (error instanceof ReleaseError) {
      throw new HttpError(error.code === 'NOTHING_TO_ROLL_BACK' ? 409 : 400, error.message);
    }
    throw error;
  };

  app.get(
    '/api/platform/remotes',
    {
      config: { access: 'public' },
      schema: {
        tags: ['piattaforma'],
        summary: 'Versioni attive dei remote, con il manifest da caricare',
        response: responses(Type.Array(RemoteEntry)),
      },
    },
    async (_request, reply) => {
      const releases = await activeReleases(app.db);
      // A release must reach the next page load at once.
      reply.header('cache-control', 'no-cache');
      return envelope(
        releases.map((entry) => ({
          name: REMOTE_MF_NAMES[entry.app],
          app: entry.app,
          version: entry.version,
          manifestUrl: manifestUrl(app.config.remoteUrls[entry.app], entry.version),
        })),
      );
    },
  );

  app.get(
    '/api/platform/remotes/:app/releases',
    {
      config: { access: 'deploy' },
      schema: {
        tags: ['piattaforma'],
        summary: 'Storico dei rilasci di un remote (dal più recente)',
        params: AppParams,
        response: responses(Type.Array(Release)),
      },
    },
    async (request) => envelope(await listReleases(app.db, request.params.app).catch(translate)),
  );

  app.post(
    '/api/platform/remotes/:app/releases',
    {
      config: { access: 'deploy' },
      schema: {
        tags: ['piattaforma'],
        summary: 'Registra e attiva una nuova versione di un remote',
        description:
          'La versione deve essere pubblicata: il server del remote deve rispondere con il suo mf-manifest.json ' +
          '(400 "La versione … non è pubblicata" altrimenti).',
        params: AppParams,
        body: ReleaseBody,
        response: responses(Release),
      },
    },
    async (request) => {
      const published = httpPublishedCheck(app.config.remoteUrls, app.config.releaseCheckHost);
      const created = await recordRelease(app.db, request.params.app, request.body.version, published).catch(translate);
      request.log.info({ app: created.app, version: created.version }, 'remote released');
      return envelope(created, `Versione ${created.version} di ${created.app} attivata`);
    },
  );

  app.post(
    '/api/platform/remotes/:app/rollback',
    {
      config: { access: 'deploy' },
      schema: {
        tags: ['piattaforma'],
        summary: 'Riattiva la versione precedente di un remote',
        params: AppParams,
        response: responses(Release),
      },
    },
    async (request) => {
      const restored = await rollbackRelease(app.db, request.params.app).catch(translate);
      request.log.info({ app: restored.app, version: restored.version }, 'remote rolled back');
      return envelope(restored, `Ripristinata la versione ${restored.version} di ${restored.app}`);
    },
  );
};

export default platform;
