import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import { HOSTED_BUILD_LIMITS } from '@portal/contracts/remote-registry';
import { answer, route } from '../../http/endpoint-route.ts';
import { readUploadedFile, uploadLimits } from '../../http/file-transfer.ts';
import { platformEndpoints } from '@portal/contracts/api/platform';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { HttpError, envelope } from '../../errors.ts';
import {
  ReleaseError,
  listReleases,
  promoteCanary,
  recordRelease,
  remoteEntriesFor,
  rollbackRelease,
  type RegistryViewer,
} from '../../platform/release-registry.ts';
import { publishedCheck } from '../../platform/published-check.ts';
import {
  listRegisteredRemotes,
  registeredRemote,
  registerRemote,
  renewRemoteToken,
  withdrawRemoteToken,
} from '../../platform/registered-remotes.ts';
import { checkBuild, conformanceProblems, readHostedFile, storeBuild } from '../../platform/hosted-builds.ts';
import { hostContract } from '../../platform/host-contract.ts';
import { listWatches, saveWatch } from '../../platform/canary-watch.ts';
import { versionsHealth } from '../../platform/telemetry.ts';
import { createMailer } from '../../mail/mailer.ts';
import { currentManifest } from '../../platform/current-manifest.ts';
import { reportTelemetry } from './service.ts';

/** Reports one page session may send a minute: a page in an error loop must not flood the table. */
const TELEMETRY_RATE = { max: 30, timeWindow: 60_000 };

/**
 * Remote registry: what the host loads (public) and how releases move it (deploy token); the
 * host's telemetry, the remotes' health and the canaries' watch (platform administrators).
 */
const platform: FastifyPluginAsyncTypebox = async (app) => {
  // Only this plugin's build upload is multipart; its other routes stay JSON.
  await app.register(multipart, { limits: uploadLimits(HOSTED_BUILD_LIMITS.zipBytes) });

  const translate = (error: unknown): never => {
    if (error instanceof ReleaseError) {
      const conflict = error.code === 'NOTHING_TO_ROLL_BACK' || error.code === 'NOTHING_TO_PROMOTE';
      throw new HttpError(conflict ? 409 : error.code === 'UNKNOWN_APP' ? 404 : 400, error.message);
    }
    throw error;
  };
  const servers = () => ({ remoteUrls: app.config.remoteUrls, checkHost: app.config.releaseCheckHost });

  /** The signed-in user, when the page sends its token: a canary may be theirs. Anyone else: null. */
  const viewerOf = async (authorization: string | undefined): Promise<RegistryViewer | null> => {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    const claims = token ? await app.tokens.verify(token) : null;
    return claims ? { tenantCode: claims.tid, login: claims.login } : null;
  };

  answer(app, platformEndpoints.getPlatformRemotes, async (request, { db }, reply) => {
    const viewer = await viewerOf(request.headers.authorization);
    // A release must reach the next page load at once; the answer depends on who asks.
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'Authorization');
    return remoteEntriesFor(db, app.config.remoteUrls, viewer);
  });

  /** The stable manifest's CORS: only the origins PORTAL_ALLOWED_ORIGINS names, and only on it. */
  const allowOrigin = (origin: string | undefined, reply: FastifyReply) => {
    reply.header('vary', 'Authorization, Origin');
    if (!origin || !app.config.allowedOrigins.includes(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-expose-headers', 'X-Remote-Version');
  };
  const stableManifest = platformEndpoints.getPlatformRemotesCurrentManifestByApp;

  route(app, stableManifest, async (request, reply) => {
    const viewer = await viewerOf(request.headers.authorization);
    const origin = `${request.protocol}://${request.host}`;
    const current = await currentManifest(app.db, servers(), request.params.app, viewer, origin);
    allowOrigin(request.headers.origin, reply);
    // Like the registry: a release reaches the next load at once, and the answer depends on who asks.
    reply.header('cache-control', 'no-cache');
    reply.header('x-remote-version', current.version);
    // Already JSON: the descriptor's answer is a file, which the serializer leaves as it is.
    return reply.type('application/json').send(Buffer.from(JSON.stringify(current.manifest)));
  });

  // The preflight of a cross-origin read that sends its token (Authorization is not a simple header).
  app.options(stableManifest.path, { config: { access: 'public' } }, async (request, reply) => {
    allowOrigin(request.headers.origin, reply);
    reply.header('access-control-allow-methods', 'GET');
    reply.header('access-control-allow-headers', 'Authorization');
    return reply.code(204).send();
  });

  answer(app, platformEndpoints.getPlatformRemotesReleasesByApp, (request, { db }) =>
    listReleases(db, request.params.app).catch(translate),
  );

  route(app, platformEndpoints.postPlatformRemotesReleasesByApp, async (request) => {
    const published = publishedCheck(app.db, app.config.remoteUrls, app.config.releaseCheckHost);
    const { version, canary } = request.body;
    const created = await recordRelease(app.db, request.params.app, version, published, canary).catch(translate);
    request.log.info({ app: created.app, version: created.version, canary: created.canary }, 'remote released');
    const message = created.canary
      ? `Versione ${created.version} di ${created.app} attivata per il canary`
      : `Versione ${created.version} di ${created.app} attivata`;
    return envelope(created, message);
  });

  route(app, platformEndpoints.postPlatformRemotesPromoteByApp, async (request) => {
    const promoted = await promoteCanary(app.db, request.params.app).catch(translate);
    request.log.info({ app: promoted.app, version: promoted.version }, 'canary promoted');
    return envelope(promoted, `Versione ${promoted.version} di ${promoted.app} attiva per tutti`);
  });

  route(app, platformEndpoints.postPlatformRemotesRollbackByApp, async (request) => {
    const restored = await rollbackRelease(app.db, request.params.app).catch(translate);
    request.log.info({ app: restored.app, version: restored.version }, 'remote rolled back');
    return envelope(restored, `Ripristinata la versione ${restored.version} di ${restored.app}`);
  });

  answer(app, platformEndpoints.getPlatformRemotesRegistered, (_request, { db }) => listRegisteredRemotes(db));

  route(app, platformEndpoints.postPlatformRemotesRegistered, async (request) => {
    const made = await registerRemote(app.db, request.body);
    request.log.info({ app: made.remote.app, team: made.remote.team }, 'remote registered');
    return envelope(
      made,
      `Remote ${made.remote.app} registrato: copia ora il token di rilascio, non sarà più mostrato`,
    );
  });

  route(app, platformEndpoints.postPlatformRemotesTokenByApp, async (request) => {
    const made = await renewRemoteToken(app.db, request.params.app);
    request.log.info({ app: made.remote.app }, 'remote token rotated');
    return envelope(made, `Nuovo token di rilascio di ${made.remote.app}: il precedente non vale più`);
  });

  route(app, platformEndpoints.deletePlatformRemotesTokenByApp, async (request) => {
    const remote = await withdrawRemoteToken(app.db, request.params.app);
    request.log.info({ app: remote.app }, 'remote token revoked');
    return envelope(remote, `Token di rilascio di ${remote.app} revocato`);
  });

  route(app, platformEndpoints.postPlatformRemotesBuildsByAppAndVersion, async (request) => {
    const { app: remote, version } = request.params;
    const file = await readUploadedFile(request, 'build.zip', HOSTED_BUILD_LIMITS.zipBytes);
    const stored = await storeBuild(app.db, remote, version, file.data, await hostContract(app.config.hostContractUrl));
    request.log.info({ app: remote, version, files: stored.files, bytes: stored.bytes }, 'remote build uploaded');
    return envelope(stored, `Build ${version} di ${remote} caricata: ${stored.files} file`);
  });

  answer(app, platformEndpoints.postPlatformRemotesConformanceByApp, async (request, { db }) => {
    await registeredRemote(db, request.params.app);
    const { manifest, contract } = request.body;
    const host = await hostContract(app.config.hostContractUrl);
    return { problems: conformanceProblems(request.params.app, manifest, contract, host) };
  });

  answer(app, platformEndpoints.postPlatformRemotesCheckByApp, async (request) => {
    const file = await readUploadedFile(request, 'build.zip', HOSTED_BUILD_LIMITS.zipBytes);
    return checkBuild(app.db, request.params.app, file.data, await hostContract(app.config.hostContractUrl));
  });

  route(app, platformEndpoints.getPlatformRemoteFilesByAppAndVersion, async (request, reply) => {
    const { app: remote, version } = request.params;
    const file = await readHostedFile(app.db, remote, version, request.params['*']);
    if (!file) throw new HttpError(404, 'File non trovato');
    // A version never changes once uploaded: every file of it may be kept for good.
    return reply
      .type(file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
      .send(Buffer.from(file.content));
  });

  const mailer = createMailer({ smtpUrl: app.config.smtpUrl, outboxDir: app.config.outboxDir, log: app.log });
  answer(
    app,
    platformEndpoints.postPlatformTelemetry,
    async (request, { who }) => {
      const rolledBack = await reportTelemetry({ app, mailer }, who, request.body);
      return { accepted: request.body.events.length, rolledBack };
    },
    {
      config: {
        // Per session (its token's session), not per address: many users share an office's address.
        rateLimit: {
          ...TELEMETRY_RATE,
          // A digest of the caller's token: the shared windows' keys are short (varchar 400).
          keyGenerator: (request) =>
            `telemetry:${createHash('sha256')
              .update(request.headers.authorization ?? request.ip)
              .digest('hex')
              .slice(0, 32)}`,
        },
      },
    },
  );

  answer(app, platformEndpoints.getPlatformRemotesHealth, async (request, { db }) => {
    const hours = request.query.hours ?? 24;
    const since = new Date(app.config.clock().getTime() - hours * 3_600_000);
    return { hours, versions: await versionsHealth(db, since), watches: await listWatches(db) };
  });

  route(app, platformEndpoints.putPlatformCanaryWatchByApp, async (request) => {
    await registeredRemote(app.db, request.params.app);
    const saved = await saveWatch(app.db, request.params.app, request.body);
    request.log.info({ app: saved.app, watch: saved }, 'canary watch changed');
    return envelope(
      saved,
      saved.enabled
        ? `Sorveglianza del canary di ${saved.app} salvata`
        : `Sorveglianza del canary di ${saved.app} spenta`,
    );
  });
};

export default platform;
