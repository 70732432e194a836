/**
 * `npm test`: every check CI makes, in order, stopping at the first failure:
 * lint and format, types, unit/component and API tests, the build, end-to-end in Chromium.
 */
import { run } from './lib/run.ts';
import { CHROMIUM_PATH, chromiumAvailable } from './lib/chromium.ts';

const env = { NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true' };
const nx = (...args: string[]) => run('npx', ['nx', ...args, '--output-style=stream'], { env });
const APPS = 'host,remote-customer,remote-admin,remote-permissions';

const steps: Array<[string, () => Promise<void>]> = [
  [
    'Chromium',
    async () => {
      if (!chromiumAvailable()) {
        throw new Error(
          `Chromium non trovato in ${CHROMIUM_PATH}: installalo con "apt-get update && apt-get install -y chromium".`,
        );
      }
    },
  ],
  ['Grafo dei progetti', () => run('npx', ['nx', 'show', 'projects'], { env, quiet: true })],
  ['Lint', () => nx('run-many', '-t', 'lint')],
  // The tooling outside the projects: scripts and the shared build configuration.
  [
    'Lint degli script',
    () => run('npx', ['eslint', '--max-warnings=0', 'scripts', 'rspack.base.ts', 'eslint.config.mjs']),
  ],
  ['Formato', () => run('npx', ['prettier', '--check', '.'])],
  // Project references: each library is checked once and its declarations serve the others;
  // e2e references scripts, so the tooling is checked too.
  ['Tipi', () => nx('run-many', '-t', 'typecheck')],
  ['Test unitari, di componente e API', () => nx('run-many', '-t', 'test', '--exclude=e2e', '--parallel=1')],
  ['Build', () => nx('run-many', '-t', 'build', `--projects=${APPS}`)],
  ['End-to-end in Chromium', () => run('npm', ['test', '-w', 'e2e'])],
];

for (const [name, step] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    await step();
  } catch (error) {
    console.error(`\n✖ ${name}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
