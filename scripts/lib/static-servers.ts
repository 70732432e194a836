import path from 'node:path';
import { mkdirSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';

/** Entry points must always be revalidated; hashed chunks never change once published. */
function cacheControl(file: string): string {
  const name = path.basename(file);
  if (name === 'index.html' || name === 'mf-manifest.json' || name === 'remoteEntry.js' || name === 'mf-stats.json') {
    return 'no-cache';
  }
  return /\.[0-9a-f]{8}\.(js|css)$/.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** A host name as a browser sends it in Host (no port), or null: nothing else goes into a header. */
function hostnameOf(host: string | undefined): string | null {
  const name = (host ?? '').replace(/:\d+$/, '');
  return /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)$/.test(name) ? name : null;
}

/**
 * The portal's pages run scripts from the host and the remotes' servers only, connect to the
 * same and to its own live channel, and may not be framed by another site (clickjacking).
 * Styles may be inline (antd writes its CSS at run time); images may be data: URLs (icons).
 * `remoteOrigins` are the remotes' servers, `{hostname}` standing for the one the page was
 * opened with (as the registry's manifest addresses do).
 */
export function hostContentSecurityPolicy(remoteOrigins: readonly string[], host: string | undefined): string {
  const hostname = hostnameOf(host) ?? 'localhost';
  const remotes = remoteOrigins.map((origin) => origin.replaceAll('{hostname}', hostname)).join(' ');
  const live = host && hostnameOf(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${remotes}${live}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A remote's server hands out scripts and manifests only: as a document, nothing of it runs or frames. */
export const REMOTE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The host's server: its built files, the single-page fallback for deep links, and the
 * same-origin `/api` proxy (also the live channel's websocket) to the API. Its own answers
 * carry the portal's CSP and refuse framing; the API's keep the API's headers.
 */
export async function createHostServer(options: {
  distDir: string;
  apiUrl: string;
  remoteOrigins: readonly string[];
}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return;
    reply.header('Content-Security-Policy', hostContentSecurityPolicy(options.remoteOrigins, request.headers.host));
    reply.header('X-Frame-Options', 'DENY');
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  await app.register(httpProxy, {
    upstream: options.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    websocket: true,
    // The API sees the browser's address, not the proxy's (rate limits are per client).
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': request.ip,
        'x-forwarded-host': request.headers.host ?? '',
      }),
    },
  });
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    setHeaders: (res, file) => res.header('Cache-Control', cacheControl(file)),
  });
  app.setNotFoundHandler((request, reply) => {
    // Deep links (`/fields?page=2`) get the app; a missing asset stays a 404.
    if (request.method === 'GET' && !path.extname(request.url.split('?')[0])) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ error: true, message: 'Risorsa non trovata', context: null });
  });
  return app;
}

/**
 * A remote's server: every published version folder of the remote, with CORS (the host's
 * origin fetches the manifest) and the cache rules above.
 */
export async function createRemoteServer(options: { releasesDir: string }): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  // A remote with no release yet still gets its server (answering 404 until the first one).
  mkdirSync(options.releasesDir, { recursive: true });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Content-Security-Policy', REMOTE_CONTENT_SECURITY_POLICY);
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  await app.register(fastifyStatic, {
    root: options.releasesDir,
    index: false,
    setHeaders: (res, file) => res.header('Cache-Control', cacheControl(file)),
  });
  return app;
}
