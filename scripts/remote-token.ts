/**
 * `npm run remote:token -- <remote> [--team <team>]`: a new release token for that remote, the
 * old one revoked; printed once, only its hash is kept. `-- <remote> --revoke`: no token at all
 * until a new one is made. The team's CI then releases with `REMOTE_TOKEN=<token>`.
 * Works on the platform's database: PostgreSQL (`DATABASE_URL`), or the PGlite of `DATA_DIR`
 * while the API is stopped (PGlite admits one process).
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '@portal/api/database';
import { DEFAULT_TEAM, revokeRemoteToken, rotateRemoteToken } from '@portal/api/remote-tokens';
import { DEFAULT_DATA_DIR, isRemoteApp } from './lib/layout.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { team: { type: 'string' }, revoke: { type: 'boolean' } },
});
const app = positionals[0] ?? '';
if (!isRemoteApp(app)) {
  console.error(
    'Uso: npm run remote:token -- <remote-customer|remote-admin|remote-permissions> [--team <squadra>] [--revoke]',
  );
  process.exit(2);
}

try {
  const db = await openDatabase({
    dataDir: process.env.DATA_DIR ?? DEFAULT_DATA_DIR,
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  try {
    if (values.revoke) {
      const revoked = await revokeRemoteToken(db, app);
      console.log(
        revoked
          ? `${app}: token revocato, nessun rilascio finché non se ne crea uno nuovo`
          : `${app}: nessun token attivo`,
      );
    } else {
      const token = await rotateRemoteToken(db, app, values.team ?? DEFAULT_TEAM);
      console.log(`Token di rilascio di ${app} (squadra ${values.team ?? DEFAULT_TEAM}), mostrato solo ora:\n${token}`);
    }
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(`Token non creato: ${(error as Error).message}`);
  process.exit(1);
}
