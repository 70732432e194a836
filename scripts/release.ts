/** `npm run release -w remote-admin`: build, publish a new version folder, make it active. */
import { DEFAULT_PORTS, isRemoteApp } from './lib/layout.ts';
import { release } from './lib/releases.ts';

const app = process.argv[2] ?? '';
if (!isRemoteApp(app)) {
  console.error(`Uso: tsx scripts/release.ts <remote-customer|remote-admin|remote-permissions>`);
  process.exit(2);
}
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${DEFAULT_PORTS.api}`;
release(app, { apiUrl, releasesDir: process.env.RELEASES_DIR, dataDir: process.env.DATA_DIR }).then(
  (version) => console.log(`${app} pubblicato e attivo: versione ${version}`),
  (error: Error) => {
    console.error(`Rilascio non riuscito: ${error.message}`);
    process.exit(1);
  },
);
