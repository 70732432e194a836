/**
 * `npm start`: builds what is not built (Nx cache), publishes each remote whose build
 * changed, then starts the API, the host and the three remotes. Ctrl+C stops all of it.
 * `npm run dev` (`--dev`): the same with the Rspack dev servers and hot reload.
 */
import { DEFAULT_PORTS, REMOTE_APPS } from './lib/layout.ts';
import { startPlatform } from './lib/platform.ts';
import { releaseChangedRemotes } from './lib/releases.ts';
import { run } from './lib/run.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../api/src/db/seed-data.ts';
import { startDev } from './lib/dev.ts';

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
  await run(
    'npx',
    [
      'nx',
      'run-many',
      '-t',
      'build',
      '--projects=host,remote-customer,remote-admin,remote-permissions',
      '--output-style=static',
    ],
    {
      env: { NX_DAEMON: 'false', NX_TUI: 'false' },
    },
  );
  const released = await releaseChangedRemotes(REMOTE_APPS);
  if (released.length) console.log(`Pubblicati: ${released.join(', ')}`);
  const platform = await startPlatform();
  banner(`http://localhost:${DEFAULT_PORTS.host}`);
  onStop(platform.stop);
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
