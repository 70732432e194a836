import { PROVIDER_TIMEOUT_MS } from './providers/create-provider.ts';
import type { ForeignProvider } from './foreign/provider.ts';
import path from 'node:path';
import { DEFAULT_DATA_DIR, type Database } from './db/database.ts';
import { CONTRACT_FILE, type RemoteApp } from '@portal/contracts/platform';
import { BATCH_DIRECT_ZIP_MAX } from '@portal/contracts/api/batches';
import type { SubjectDataProvider } from './providers/provider.ts';

export interface AppOptions {
  /** Root of the API's files: PGlite, jwt-secret, deploy-token, outbox. Default `<repo>/.data`. */
  dataDir?: string;
  /** Real PostgreSQL instead of the embedded PGlite. */
  databaseUrl?: string;
  /** PostgreSQL only: connections this process keeps open at most (DATABASE_POOL_MAX). Default 10. */
  databasePoolMax?: number;
  /** A database opened (and migrated) by the caller; the app does not close it. */
  db?: Database;
  /** Seed the demo tenants on start (idempotent). Default true. */
  seed?: boolean;
  /** HS256 key for access tokens; default: `<dataDir>/jwt-secret`, generated once. */
  jwtSecret?: string;
  /**
   * The remotes' release tokens to make active (tests, or a deployment that sets them); a remote
   * without one gets one at start, in `<dataDir>/remote-tokens/<app>` (api/src/platform/remote-tokens.ts).
   */
  remoteTokens?: Partial<Record<RemoteApp, string>>;
  /** Access-token lifetime in seconds. Default 300. */
  accessTokenTtl?: number;
  /** Refresh-token lifetime in seconds. Default 7 days. */
  refreshTokenTtl?: number;
  /** Tenant used when the username has no `@tenant`. Default `alfa`. */
  defaultTenant?: string;
  /** Failed sign-ins per account before 429, and the window they are counted in. */
  signInMaxFailures?: number;
  signInWindowMs?: number;
  /** Failed sign-ins per client address in the same window (many accounts, one address). Default 50. */
  signInMaxFailuresPerAddress?: number;
  /** Consecutive failed sign-ins that lock an account until its unlock link is used. Default 5. */
  accountLockFailures?: number;
  /**
   * The portal's addresses allowed in mailed links (reset, unlock), the first by default; never
   * taken from the request's headers. Default: the local portal, `http://localhost:4200`.
   */
  publicUrls?: readonly string[];
  /**
   * Prefix of the counters shared through PostgreSQL (sign-in attempts, mails per recipient,
   * request rates). Instances of one platform share the default ''; tests give each app its
   * own, as separate processes on PGlite would have.
   */
  counterNamespace?: string;
  /** Overload: requests served at once past which a new one gets 503 at once. Default 256; false: none. */
  maxInFlight?: number | false;
  /** Requests per IP and window for the whole API; false disables it. */
  rateLimit?: { max: number; timeWindow: number } | false;
  /** Maximum request body in bytes. Default 1 MiB. */
  bodyLimit?: number;
  /** Base URL of each remote's published files; `{hostname}` is replaced by the browser. */
  remoteUrls?: Partial<Record<RemoteApp, string>>;
  /** The host in `{hostname}` when the API checks that a release is published. Default 127.0.0.1. */
  releaseCheckHost?: string;
  /**
   * The deployed host's `portal-contract.json`, against which an uploaded remote build is
   * checked (HOST_CONTRACT_URL). Default: the first public URL's, reached at releaseCheckHost.
   */
  hostContractUrl?: string;
  /**
   * Other origins that may read the remotes' stable manifest addresses (CORS), such as a remote
   * team's dev server or a host outside the portal. Default none: CORS off.
   */
  allowedOrigins?: readonly string[];
  /** Ports of the default remote URLs (`http://{hostname}:<port>`). */
  remotePorts?: Partial<Record<RemoteApp, number>>;
  /** SMTP server URL; without it mails are written to `outboxDir`. */
  smtpUrl?: string;
  outboxDir?: string;
  supportMailTo?: string;
  mailFrom?: string;
  /** A pre-production deployment: every tenant reports preProduction (the top bar says so). Default false. */
  preProduction?: boolean;
  /** Passed to Fastify: trust X-Forwarded-* from these proxies. Default: loopback (the host's proxy). */
  trustProxy?: boolean | string | string[];
  logger?: boolean | object;
  /** What time it is: the processings' hours are judged by it (tests set it). Default: the system clock. */
  clock?: () => Date;
  /** The scheduled jobs (results purge, digests): every minute. Default true. */
  jobs?: boolean;
  /** The provider of foreign-company reports (FOREIGN_PROVIDER): only 'embedded' so far; tests pass a provider itself. */
  foreignProvider?: string | ForeignProvider;
  /**
   * The provider of the reports' data (REPORT_PROVIDER): 'embedded' (default) or 'http' with
   * REPORT_PROVIDER_URL (providers/http-provider.ts); tests pass a provider itself.
   */
  reportProvider?: string | SubjectDataProvider;
  reportProviderUrl?: string;
  /** How long a provider call may take before the order is refused uncharged (REPORT_PROVIDER_TIMEOUT_MS). Default 8000. */
  reportProviderTimeoutMs?: number;
  /** Subject searches' answers kept in the process (SUBJECT_SEARCH_CACHE); 0 keeps none. Default 1000. */
  subjectSearchCacheEntries?: number;
  /**
   * `GET /metrics` answers the loopback without credentials; anyone else needs
   * `Authorization: Bearer <METRICS_TOKEN>`. Without a token only the loopback may read them.
   */
  metricsToken?: string;
  /**
   * How many subject documents a batch's zip may hold to be drawn while the caller waits; above
   * it the zip is an archive prepared in the background. Default BATCH_DIRECT_ZIP_MAX (tests lower it).
   */
  batchDirectZipMax?: number;
  /**
   * The platform's administrators, as `login@tenant` (PLATFORM_ADMINS, comma-separated): they see
   * the remotes' health and set the canaries' watch. Default `admin@alfa`.
   */
  platformAdmins?: readonly string[];
}

export interface ResolvedConfig {
  dataDir: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  defaultTenant: string;
  signInMaxFailures: number;
  signInWindowMs: number;
  signInMaxFailuresPerAddress: number;
  accountLockFailures: number;
  counterNamespace: string;
  publicUrls: readonly string[];
  remoteUrls: Record<RemoteApp, string>;
  releaseCheckHost: string;
  hostContractUrl: string;
  allowedOrigins: readonly string[];
  smtpUrl?: string;
  outboxDir: string;
  supportMailTo: string;
  mailFrom: string;
  preProduction: boolean;
  clock: () => Date;
  jobs: boolean;
  foreignProvider: string | ForeignProvider;
  reportProvider: string | SubjectDataProvider;
  reportProviderUrl?: string;
  reportProviderTimeoutMs: number;
  subjectSearchCacheEntries: number;
  metricsToken?: string;
  /** `login@tenant`, lower case. */
  platformAdmins: readonly string[];
  batchDirectZipMax: number;
}

/** The portal as `npm start` serves it on this machine. */
export const DEFAULT_PUBLIC_URL = 'http://localhost:4200';

const DEFAULT_REMOTE_PORTS: Record<RemoteApp, number> = {
  'remote-customer': 4201,
  'remote-admin': 4202,
  'remote-permissions': 4203,
};

/** The host's contract file beside its page, reached as the API reaches the local servers. */
function defaultHostContractUrl(options: AppOptions): string {
  const url = new URL(options.publicUrls?.[0]?.trim() || DEFAULT_PUBLIC_URL);
  if (url.hostname === 'localhost') url.hostname = options.releaseCheckHost ?? '127.0.0.1';
  return new URL(CONTRACT_FILE, `${url.origin}/`).href;
}

export function resolveConfig(options: AppOptions): ResolvedConfig {
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const ports = { ...DEFAULT_REMOTE_PORTS, ...options.remotePorts };
  const remoteUrls = Object.fromEntries(
    (Object.keys(DEFAULT_REMOTE_PORTS) as RemoteApp[]).map((app) => [
      app,
      options.remoteUrls?.[app] ?? `http://{hostname}:${ports[app]}`,
    ]),
  ) as Record<RemoteApp, string>;
  return {
    dataDir,
    accessTokenTtl: options.accessTokenTtl ?? 300,
    refreshTokenTtl: options.refreshTokenTtl ?? 7 * 24 * 3600,
    defaultTenant: (options.defaultTenant ?? 'alfa').toLowerCase(),
    signInMaxFailures: options.signInMaxFailures ?? 5,
    signInWindowMs: options.signInWindowMs ?? 15 * 60 * 1000,
    signInMaxFailuresPerAddress: options.signInMaxFailuresPerAddress ?? 50,
    accountLockFailures: options.accountLockFailures ?? 5,
    counterNamespace: options.counterNamespace ?? '',
    publicUrls: (options.publicUrls?.length ? options.publicUrls : [DEFAULT_PUBLIC_URL]).map((url) =>
      url.trim().replace(/\/+$/, ''),
    ),
    remoteUrls,
    releaseCheckHost: options.releaseCheckHost ?? '127.0.0.1',
    hostContractUrl: options.hostContractUrl ?? defaultHostContractUrl(options),
    allowedOrigins: (options.allowedOrigins ?? []).map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean),
    smtpUrl: options.smtpUrl,
    outboxDir: options.outboxDir ?? path.join(dataDir, 'outbox'),
    supportMailTo: options.supportMailTo ?? 'supporto@portale.local',
    mailFrom: options.mailFrom ?? 'Portale <noreply@portale.local>',
    preProduction: options.preProduction ?? false,
    clock: options.clock ?? (() => new Date()),
    jobs: options.jobs ?? true,
    foreignProvider: options.foreignProvider ?? 'embedded',
    reportProvider: options.reportProvider ?? 'embedded',
    reportProviderUrl: options.reportProviderUrl,
    reportProviderTimeoutMs: options.reportProviderTimeoutMs ?? PROVIDER_TIMEOUT_MS,
    subjectSearchCacheEntries: options.subjectSearchCacheEntries ?? 1_000,
    metricsToken: options.metricsToken,
    platformAdmins: (options.platformAdmins ?? ['admin@alfa']).map((name) => name.trim().toLowerCase()).filter(Boolean),
    batchDirectZipMax: options.batchDirectZipMax ?? BATCH_DIRECT_ZIP_MAX,
  };
}

/** Options from the environment, for `server.ts` (README lists the variables). */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): AppOptions {
  const number = (value: string | undefined) => (value ? Number(value) : undefined);
  const trustProxy = env.TRUST_PROXY;
  return {
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: number(env.DATABASE_POOL_MAX),
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtl: number(env.ACCESS_TOKEN_TTL),
    defaultTenant: env.DEFAULT_TENANT || undefined,
    remoteUrls: {
      'remote-customer': env.REMOTE_CUSTOMER_URL || undefined,
      'remote-admin': env.REMOTE_ADMIN_URL || undefined,
      'remote-permissions': env.REMOTE_PERMISSIONS_URL || undefined,
    },
    releaseCheckHost: env.RELEASE_CHECK_HOST || undefined,
    hostContractUrl: env.HOST_CONTRACT_URL || undefined,
    remoteTokens: {
      'remote-customer': env.REMOTE_CUSTOMER_TOKEN || undefined,
      'remote-admin': env.REMOTE_ADMIN_TOKEN || undefined,
      'remote-permissions': env.REMOTE_PERMISSIONS_TOKEN || undefined,
    },
    allowedOrigins: env.PORTAL_ALLOWED_ORIGINS ? env.PORTAL_ALLOWED_ORIGINS.split(',') : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    publicUrls: env.PUBLIC_URL ? env.PUBLIC_URL.split(',').filter((url) => url.trim()) : undefined,
    supportMailTo: env.SUPPORT_MAIL_TO || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    foreignProvider: env.FOREIGN_PROVIDER || undefined,
    reportProvider: env.REPORT_PROVIDER || undefined,
    reportProviderUrl: env.REPORT_PROVIDER_URL || undefined,
    reportProviderTimeoutMs: number(env.REPORT_PROVIDER_TIMEOUT_MS),
    subjectSearchCacheEntries: number(env.SUBJECT_SEARCH_CACHE),
    metricsToken: env.METRICS_TOKEN || undefined,
    platformAdmins: env.PLATFORM_ADMINS ? env.PLATFORM_ADMINS.split(',') : undefined,
    preProduction: env.PRE_PRODUCTION ? env.PRE_PRODUCTION === 'true' : undefined,
    rateLimit: env.RATE_LIMIT_MAX ? { max: Number(env.RATE_LIMIT_MAX), timeWindow: 60_000 } : undefined,
    maxInFlight: env.MAX_IN_FLIGHT ? Number(env.MAX_IN_FLIGHT) > 0 && Number(env.MAX_IN_FLIGHT) : undefined,
    trustProxy:
      trustProxy === undefined ? undefined : trustProxy === 'true' ? true : trustProxy === 'false' ? false : trustProxy,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: ResolvedConfig;
  }
}
