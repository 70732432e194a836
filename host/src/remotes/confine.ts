import type { NavContribution, RemoteContribution, RouteContribution } from '@portal/shared-ui';
import type { RemoteRelease } from './remote-registry';

/** What the registry lets a remote contribute: null prefix for the repository's own remotes. */
export interface RemoteGrant {
  name: string;
  routePrefix: string | null;
  section: string | null;
}

/** A contribution reduced to its grant, and what was left out (for the team, in the console). */
export interface Confined {
  contribution: RemoteContribution;
  refused: string[];
}

const within = (prefix: string, url: string) => url === prefix || url.startsWith(`${prefix}/`);

/**
 * A registered team's remote shows only what its registration allows (issue 47): routes under
 * its prefix, signed in and inside the portal's frame (no open or frameless page that could
 * pass for the portal's sign-in), navigation that leads under its prefix and no other site, its
 * own back-office section only, and none of the host's drawers, which are the portal's. The
 * repository's remotes are not confined.
 */
export function confineContribution(contribution: RemoteContribution, grant: RemoteGrant): Confined {
  const { routePrefix: prefix, section } = grant;
  if (prefix === null) return { contribution, refused: [] };
  const refused: string[] = [];
  const ownSection = (wanted: string | undefined, what: string) => {
    if (wanted === undefined || wanted === section) return wanted;
    refused.push(`${what}: la sezione «${wanted}» non è di ${grant.name}`);
    return undefined;
  };

  const routes = contribution.routes.flatMap((route): RouteContribution[] => {
    const url = `/${route.path.replace(/^\/+/, '')}`;
    if (!within(prefix, url)) {
      refused.push(`percorso ${url}: fuori da ${prefix}`);
      return [];
    }
    if (route.open || route.layout === 'empty') refused.push(`percorso ${url}: sempre con accesso e nella cornice`);
    return [{ ...route, open: false, layout: undefined, section: ownSection(route.section, `percorso ${url}`) }];
  });

  const confineNav = (items: readonly NavContribution[]): NavContribution[] =>
    items.flatMap((item): NavContribution[] => {
      if (item.link !== undefined && (item.externalLink || !within(prefix, item.link))) {
        refused.push(`voce ${item.id}: ${item.link} è fuori da ${prefix}`);
        return [];
      }
      const children = item.children && confineNav(item.children);
      if (item.children?.length && !children?.length && item.link === undefined) return [];
      return [{ ...item, children, section: ownSection(item.section, `voce ${item.id}`) }];
    });

  const navigation = confineNav(contribution.navigation);
  if (contribution.productSelection || contribution.requestDrawer) refused.push('i cassetti del portale');
  return { contribution: { title: contribution.title, routes, navigation }, refused };
}

/** A release's contribution kept to its grant; what is left out is the team's to read, in the console. */
export function confined(release: RemoteRelease, contribution: RemoteContribution): RemoteContribution {
  const grant = { name: release.app, routePrefix: release.routePrefix, section: release.section };
  const kept = confineContribution(contribution, grant);
  if (kept.refused.length > 0) console.warn(`${release.app}: escluso dal portale —\n- ${kept.refused.join('\n- ')}`);
  return kept.contribution;
}
