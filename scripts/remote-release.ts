/**
 * `npm run remote:release -- <remote> --dist <folder> …` and `npm run remote:check -- …`: the
 * remote kit's `portal-remote` (remote-kit/src/release/cli.ts), run from this repository
 * against the local portal unless `--portal <url>` (or PORTAL_URL, API_URL) names another.
 */
import { runTeamCli } from '../remote-kit/src/release/cli.ts';
import { DEFAULT_PORTS } from './lib/layout.ts';

void runTeamCli(process.argv.slice(2), {
  portal: process.env.API_URL ?? `http://127.0.0.1:${DEFAULT_PORTS.api}`,
});
