/**
 * `portal-remote`, a team's release tool (issue 47), over the portal's API and the remote's own
 * token (PORTAL_TEAM_TOKEN):
 * - `check [<remote>] --dist <build folder> [--contribution src/app/contribution.ts]` asks the
 *   deployed portal whether the build fits (singletons and majors, contract, the remoteEntry.js
 *   budget) and, given the contribution's source, whether its routes and entries keep to the
 *   remote's prefix and section; exits non-zero naming every problem, uploading nothing;
 * - `release [<remote>] --dist <build folder> [--version v] [--canary login@tenant,…]` uploads
 *   the build (checked by the portal against the deployed host) and activates it;
 * - `promote [<remote>]` / `rollback [<remote>]` move its canary.
 * The remote is the package's name when not given; `--portal <url>` (or PORTAL_URL) names the portal.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { activate, checkBuild, move, uploadBuild } from './team-release';

const COMMANDS = ['check', 'release', 'promote', 'rollback'] as const;
type Command = (typeof COMMANDS)[number];

const USAGE =
  'Uso: portal-remote check [<remote>] --dist <cartella> [--contribution src/app/contribution.ts] --portal <url>\n' +
  '     portal-remote release [<remote>] --dist <cartella> [--version v] [--canary login@tenant,…] --portal <url>\n' +
  '     portal-remote promote | rollback [<remote>] --portal <url>';

/** Thrown for a call the tool cannot make sense of: the usage goes with it, the exit is 2. */
class UsageError extends Error {}

/** The remote the project in `cwd` builds: its package's name. */
async function packageName(cwd: string): Promise<string | undefined> {
  const manifest = await readFile(path.join(cwd, 'package.json'), 'utf8').catch(() => null);
  return manifest ? (JSON.parse(manifest) as { name?: string }).name : undefined;
}

/** The contribution's source, read as the host will read its build: routes and entries. */
async function readContribution(file: string): Promise<unknown> {
  return ((await import(pathToFileURL(path.resolve(file)).href)) as { default?: unknown }).default;
}

async function run(args: string[], defaults: { portal?: string }): Promise<string> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      dist: { type: 'string' },
      version: { type: 'string' },
      canary: { type: 'string' },
      contribution: { type: 'string' },
      portal: { type: 'string' },
    },
  });
  const [command, named] = positionals as [Command | undefined, string | undefined];
  if (!command || !COMMANDS.includes(command)) throw new UsageError(`comando sconosciuto: ${command ?? '(nessuno)'}`);
  const app = named ?? (await packageName(process.cwd()));
  if (!app) throw new UsageError('manca il nome del remote');
  if ((command === 'check' || command === 'release') && !values.dist) throw new UsageError('manca --dist');
  const token = process.env.PORTAL_TEAM_TOKEN ?? process.env.REMOTE_TOKEN;
  if (!token) throw new Error('manca il token di rilascio: PORTAL_TEAM_TOKEN (npm run remote:add lo mostra)');
  const portal = values.portal ?? process.env.PORTAL_URL ?? defaults.portal;
  if (!portal) throw new UsageError("manca l'indirizzo del portale: --portal <url> o PORTAL_URL");
  const target = { portal, token };

  switch (command) {
    case 'check': {
      const contribution = values.contribution ? await readContribution(values.contribution) : undefined;
      const problems = await checkBuild(target, app, values.dist!, contribution);
      if (problems.length > 0) throw new Error(`${app} non è compatibile con il portale:\n- ${problems.join('\n- ')}`);
      return `${app}: la build è compatibile con il portale`;
    }
    case 'promote':
    case 'rollback':
      return `${app}: attiva per tutti la versione ${await move(target, app, command)}`;
    case 'release': {
      const users = values.canary
        ?.split(',')
        .map((user) => user.trim())
        .filter(Boolean);
      const version = await uploadBuild(target, app, values.dist!, values.version);
      await activate(target, app, version, users?.length ? { users } : undefined);
      return `${app} pubblicato e attivo${users?.length ? ' per il canary' : ''}: versione ${version}`;
    }
  }
}

/** Runs one command and ends the process: 0 done, 1 refused or failed, 2 misused. */
export async function runTeamCli(args: string[], defaults: { portal?: string } = {}): Promise<never> {
  try {
    console.log(await run(args, defaults));
    process.exit(0);
  } catch (error) {
    const { message, code } = error as Error & { code?: string };
    if (error instanceof UsageError || code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${message}\n${USAGE}`);
      process.exit(2);
    }
    // A check's refusal is its answer; anything else is a release that did not happen.
    console.error(message.includes('non è compatibile') ? message : `Rilascio non riuscito: ${message}`);
    process.exit(1);
  }
}
