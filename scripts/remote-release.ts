/**
 * A registered team's remote, checked and released through the portal's API with its own token
 * (PORTAL_TEAM_TOKEN), as the team's CI does (issue 47):
 * - `npm run remote:check -- <remote> --dist <build folder> [--contribution src/app/contribution.ts]`
 *   asks the deployed portal whether the build fits (singletons and majors, contract, the
 *   remoteEntry.js budget) and, given the contribution's source, whether its routes and entries
 *   keep to the remote's prefix and section; exits non-zero naming every problem, uploading nothing;
 * - `npm run remote:release -- <remote> --dist <build folder> [--version v] [--canary login@tenant,…]`
 *   uploads the build (checked by the portal against the deployed host) and activates it;
 * - `npm run remote:release -- <remote> --promote` or `--rollback` moves its canary.
 * `--portal <url>` (or API_URL) names the portal, the local one by default.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Confinable } from '../contracts/src/confine.ts';
import { DEFAULT_PORTS } from './lib/layout.ts';
import { activate, checkBuild, move, uploadBuild } from './lib/team-release.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: 'string' },
    version: { type: 'string' },
    canary: { type: 'string' },
    promote: { type: 'boolean' },
    check: { type: 'boolean' },
    contribution: { type: 'string' },
    rollback: { type: 'boolean' },
    portal: { type: 'string' },
  },
});
const app = positionals[0];
const token = process.env.PORTAL_TEAM_TOKEN ?? process.env.REMOTE_TOKEN;
if (!app || !(values.dist || values.promote || values.rollback)) {
  console.error(
    'Uso: npm run remote:release -- <remote-nome> --dist <cartella> [--check | --version v] [--canary login@tenant,…]\n' +
      '     npm run remote:release -- <remote-nome> --promote | --rollback',
  );
  process.exit(2);
}
if (!token) {
  console.error('Manca il token di rilascio: PORTAL_TEAM_TOKEN (npm run remote:add lo mostra)');
  process.exit(2);
}
const target = { portal: values.portal ?? process.env.API_URL ?? `http://127.0.0.1:${DEFAULT_PORTS.api}`, token };

try {
  if (values.check) {
    // The contribution's source, read as the host will read its build: routes and entries.
    const contribution = values.contribution
      ? ((await import(pathToFileURL(path.resolve(values.contribution)).href)) as { default: Confinable }).default
      : undefined;
    const problems = await checkBuild(target, app, values.dist!, contribution);
    if (problems.length > 0) {
      console.error(`${app} non è compatibile con il portale:\n- ${problems.join('\n- ')}`);
      process.exit(1);
    }
    console.log(`${app}: la build è compatibile con il portale`);
  } else if (values.promote || values.rollback) {
    const version = await move(target, app, values.promote ? 'promote' : 'rollback');
    console.log(`${app}: attiva per tutti la versione ${version}`);
  } else {
    const users = values.canary
      ?.split(',')
      .map((user) => user.trim())
      .filter(Boolean);
    const version = await uploadBuild(target, app, values.dist!, values.version);
    await activate(target, app, version, users?.length ? { users } : undefined);
    console.log(`${app} pubblicato e attivo${users?.length ? ' per il canary' : ''}: versione ${version}`);
  }
} catch (error) {
  console.error(`Rilascio non riuscito: ${(error as Error).message}`);
  process.exit(1);
}
