import { hasAnyAuthority } from '@portal/shared-auth';
import type { NavContext, NavContribution } from '@portal/shared-ui';

/** Host entries first, then each remote's, ordered by `order`; children ordered the same way. */
export function mergeNavigation(sources: ReadonlyArray<readonly NavContribution[]>): NavContribution[] {
  const byOrder = (a: NavContribution, b: NavContribution) => (a.order ?? 0) - (b.order ?? 0);
  const sortDeep = (items: readonly NavContribution[]): NavContribution[] =>
    [...items].sort(byOrder).map((item) => (item.children ? { ...item, children: sortDeep(item.children) } : item));
  return sortDeep(sources.flat());
}

/**
 * The hidden predicate (spec 000 §2.2): entries needing an authority the user lacks, entries
 * whose `hidden` says so, and groups or collapsables left empty are dropped.
 */
export function visibleNavigation(
  items: readonly NavContribution[],
  permissions: readonly string[],
  flags: Omit<NavContext, 'permissions'> = {},
): NavContribution[] {
  const context: NavContext = { permissions, ...flags };
  return items.flatMap((item) => {
    if (!hasAnyAuthority(permissions, item.authorities)) return [];
    if (item.hidden?.(context)) return [];
    if (!item.children) return [item];
    const children = visibleNavigation(item.children, permissions, flags);
    const container = item.type === 'group' || item.type === 'collapsable' || item.type === 'aside';
    return container && children.length === 0 ? [] : [{ ...item, children }];
  });
}

/** Entries that lead somewhere, flattened (the portal home shows them as shortcuts). */
export function navigableEntries(items: readonly NavContribution[]): NavContribution[] {
  return items.flatMap((item) => [...(item.link ? [item] : []), ...navigableEntries(item.children ?? [])]);
}

/** The entry whose link is the current page or its closest parent path, for the selection. */
export function selectedEntry(items: readonly NavContribution[], pathname: string): NavContribution | null {
  let best: NavContribution | null = null;
  for (const item of navigableEntries(items)) {
    if (item.externalLink || !item.link) continue;
    const matches = pathname === item.link || pathname.startsWith(`${item.link}/`);
    if (matches && (!best || item.link.length > (best.link?.length ?? 0))) best = item;
  }
  return best;
}

/** The entry is `id` or holds it among its children (the branch of the current page). */
export function containsEntry(item: NavContribution, id: string | undefined): boolean {
  return !!id && (item.id === id || (item.children ?? []).some((child) => containsEntry(child, id)));
}

export type NavigationMode = 'horizontal' | 'side' | 'over';

/**
 * Spec 000 §2.2: the horizontal menu in the top bar from md (960 px) up, the side
 * navigation below; below sm (600 px) the panel goes over the content (and closes on
 * navigation), between sm and md it sits beside it.
 */
export function navigationMode(screens: Partial<Record<'sm' | 'md', boolean>>): NavigationMode {
  if (screens.md !== false) return 'horizontal';
  return screens.sm === false ? 'over' : 'side';
}
