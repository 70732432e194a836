/** `npm run promote -w remote-admin`: the remote's canary release becomes everyone's. */
import { DEFAULT_PORTS, isRemoteApp } from './lib/layout.ts';
import { promote } from './lib/releases.ts';

const app = process.argv[2] ?? '';
if (!isRemoteApp(app)) {
  console.error(`Uso: tsx scripts/promote.ts <remote-customer|remote-admin|remote-permissions>`);
  process.exit(2);
}
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${DEFAULT_PORTS.api}`;
promote(app, { apiUrl, dataDir: process.env.DATA_DIR }).then(
  (version) => console.log(`${app}: la versione ${version} è ora attiva per tutti`),
  (error: Error) => {
    console.error(`Promozione non riuscita: ${error.message}`);
    process.exit(1);
  },
);
