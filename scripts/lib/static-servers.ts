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

/**
 * The host's server: its built files, the single-page fallback for deep links, and the
 * same-origin `/api` proxy (also the live channel's websocket) to the API.
 */
export async function createHostServer(options: { distDir: string; apiUrl: string }): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
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
  });
  await app.register(fastifyStatic, {
    root: options.releasesDir,
    index: false,
    setHeaders: (res, file) => res.header('Cache-Control', cacheControl(file)),
  });
  return app;
}
