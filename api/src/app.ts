import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { databaseRateLimitStore } from './http/shared-rate-limit-store.ts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { resolveConfig, type AppOptions } from './config.ts';
import { nestsTooDeep, nonFiniteNumberAt, unstorableTextAt } from './http/text-safety.ts';
import { limitInFlight } from './http/overload.ts';
import { instrument, timedDatabase } from './http/metrics.ts';
import { sendSecurityHeaders } from './http/security-headers.ts';
import { HttpError, MESSAGES, errorHandler } from './errors.ts';
import authPlugin from './plugins/auth.ts';
import dbPlugin from './plugins/db.ts';
import providersPlugin from './plugins/providers.ts';
import activityPlugin from './plugins/activity.ts';
import tenantPlugin from './plugins/tenant.ts';
import jobsPlugin from './jobs/scheduler.ts';
import authRoutes from './modules/auth/routes.ts';
import domainRoutes from './modules/domain/routes.ts';
import contentRoutes from './modules/contents/routes.ts';
import fieldRoutes from './modules/fields/routes.ts';
import formFieldRoutes from './modules/form-fields/routes.ts';
import formRoutes from './modules/forms/routes.ts';
import formValidatorRoutes from './modules/form-validator/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import helpCenterRoutes from './modules/help-center/routes.ts';
import impersonationRoutes from './modules/impersonation/routes.ts';
import lineRoutes from './modules/lines/routes.ts';
import meRoutes from './modules/me/routes.ts';
import { sheetPool, type SheetPoolOptions, type SheetReader } from './spreadsheets/sheet-pool.ts';
import { pdfPool, type PdfRenderer } from './reports/pdf-pool.ts';
import type { FairPoolOptions } from './workers/fair-pool.ts';
import notificationRoutes from './modules/notifications/routes.ts';
import permissionManagementRoutes from './modules/permission-management/routes.ts';
import processingRoutes from './modules/processings/routes.ts';
import clientRoutes from './modules/clients/routes.ts';
import userRoutes from './modules/users/routes.ts';
import activityRoutes from './modules/activity/routes.ts';
import priceListRoutes from './modules/price-lists/routes.ts';
import requestHistoryRoutes from './modules/request-history/routes.ts';
import creditRoutes from './modules/credit/routes.ts';
import billingRoutes from './modules/billing/routes.ts';
import statisticsRoutes from './modules/statistics/routes.ts';
import portfolioRoutes from './modules/portfolio/routes.ts';
import platformRoutes from './modules/platform/routes.ts';
import metricsRoutes from './modules/metrics/routes.ts';
import productRoutes from './modules/products/routes.ts';
import orderingRoutes from './modules/ordering/routes.ts';
import requestRoutes from './modules/requests/routes.ts';
import requestAttachmentRoutes from './modules/request-attachments/routes.ts';
import batchRoutes from './modules/batches/routes.ts';
import offlineRequestRoutes from './modules/offline-requests/routes.ts';
import foreignRoutes from './modules/foreign/routes.ts';
import productCatalogueRoutes from './modules/product-catalogue/routes.ts';
import serviceRoutes from './modules/services/routes.ts';
import subjectRoutes from './modules/subjects/routes.ts';
import tenantRoutes from './modules/tenants/routes.ts';
import { ErrorEnvelope } from './schemas/common.ts';

export type { AppOptions } from './config.ts';

export const DOCS_PREFIX = '/api/docs';

/** One plugin per resource: src/modules/<resource>/routes.ts. */
export const ROUTES: FastifyPluginAsync[] = [
  healthRoutes,
  metricsRoutes,
  tenantRoutes,
  authRoutes,
  meRoutes,
  platformRoutes,
  fieldRoutes,
  formRoutes,
  formFieldRoutes,
  contentRoutes,
  serviceRoutes,
  lineRoutes,
  productCatalogueRoutes,
  productRoutes,
  orderingRoutes,
  requestRoutes,
  requestAttachmentRoutes,
  permissionManagementRoutes,
  processingRoutes,
  clientRoutes,
  userRoutes,
  activityRoutes,
  priceListRoutes,
  requestHistoryRoutes,
  creditRoutes,
  billingRoutes,
  statisticsRoutes,
  portfolioRoutes,
  helpCenterRoutes,
  subjectRoutes,
  domainRoutes,
  formValidatorRoutes,
  notificationRoutes,
  // After the notifications: a file's check pushes its progress on their live channel.
  batchRoutes,
  offlineRequestRoutes,
  foreignRoutes,
  impersonationRoutes,
];

// Unknown properties are an error, never silently dropped.
const AJV_OPTIONS = { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false } as const;
const ajvPool = AjvCompiler();

/**
 * Query strings and path parameters are text and need coercion ("20" -> 20); a JSON body has
 * real types, and `{"size": "20"}` or `{"username": 5}` must be a 400, not silently converted.
 */
type RouteSchema = { schema: object; httpPart?: string };
type Compile = (route: RouteSchema) => unknown;
const buildValidator = ((externalSchemas: Record<string, object>, options: { customOptions?: object }) => {
  const pool = ajvPool as unknown as (schemas: object, options: object) => Compile;
  const coercing = pool(externalSchemas, options);
  const strict = pool(externalSchemas, { ...options, customOptions: { ...AJV_OPTIONS, coerceTypes: false } });
  return (route: RouteSchema) => (route.httpPart === 'body' ? strict(route) : coercing(route));
}) as unknown as BuildCompilerFromPool;

export interface BuildOptions extends AppOptions {
  /** More route plugins after the built-in ones (they must declare access like the others). */
  extraRoutes?: FastifyPluginAsync[];
  /** The threads that read batch files (spreadsheets/sheet-pool.ts). */
  sheetPool?: SheetPoolOptions;
  /** The threads that draw reports' PDFs (reports/pdf-pool.ts). */
  pdfPool?: FairPoolOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads batch files off the event loop. */
    sheets: SheetReader;
    /** Draws reports' PDFs off the event loop. */
    pdfs: PdfRenderer;
  }
}

/** Builds the API and waits until every plugin is loaded; throws if a route lacks `config.access`. */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = resolveConfig(options);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    // The first start creates, migrates and seeds the database inside the db plugin: on a
    // busy two-core machine that exceeds Fastify's default 10 s plugin timeout.
    pluginTimeout: 120_000,
    trustProxy: options.trustProxy ?? 'loopback',
    ajv: { customOptions: AJV_OPTIONS },
    schemaController: { compilersFactory: { buildValidator } },
    // Errors raised before routing (a malformed URL) get the envelope too.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
  });
  app.decorate('config', config);
  const sheets = sheetPool(options.sheetPool);
  app.decorate('sheets', sheets);
  app.addHook('onClose', () => sheets.close());
  const pdfs = pdfPool(options.pdfPool);
  app.decorate('pdfs', pdfs);
  app.addHook('onClose', () => pdfs.close());
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ error: true, message: MESSAGES.notFound, context: null });
  });

  // JSON only (415 for anything else); an empty JSON body counts as no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') return done(null, undefined);
    parseJson(request, body as string, done);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // API answers are per-user data: never cached unless a route says otherwise.
    if (!reply.hasHeader('cache-control') && !request.url.startsWith(DOCS_PREFIX)) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
  app.addHook('preValidation', async (request) => {
    // `?clientId=` from a cleared filter means "no filter", as if the parameter were absent.
    const query = request.query as Record<string, unknown> | undefined;
    if (query && typeof query === 'object') {
      for (const key of Object.keys(query)) if (query[key] === '') delete query[key];
    }
    // Deeper than any contract: refused whole, so the checks below see every value.
    if (nestsTooDeep(request.body)) throw new HttpError(400, MESSAGES.tooDeep);
    // NUL and lone surrogates, anywhere: a 400 here rather than a 500 from PostgreSQL later.
    for (const part of ['params', 'query', 'body'] as const) {
      const field = unstorableTextAt(request[part]);
      if (field !== null) throw new HttpError(400, MESSAGES.unstorableText, { field: field || null });
    }
  });
  app.addHook('preHandler', async (request) => {
    // After validation: the coerced numbers ("1e400" is Infinity, an integer to the schemas).
    for (const part of ['params', 'query', 'body'] as const) {
      const field = nonFiniteNumberAt(request[part]);
      if (field === null) continue;
      const message = field ? `Valore non valido per "${field}": numero fuori intervallo` : MESSAGES.badRequest;
      throw new HttpError(400, message, { field: field || null });
    }
  });
  app.addSchema(ErrorEnvelope);

  // Overload first: a request refused for it costs nothing more.
  const load = options.maxInFlight === false ? null : limitInFlight(app, options.maxInFlight ?? 256);
  const metrics = instrument(app, {
    load,
    workers: () => [
      { pool: 'batch-files', ...sheets.stats() },
      { pool: 'report-pdfs', ...pdfs.stats() },
    ],
    liveSockets: () => (app.hasDecorator('notifications') ? app.notifications.openSockets() : 0),
  });

  // External plugins.
  sendSecurityHeaders(app);
  await app.register(cookie);
  if (options.rateLimit !== false) {
    // Several instances may share a PostgreSQL server: their counts are shared there.
    const postgres = (options.db?.kind ?? (options.databaseUrl ? 'postgres' : 'pglite')) === 'postgres';
    await app.register(rateLimit, {
      max: options.rateLimit?.max ?? 600,
      timeWindow: options.rateLimit?.timeWindow ?? 60_000,
      ...(postgres ? { store: databaseRateLimitStore(() => app.db, config.counterNamespace) } : {}),
      errorResponseBuilder: () => new HttpError(429, MESSAGES.tooManyRequests),
    });
  }
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'API del Portale',
        description:
          'Ogni risposta JSON ha la forma { error, message, context }. Le chiamate autenticate richiedono ' +
          "Authorization: Bearer <token> e l'intestazione TenantId con il codice del tenant del token.",
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          tenantId: { type: 'apiKey', in: 'header', name: 'TenantId' },
          deployToken: { type: 'apiKey', in: 'header', name: 'X-Deploy-Token' },
        },
      },
    },
  });
  // The docs page gets the app's one CSP (helmet's), not swagger-ui's own (upgrade-insecure-requests).
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: false });

  // Application plugins.
  await app.register(dbPlugin, {
    db: options.db,
    dataDir: config.dataDir,
    databaseUrl: options.databaseUrl,
    poolMax: options.databasePoolMax,
    seed: options.seed,
    instrument: (db) => timedDatabase(db, metrics),
  });
  await app.register(authPlugin, {
    dataDir: config.dataDir,
    jwtSecret: options.jwtSecret,
    remoteTokens: options.remoteTokens,
    accessTokenTtl: config.accessTokenTtl,
    signInMaxFailures: config.signInMaxFailures,
    signInWindowMs: config.signInWindowMs,
    docsPrefix: DOCS_PREFIX,
  });
  await app.register(tenantPlugin);
  await app.register(activityPlugin);
  await app.register(providersPlugin);

  for (const routes of [...ROUTES, ...(options.extraRoutes ?? [])]) await app.register(routes);
  await app.register(jobsPlugin);

  try {
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}
