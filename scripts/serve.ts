/**
 * One deployable's static server, as its own process: `tsx scripts/serve.ts host` or
 * `tsx scripts/serve.ts remote-admin`, each on its own port and folder (PORT, ROOT, API_URL
 * override the defaults of DESIGN.md). `npm start` runs one per deployable, so stopping one
 * remote's server leaves the shell and the other remotes running, as in production, where
 * each team deploys its own. Started by `fork`, it reports 'ready' once listening.
 */
import path from 'node:path';
import { DEFAULT_PORTS, DEFAULT_RELEASES_DIR, REPO_ROOT, isRemoteApp } from './lib/layout.ts';
import { createHostServer, createRemoteServer } from './lib/static-servers.ts';

async function main() {
  const app = process.argv[2];
  if (app !== 'host' && !isRemoteApp(app)) {
    throw new Error(`Uso: serve.ts host|remote-customer|remote-admin|remote-permissions (ricevuto: ${app ?? '—'})`);
  }
  const bind = process.env.HOST || '127.0.0.1';
  const server =
    app === 'host'
      ? createHostServer({
          distDir: process.env.ROOT || path.join(REPO_ROOT, 'host/dist'),
          apiUrl: process.env.API_URL || `http://127.0.0.1:${DEFAULT_PORTS.api}`,
          // The remotes' servers the pages may load scripts from (REMOTE_ORIGINS, comma-separated).
          remoteOrigins: process.env.REMOTE_ORIGINS
            ? process.env.REMOTE_ORIGINS.split(',').map((origin) => origin.trim())
            : Object.values(DEFAULT_PORTS.remotes).map((port) => `http://{hostname}:${port}`),
        })
      : createRemoteServer({ releasesDir: process.env.ROOT || path.join(DEFAULT_RELEASES_DIR, app) });
  const port = Number(process.env.PORT || (app === 'host' ? DEFAULT_PORTS.host : DEFAULT_PORTS.remotes[app]));
  await server.listen({ port, host: bind });
  const stop = () => void server.close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // The parent going away (a crashed `npm start`) must not leave an orphan holding the port.
  process.on('disconnect', stop);
  if (process.send) process.send('ready');
  else console.log(`${app}: http://${bind}:${port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
