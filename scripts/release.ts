/**
 * `npm run release -w remote-admin`: build, publish a new version folder, make it active.
 * `-- --canary gestore@alfa,admin@beta`: active for those users only (a canary);
 * `-- --canary-tenant alfa --canary-percent 10`: for a tenth of tenant alfa's users.
 * `npm run promote -w <remote>` then makes the canary everyone's; `npm run rollback` ends it.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_PORTS, isRemoteApp } from './lib/layout.ts';
import { release } from './lib/releases.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    canary: { type: 'string' },
    'canary-tenant': { type: 'string' },
    'canary-percent': { type: 'string' },
  },
});
const app = positionals[0] ?? '';
if (!isRemoteApp(app)) {
  console.error(
    'Uso: tsx scripts/release.ts <remote-customer|remote-admin|remote-permissions> ' +
      '[--canary login@tenant,…] [--canary-tenant <tenant> --canary-percent <1-100>]',
  );
  process.exit(2);
}
const users = values.canary
  ?.split(',')
  .map((user) => user.trim())
  .filter(Boolean);
const tenant = values['canary-tenant'];
const percent = values['canary-percent'] === undefined ? undefined : Number(values['canary-percent']);
const canary = users?.length || tenant || percent !== undefined ? { users, tenant, percent } : undefined;

const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${DEFAULT_PORTS.api}`;
const target = {
  apiUrl,
  releasesDir: process.env.RELEASES_DIR,
  dataDir: process.env.DATA_DIR,
  hostUrl: process.env.HOST_URL,
};
release(app, target, canary).then(
  (version) => console.log(`${app} pubblicato e attivo${canary ? ' per il canary' : ''}: versione ${version}`),
  (error: Error) => {
    console.error(`Rilascio non riuscito: ${error.message}`);
    process.exit(1);
  },
);
