import type { FastifyPluginAsync } from 'fastify';
import { HttpError, envelope } from '../../errors.ts';
import {
  REMOTE_MF_NAMES,
  ReleaseError,
  activeReleases,
  listReleases,
  manifestUrl,
  recordRelease,
  rollbackRelease,
  type RemoteApp,
} from '../../platform/release-registry.ts';
import { responses } from '../../schemas/common.ts';
import { appParams, release, releaseBody, remoteEntry } from '../../schemas/platform.ts';

/** Remote registry: what the host loads (public) and how releases move it (deploy token). */
const platform: FastifyPluginAsync = async (app) => {
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
        response: responses({ type: 'array', items: remoteEntry }),
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

  app.get<{ Params: { app: RemoteApp } }>(
    '/api/platform/remotes/:app/releases',
    {
      config: { access: 'deploy' },
      schema: {
        tags: ['piattaforma'],
        summary: 'Storico dei rilasci di un remote (dal più recente)',
        params: appParams,
        response: responses({ type: 'array', items: release }),
      },
    },
    async (request) => envelope(await listReleases(app.db, request.params.app).catch(translate)),
  );

  app.post<{ Params: { app: RemoteApp }; Body: { version: string } }>(
    '/api/platform/remotes/:app/releases',
    {
      config: { access: 'deploy' },
      schema: {
        tags: ['piattaforma'],
        summary: 'Registra e attiva una nuova versione di un remote',
        params: appParams,
        body: releaseBody,
        response: responses(release),
      },
    },
    async (request) => {
      const created = await recordRelease(app.db, request.params.app, request.body.version).catch(translate);
      request.log.info({ app: created.app, version: created.version }, 'remote released');
      return envelope(created, `Versione ${created.version} di ${created.app} attivata`);
    },
  );

  app.post<{ Params: { app: RemoteApp } }>(
    '/api/platform/remotes/:app/rollback',
    {
      config: { access: 'deploy' },
      schema: {
        tags: ['piattaforma'],
        summary: 'Riattiva la versione precedente di un remote',
        params: appParams,
        response: responses(release),
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
