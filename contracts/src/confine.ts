/**
 * What a registered team's remote may contribute (issue 47), as the host applies it to the
 * contribution it loads and as a team's check applies it to its contribution's source before a
 * release: one rule in one place. Over the contribution's shape only (`RemoteContribution` of
 * @portal/shared-ui has it), so the contracts need no React.
 */

/** What the registry lets a remote contribute: null prefix for the repository's own remotes. */
export interface RemoteGrant {
  name: string;
  routePrefix: string | null;
  section: string | null;
}

/** The parts of a navigation entry the rule reads. */
export interface ConfinableNav {
  id: string;
  link?: string;
  externalLink?: boolean;
  section?: string;
  children?: ConfinableNav[];
}

/** The parts of a contribution the rule reads. */
export interface Confinable {
  title: string;
  routes: readonly { path: string; open?: boolean; layout?: string; section?: string }[];
  navigation: readonly ConfinableNav[];
  productSelection?: unknown;
  requestDrawer?: unknown;
}

/** A contribution reduced to its grant, and what was left out (for the team to read). */
export interface Confined<C> {
  contribution: C;
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
export function confineContribution<C extends Confinable>(contribution: C, grant: RemoteGrant): Confined<C> {
  const { routePrefix: prefix, section } = grant;
  if (prefix === null) return { contribution, refused: [] };
  const refused: string[] = [];
  const ownSection = (wanted: string | undefined, what: string) => {
    if (wanted === undefined || wanted === section) return wanted;
    refused.push(`${what}: la sezione «${wanted}» non è di ${grant.name}`);
    return undefined;
  };

  const routes = contribution.routes.flatMap((route): C['routes'][number][] => {
    const url = `/${route.path.replace(/^\/+/, '')}`;
    if (!within(prefix, url)) {
      refused.push(`percorso ${url}: fuori da ${prefix}`);
      return [];
    }
    if (route.open || route.layout === 'empty') refused.push(`percorso ${url}: sempre con accesso e nella cornice`);
    return [{ ...route, open: false, layout: undefined, section: ownSection(route.section, `percorso ${url}`) }];
  });

  const confineNav = (items: readonly ConfinableNav[]): ConfinableNav[] =>
    items.flatMap((item): ConfinableNav[] => {
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
  return {
    contribution: { title: contribution.title, routes, navigation } as unknown as C,
    refused,
  };
}
