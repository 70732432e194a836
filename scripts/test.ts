/**
 * `npm test`: every check CI makes, in order, stopping at the first failure:
 * lint, the scripts' own tests, format, types, unit/component and API tests (on PGlite and, at the same time, on PostgreSQL),
 * the build, end-to-end in Chromium (with two API instances behind nginx among them).
 */
import { readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { run } from './lib/run.ts';
import { runNx } from './lib/nx.ts';
import { CHROMIUM_PATH, chromiumAvailable } from './lib/chromium.ts';
import { postgresAvailable, startPostgres } from './lib/postgres.ts';
import { nginxAvailable } from './lib/nginx.ts';

/** The API's tests once more, on a private PostgreSQL server started (and stopped) for them. */
async function apiTestsOnPostgres(logFile: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-postgres-'));
  const server = await startPostgres({ dataDir, port: Number(process.env.TEST_POSTGRES_PORT ?? 5490) });
  try {
    await run('npm', ['test', '-w', 'api'], { env: { TEST_DATABASE_URL: server.url }, logFile });
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The unit, component and API tests (the API on PGlite) and the API's tests on PostgreSQL, side
 * by side: each keeps about one core busy and these machines have two (one after the other they
 * took 7.5 + 5.5 minutes). The PostgreSQL pass writes to a file, shown whole when it ends, so
 * the two logs do not interleave; a failure of either fails the step once both have ended.
 */
async function unitAndApiTests() {
  const logDir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-log-'));
  const logFile = path.join(logDir, 'api-postgres.log');
  const started = Date.now();
  const onPostgres = apiTestsOnPostgres(logFile).then(
    () => null,
    (error: unknown) => error,
  );
  const unitFailure = await nx('run-many', '-t', 'test', '--exclude=e2e', '--parallel=1').then(
    () => null,
    (error: unknown) => error,
  );
  const postgresFailure = await onPostgres;
  console.log(`\n▶ Test API su PostgreSQL (accanto ai precedenti)\n${await readFile(logFile, 'utf8').catch(() => '')}`);
  console.log(
    `${postgresFailure ? '✖' : '✔'} Test API su PostgreSQL (${((Date.now() - started) / 1000).toFixed(1)} s dall'inizio del passo)`,
  );
  await rm(logDir, { recursive: true, force: true });
  if (unitFailure) throw unitFailure;
  if (postgresFailure) throw postgresFailure;
}

/** The scripts' test files (Node 20's test runner takes no glob). */
function scriptTests(): string[] {
  return readdirSync('scripts', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.startsWith('out-tsc'))
    .map((file) => path.join('scripts', file));
}

const nx = (...args: string[]) => runNx([...args, '--output-style=stream']);
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
  [
    'PostgreSQL e nginx',
    async () => {
      // The API runs on both databases, and the scale-out tests put nginx in front of it.
      if (!postgresAvailable() || !nginxAvailable()) {
        throw new Error(
          'PostgreSQL o nginx non trovati: installali con "apt-get update && apt-get install -y postgresql nginx-light".',
        );
      }
    },
  ],
  ['Grafo dei progetti', () => runNx(['show', 'projects'], { quiet: true })],
  ['Lint', () => nx('run-many', '-t', 'lint')],
  // The tooling outside the projects: scripts and the shared build configuration.
  [
    'Lint degli script',
    () => run('npx', ['eslint', '--max-warnings=0', 'scripts', 'rspack.base.ts', 'eslint.config.mjs']),
  ],
  // The tooling's own logic (the bench's figures and their landed values).
  ['Test degli script', () => run('node', ['--import', 'tsx', '--test', ...scriptTests()])],
  ['Formato', () => run('npx', ['prettier', '--check', '.'])],
  // Project references: each library is checked once and its declarations serve the others;
  // e2e references scripts, so the tooling is checked too.
  ['Tipi', () => nx('run-many', '-t', 'typecheck')],
  ['Test unitari, di componente e API (PGlite e PostgreSQL)', unitAndApiTests],
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
