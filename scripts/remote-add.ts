/**
 * `npm run remote:add -- <remote> --team <team> --prefix /<segment> [--section <Sezione>]`:
 * registers a team's remote with the running portal and prints its release token, once.
 * A platform administrator's act (PLATFORM_ADMINS): signs in as PORTAL_USER with
 * PORTAL_PASSWORD; `--portal <url>` (or API_URL) names the portal, the local one by default.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_PORTS } from './lib/layout.ts';
import { signInAs } from './lib/portal-admin.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    team: { type: 'string' },
    prefix: { type: 'string' },
    section: { type: 'string' },
    portal: { type: 'string' },
  },
});
const app = positionals[0];
if (!app || !values.team || !values.prefix) {
  console.error('Uso: npm run remote:add -- <remote-nome> --team <squadra> --prefix /<percorso> [--section <Sezione>]');
  process.exit(2);
}
const portal = values.portal ?? process.env.API_URL ?? `http://127.0.0.1:${DEFAULT_PORTS.api}`;

try {
  const session = await signInAs(portal, process.env.PORTAL_USER, process.env.PORTAL_PASSWORD);
  const response = await fetch(`${portal}/api/platform/remotes/registered`, {
    method: 'POST',
    headers: { ...session, 'content-type': 'application/json' },
    body: JSON.stringify({ app, team: values.team, routePrefix: values.prefix, section: values.section ?? null }),
  });
  const answer = (await response.json()) as { message: string | null; context: { token: string } | null };
  if (!response.ok || !answer.context) throw new Error(answer.message ?? `HTTP ${response.status}`);
  console.log(
    `${app} registrato (squadra ${values.team}, percorsi sotto ${values.prefix}` +
      `${values.section ? `, sezione ${values.section}` : ''}).\n` +
      `Token di rilascio, mostrato solo ora (PORTAL_TEAM_TOKEN):\n${answer.context.token}`,
  );
} catch (error) {
  console.error(`Remote non registrato: ${(error as Error).message}`);
  process.exit(1);
}
