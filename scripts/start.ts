/**
 * `npm start`: builds what is not built (Nx cache) and the servers (`--build`, through tsx),
 * then — built itself, on plain node, so that no process of the running platform carries a
 * TypeScript loader — publishes each remote whose build changed and starts the API, the host
 * and the three remotes. Ctrl+C stops all of it. `npm run dev` (`--dev`): the API from its
 * TypeScript and the Rspack dev servers, with hot reload.
 */
import path from 'node:path';
import { DEFAULT_DATA_DIR, DEFAULT_PORTS, REMOTE_APPS } from './lib/layout.ts';
import { startPlatform } from './lib/platform.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '@portal/api/demo-users';

// What only the build step, the dev mode or PostgreSQL need is imported when needed: the
// launcher that stays beside the platform loads none of it (esbuild, the registry's database
// drivers).
const building = () => Promise.all([import('./lib/nx.ts'), import('./build-servers.ts')]);
const releases = () => import('./lib/releases.ts');

/** This file as built (scripts/dist/start.js) rather than through tsx. */
const BUILT = import.meta.url.endsWith('.js');

/** The private PostgreSQL of `API_INSTANCES` without DATABASE_URL (data in .data/postgres). */
const PRIVATE_POSTGRES_PORT = 5433;

function banner(url: string) {
  console.log(`\nPortale pronto: ${url}\n`);
  console.log(`Utenti demo (password ${DEMO_PASSWORD}; tenant alfa, oppure nome@beta per il tenant beta):`);
  for (const { login, role } of DEMO_USERS) console.log(`  ${login.padEnd(10)} ${role}`);
  console.log('\nCtrl+C per fermare tutto.\n');
}

async function main() {
  if (process.argv.includes('--dev')) {
    const { startDev } = await import('./lib/dev.ts');
    const dev = await startDev();
    banner(`http://localhost:${DEFAULT_PORTS.host}`);
    return onStop(dev.stop);
  }
  // API_INSTANCES=N: N API processes behind nginx, on DATABASE_URL or a private PostgreSQL server.
  const apiInstances = Math.max(1, Number(process.env.API_INSTANCES ?? 1) || 1);
  // On the embedded database the registry is written by the build step, which then exits: the
  // launcher that stays never opens PGlite, whose memory (190 MB) it would keep for good.
  const embedded = apiInstances === 1 && !process.env.DATABASE_URL;
  if (!BUILT) {
    console.log('Compilazione (solo ciò che è cambiato)…');
    const [{ runNx }, { buildServers }] = await building();
    await runNx([
      'run-many',
      '-t',
      'build',
      '--projects=host,remote-customer,remote-admin,remote-permissions',
      '--output-style=static',
    ]);
    await buildServers();
    if (embedded) await publishChangedRemotes();
    if (process.argv.includes('--build')) return;
  }
  const postgres =
    apiInstances > 1 && !process.env.DATABASE_URL
      ? await (
          await import('./lib/postgres.ts')
        ).startPostgres({ dataDir: path.join(DEFAULT_DATA_DIR, 'postgres'), port: PRIVATE_POSTGRES_PORT })
      : null;
  const databaseUrl = postgres?.url ?? (process.env.DATABASE_URL || undefined);
  try {
    if (!embedded) await publishChangedRemotes(databaseUrl);
    const platform = await startPlatform({ apiInstances, databaseUrl, build: false });
    banner(`http://localhost:${DEFAULT_PORTS.host}`);
    if (apiInstances > 1) {
      console.log(
        `API: ${apiInstances} istanze dietro nginx (:${DEFAULT_PORTS.api}) su ${postgres ? 'PostgreSQL privato' : 'DATABASE_URL'}\n`,
      );
    }
    onStop(async () => {
      await platform.stop();
      await postgres?.stop();
    });
  } catch (error) {
    await postgres?.stop();
    throw error;
  }
}

async function publishChangedRemotes(databaseUrl?: string): Promise<void> {
  const released = await (await releases()).releaseChangedRemotes(REMOTE_APPS, { databaseUrl });
  if (released.length) console.log(`Pubblicati: ${released.join(', ')}`);
}

function onStop(stop: () => Promise<void>) {
  let stopping = false;
  const handler = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nArresto…');
    void stop().finally(() => process.exit(0));
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
