/**
 * The deployables' static servers: node's own http server with sirv for the files (types,
 * ETag and 304, ranges) and a hand-written proxy for the host's `/api` — no framework, so each
 * server process idles at about 45 MB (with Fastify it was 84), four of them beside the API.
 */
import { mkdirSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import sirv from 'sirv';
import { LOCAL_OVERRIDE_ORIGINS } from '../../contracts/src/remote-registry.ts';

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
  const remotes = [
    ...remoteOrigins.map((origin) => origin.replaceAll('{hostname}', hostname)),
    // A platform developer's local build, in their own browser only (the local override).
    ...LOCAL_OVERRIDE_ORIGINS,
  ].join(' ');
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

/** A started-or-not static server: `listen` resolves with the port, `close` ends every connection. */
export interface StaticServer {
  readonly server: http.Server;
  listen(options: { port: number; host: string }): Promise<number>;
  close(): Promise<void>;
}

function staticServer(
  handle: http.RequestListener,
  upgrade?: (request: IncomingMessage, socket: Duplex, head: Buffer) => void,
): StaticServer {
  const server = http.createServer(handle);
  if (upgrade) server.on('upgrade', upgrade);
  else server.on('upgrade', (_request, socket) => socket.destroy());
  return {
    server,
    listen: ({ port, host }) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve((server.address() as { port: number }).port));
      }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const NOT_FOUND = JSON.stringify({ error: true, message: 'Risorsa non trovata', context: null });

function notFound(response: ServerResponse): void {
  response.writeHead(404, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
  response.end(NOT_FOUND);
}

/** The proxied request's headers: the API sees the browser's address and the host it asked for. */
function forwardedHeaders(request: IncomingMessage): http.OutgoingHttpHeaders {
  return {
    ...request.headers,
    'x-forwarded-for': request.socket.remoteAddress ?? '',
    'x-forwarded-host': request.headers.host ?? '',
  };
}

/** An upstream answer's status line and headers, as raw text for a socket. */
function rawHead(status: number, message: string, rawHeaders: readonly string[]): string {
  let head = `HTTP/1.1 ${status} ${message}\r\n`;
  for (let i = 0; i < rawHeaders.length; i += 2) head += `${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`;
  return `${head}\r\n`;
}

/**
 * The same-origin `/api` of the host: each request piped to the API and its answer piped back
 * (the API's own headers untouched); a websocket upgrade (the live channel) is passed through.
 */
function apiProxy(apiUrl: string) {
  const target = new URL(apiUrl);
  const origin = { host: target.hostname, port: Number(target.port || 80) };
  const agent = new http.Agent({ keepAlive: true });
  const unavailable = JSON.stringify({ error: true, message: "L'API non è raggiungibile", context: null });
  return {
    request(request: IncomingMessage, response: ServerResponse): void {
      const upstream = http.request(
        { ...origin, agent, method: request.method, path: request.url, headers: forwardedHeaders(request) },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => {
        if (response.headersSent) return void response.destroy();
        response.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
        response.end(unavailable);
      });
      request.pipe(upstream);
    },
    upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
      const upstream = http.request({
        ...origin,
        method: request.method,
        path: request.url,
        headers: forwardedHeaders(request),
      });
      upstream.on('upgrade', (answer, upstreamSocket, upstreamHead) => {
        socket.write(rawHead(101, answer.statusMessage ?? 'Switching Protocols', answer.rawHeaders));
        if (upstreamHead.length > 0) socket.write(upstreamHead);
        if (head.length > 0) upstreamSocket.write(head);
        // Either side gone (closed or failed): the other goes too, or it would stay open for good.
        upstreamSocket.on('close', () => socket.destroy());
        socket.on('close', () => upstreamSocket.destroy());
        upstreamSocket.on('error', () => socket.destroy());
        socket.on('error', () => upstreamSocket.destroy());
        upstreamSocket.pipe(socket).pipe(upstreamSocket);
      });
      // The API refused the upgrade (a bad ticket): its answer goes back as it is.
      upstream.on('response', (answer) => {
        socket.write(rawHead(answer.statusCode ?? 502, answer.statusMessage ?? '', answer.rawHeaders));
        answer.pipe(socket);
      });
      upstream.on('error', () => socket.destroy());
      upstream.end();
    },
  };
}

const isApi = (url: string | undefined) =>
  url === '/api' || Boolean(url?.startsWith('/api/')) || Boolean(url?.startsWith('/api?'));

/**
 * The host's server: its built files, the single-page fallback for deep links, and the
 * same-origin `/api` proxy (also the live channel's websocket) to the API. Its own answers
 * carry the portal's CSP and refuse framing; the API's keep the API's headers.
 */
export function createHostServer(options: {
  distDir: string;
  apiUrl: string;
  remoteOrigins: readonly string[];
}): StaticServer {
  const proxy = apiProxy(options.apiUrl);
  // Deep links (`/fields?page=2`) get the app; a missing asset (a path with an extension) stays a 404.
  const files = sirv(options.distDir, {
    dev: true,
    etag: true,
    // The build's .br and .gz copies, to a browser that accepts them (PrecompressPlugin).
    brotli: true,
    gzip: true,
    single: true,
    // `/` is index.html.
    extensions: ['html'],
    setHeaders: (response, pathname) => response.setHeader('Cache-Control', cacheControl(pathname)),
    onNoMatch: (_request, response) => notFound(response),
  });
  return staticServer(
    (request, response) => {
      if (isApi(request.url)) return proxy.request(request, response);
      response.setHeader(
        'Content-Security-Policy',
        hostContentSecurityPolicy(options.remoteOrigins, request.headers.host),
      );
      response.setHeader('X-Frame-Options', 'DENY');
      response.setHeader('X-Content-Type-Options', 'nosniff');
      if (request.method !== 'GET' && request.method !== 'HEAD') return notFound(response);
      files(request, response);
    },
    (request, socket, head) => (isApi(request.url) ? proxy.upgrade(request, socket, head) : socket.destroy()),
  );
}

/**
 * A remote's server: every published version folder of the remote (looked up at each request,
 * so a version published while it runs is served at once), with CORS (the host's origin fetches
 * the manifest) and the cache rules above.
 */
export function createRemoteServer(options: { releasesDir: string }): StaticServer {
  // A remote with no release yet still gets its server (answering 404 until the first one).
  mkdirSync(options.releasesDir, { recursive: true });
  const files = sirv(options.releasesDir, {
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: [],
    setHeaders: (response, pathname) => response.setHeader('Cache-Control', cacheControl(pathname)),
    onNoMatch: (_request, response) => notFound(response),
  });
  return staticServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Content-Security-Policy', REMOTE_CONTENT_SECURITY_POLICY);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFound(response);
    files(request, response);
  });
}
