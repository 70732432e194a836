import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, envelope } from '../../errors.ts';
import {
  REMOTE_MF_NAMES,
  ReleaseError,
  listReleases,
  manifestUrl,
  promoteCanary,
  recordRelease,
  releasesFor,
  rollbackRelease,
  type RegistryViewer,
} from '../../platform/release-registry.ts';
import { AppParams, Release, ReleaseBody, RemoteEntry } from '@portal/contracts/api/platform';
import { Type } from '@portal/contracts/api/schema';
import { responses } from '../../schemas/common.ts';
import { httpPublishedCheck } from '../../platform/published-check.ts';

/** Remote registry: what the host loads (public) and how releases move it (deploy token). */
const platform: FastifyPluginAsyncTypebox = async (app) => {
  const translate = (error: unknown): never => {
    if (error instanceof ReleaseError) {
      const conflict = error.code === 'NOTHING_TO_ROLL_BACK' || error.code === 'NOTHING_TO_PROMOTE';
      throw new HttpError(conflict ? 409 : 400, error.message);
    }
    throw error;
  };

  /** The signed-in user, when the page sends its token: a canary may be theirs. Anyone else: null. */
  const viewerOf = async (authorization: string | undefined): Promise<RegistryViewer | null> => {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    const claims = token ? await app.tokens.verify(token) : null;
    return claims ? { tenantCode: claims.tid, login: claims.login } : null;
  };

  app.get(
    '/api/platform/remotes',
    {
      config: { access: 'public' },
      schema: {
        tags: ['piattaforma'],
        summary: 'Versioni attive dei remote, con il manifest da caricare',
        description:
          'Pubblica; con il token di un utente risponde, per i remote con un rilascio canary che lo comprende, ' +
          'la versione canary.',
        response: responses(Type.Array(RemoteEntry)),
      },
    },
    async (request, reply) => {
      const releases = await releasesFor(app.db, await viewerOf(request.headers.authorization));
      // A release must reach the next page load at once; the answer depends on who asks.
      reply.header('cache-control', 'no-cache');
      reply.header('vary', 'Authorization');
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
        summary: 'Registra e attiva una nuova versione di un remote (per tutti, o per un canary)',
        description:
          'La versione deve essere pubblicata: il server del remote deve rispondere con il suo mf-manifest.json ' +
          '(400 "La versione … non è pubblicata" altrimenti) e il suo portal-contract.json deve avere il contratto ' +
          "dell'host (400 altrimenti). Con canary la versione vale solo per gli utenti indicati (login@tenant) " +
          'o per una percentuale degli utenti di un tenant, fino a promote o rollback.',
        params: AppParams,
        body: ReleaseBody,
        response: responses(Release),
      },
    },
    async (request) => {
      const published = httpPublishedCheck(app.config.remoteUrls, app.config.releaseCheckHost);
      const { version, canary } = request.body;
      const created = await recordRelease(app.db, request.params.app, version, published, canary).catch(translate);
      request.log.info({ app: created.app, version: created.version, canary: created.canary }, 'remote released');
      const message = created.canary
        ? `Versione ${created.version} di ${created.app} attivata per il canary`
        : `Versione ${created.version} di ${created.app} attivata`;
      return envelope(created, message);
    },
  );

  app.post(
    '/api/platform/remotes/:app/promote',
    {
      config: { access: 'deploy' },
      schema: {
        tags: ['piattaforma'],
        summary: 'Rende il rilascio canary di un remote attivo per tutti',
        params: AppParams,
        response: responses(Release),
      },
    },
    async (request) => {
      const promoted = await promoteCanary(app.db, request.params.app).catch(translate);
      request.log.info({ app: promoted.app, version: promoted.version }, 'canary promoted');
      return envelope(promoted, `Versione ${promoted.version} di ${promoted.app} attiva per tutti`);
    },
  );

  app.post(
    '/api/platform/remotes/:app/rollback',
    {
      config: { access: 'deploy' },
      schema: {
        tags: ['piattaforma'],
        summary: 'Riattiva la versione precedente di un remote (o chiude il canary in corso)',
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
