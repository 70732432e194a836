/**
 * `npm start`: builds what is not built (Nx cache), publishes each remote whose build
 * changed, then starts the API, the host and the three remotes. Ctrl+C stops all of it.
 * `npm run dev` (`--dev`): the same with the Rspack dev servers and hot reload.
 */
import path from 'node:path';
import { DEFAULT_DATA_DIR, DEFAULT_PORTS, REMOTE_APPS } from './lib/layout.ts';
import { startPostgres } from './lib/postgres.ts';
import { startPlatform } from './lib/platform.ts';
import { releaseChangedRemotes } from './lib/releases.ts';
import { runNx } from './lib/nx.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '@portal/api/demo-data';
import { startDev } from './lib/dev.ts';

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
    const dev = await startDev();
    banner(`http://localhost:${DEFAULT_PORTS.host}`);
    return onStop(dev.stop);
  }
  console.log('Compilazione (solo ciò che è cambiato)…');
  await runNx([
    'run-many',
    '-t',
    'build',
    '--projects=host,remote-customer,remote-admin,remote-permissions',
    '--output-style=static',
  ]);
  // API_INSTANCES=N: N API processes behind nginx, on DATABASE_URL or a private PostgreSQL server.
  const apiInstances = Math.max(1, Number(process.env.API_INSTANCES ?? 1) || 1);
  const postgres =
    apiInstances > 1 && !process.env.DATABASE_URL
      ? await startPostgres({ dataDir: path.join(DEFAULT_DATA_DIR, 'postgres'), port: PRIVATE_POSTGRES_PORT })
      : null;
  const databaseUrl = postgres?.url ?? (process.env.DATABASE_URL || undefined);
  try {
    const released = await releaseChangedRemotes(REMOTE_APPS, { databaseUrl });
    if (released.length) console.log(`Pubblicati: ${released.join(', ')}`);
    const platform = await startPlatform({ apiInstances, databaseUrl });
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
