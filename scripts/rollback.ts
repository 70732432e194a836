/**
 * `npm run rollback -w remote-admin`: the previous release of the remote becomes active again;
 * while a canary runs, the canary ends instead (everyone stays on the active release).
 */
import { DEFAULT_PORTS, isRemoteApp } from './lib/layout.ts';
import { rollback } from './lib/releases.ts';

const app = process.argv[2] ?? '';
if (!isRemoteApp(app)) {
  console.error(`Uso: tsx scripts/rollback.ts <remote-customer|remote-admin|remote-permissions>`);
  process.exit(2);
}
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${DEFAULT_PORTS.api}`;
rollback(app, { apiUrl, dataDir: process.env.DATA_DIR }).then(
  (version) => console.log(`${app}: di nuovo attiva la versione ${version}`),
  (error: Error) => {
    console.error(`Rollback non riuscito: ${error.message}`);
    process.exit(1);
  },
);
