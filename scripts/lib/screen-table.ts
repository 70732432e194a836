/**
 * `docs/screens.md`: every screen the remotes contribute to the portal, who may open it, the
 * page that draws it and its navigation entry, read from each remote's `src/app/contribution.ts`
 * (written by `npm run generate:endpoints`, checked by a test).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTE_APPS, REPO_ROOT } from './layout.ts';

export const SCREEN_TABLE_FILE = path.join(REPO_ROOT, 'docs/screens.md');

/** What this table reads of a contribution (`RemoteContribution` of @portal/shared-ui). */
interface Contribution {
  title: string;
  routes: readonly { path: string; authorities?: readonly string[]; load: () => unknown }[];
  navigation: readonly { title: string; link?: string; authorities?: readonly string[] }[];
}

/** The page file a route loads, from its `load` (`() => import('../features/…/x-page')`). */
function pageFile(app: string, load: () => unknown): string {
  const imported = /import\(["']([^"']+)["']\)/.exec(String(load))?.[1];
  if (!imported) return '';
  return path.relative(REPO_ROOT, path.resolve(REPO_ROOT, app, 'src/app', imported)) + '.tsx';
}

const who = (authorities: readonly string[] | undefined) =>
  authorities && authorities.length > 0 ? authorities.map((name) => `\`${name}\``).join(', ') : 'utente collegato';

export async function screenTable(): Promise<string> {
  const sections: string[] = [];
  let count = 0;
  for (const app of REMOTE_APPS) {
    // A computed path: the type checker of the scripts does not follow it into the remote's pages.
    const file = pathToFileURL(path.join(REPO_ROOT, app, 'src/app/contribution.ts')).href;
    const contribution = ((await import(file)) as { default: Contribution }).default;
    const entries = new Map(contribution.navigation.filter((item) => item.link).map((item) => [item.link, item.title]));
    const rows = contribution.routes.map((route) => {
      const url = `/${route.path}`;
      return `| \`${url}\` | ${who(route.authorities)} | \`${pageFile(app, route.load)}\` | ${entries.get(url) ?? ''} |`;
    });
    count += rows.length;
    sections.push(
      `## ${app}: ${contribution.title}\n\n\`${app}/src/app/contribution.ts\`\n\n| route | who may open it | page | navigation entry |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n`,
    );
  }
  return (
    `# Screens\n\n` +
    `Generated from the remotes' contributions by \`npm run generate:endpoints\`: do not edit. ` +
    `${count} routes, loaded at run time by the host; the server checks the same permissions on every call ` +
    `(\`docs/api-routes.md\`). The host's own pages (sign-in, account pages, the portal's home, the schedule) are in ` +
    `\`host/src/app/app-routes.tsx\` and \`host/src/app/account-routes.tsx\`.\n\n` +
    sections.join('\n')
  );
}
