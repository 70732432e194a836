/**
 * What a registered team's remote may contribute (issue 47), as the host applies it to the
 * contribution it loads and as a team's check applies it to its contribution's source before a
 * release: one rule in one place. Over the contribution's shape only (`RemoteContribution` of
 * @portal/shared-ui has it), so the contracts need no React.
 */

/** The kinds of navigation entry the host draws (`NavContribution.type` of @portal/shared-ui). */
export const NAV_ITEM_TYPES = ['basic', 'aside', 'collapsable', 'group', 'divider', 'spacer'] as const;
export type NavItemType = (typeof NAV_ITEM_TYPES)[number];

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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * What keeps a module's default export from being a contribution the host can read, named for
 * the team: a title, routes each with a path and a `load`, navigation entries each with an id
 * and a kind the host draws. Read before the confinement, which needs that shape.
 */
export function contributionShapeProblems(value: unknown): string[] {
  if (!isRecord(value)) return ["l'export default non è una contribuzione (un oggetto con title, routes e navigation)"];
  const problems: string[] = [];
  if (typeof value.title !== 'string' || !value.title.trim()) problems.push('manca title');
  if (!Array.isArray(value.routes)) problems.push('routes non è un elenco');
  else {
    value.routes.forEach((route: unknown, index) => {
      const path = isRecord(route) && typeof route.path === 'string' ? route.path : null;
      if (path === null) problems.push(`percorso n. ${index + 1}: manca path`);
      else if (typeof (route as Record<string, unknown>).load !== 'function')
        problems.push(`percorso ${path}: manca load`);
    });
  }
  const entries = (items: unknown, where: string) => {
    if (!Array.isArray(items)) return problems.push(`${where} non è un elenco`);
    items.forEach((item: unknown, index) => {
      const id = isRecord(item) && typeof item.id === 'string' ? item.id : null;
      if (id === null) return problems.push(`voce n. ${index + 1} di ${where}: manca id`);
      const type = (item as Record<string, unknown>).type;
      if (!NAV_ITEM_TYPES.includes(type as NavItemType)) {
        problems.push(`voce ${id}: tipo «${String(type)}» sconosciuto (${NAV_ITEM_TYPES.join(', ')})`);
      }
      const children = (item as Record<string, unknown>).children;
      if (children !== undefined) entries(children, `children di ${id}`);
    });
  };
  entries(value.navigation, 'navigation');
  return problems;
}
