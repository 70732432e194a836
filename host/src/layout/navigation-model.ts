import { hasAnyAuthority } from '@portal/shared-auth';
import type { NavContribution } from '@portal/shared-ui';

/** Host entries first, then each remote's, ordered by `order`; children ordered the same way. */
export function mergeNavigation(sources: ReadonlyArray<readonly NavContribution[]>): NavContribution[] {
  const byOrder = (a: NavContribution, b: NavContribution) => (a.order ?? 0) - (b.order ?? 0);
  const sortDeep = (items: readonly NavContribution[]): NavContribution[] =>
    [...items].sort(byOrder).map((item) => (item.children ? { ...item, children: sortDeep(item.children) } : item));
  return sortDeep(sources.flat());
}

/** The hidden predicate: entries (and groups left empty) the user may not see are dropped. */
export function visibleNavigation(
  items: readonly NavContribution[],
  permissions: readonly string[],
): NavContribution[] {
  return items.flatMap((item) => {
    if (!hasAnyAuthority(permissions, item.authorities)) return [];
    if (!item.children) return [item];
    const children = visibleNavigation(item.children, permissions);
    const container = item.type === 'group' || item.type === 'collapsable';
    return container && children.length === 0 ? [] : [{ ...item, children }];
  });
}

/** Entries that lead somewhere, flattened (the portal home shows them as shortcuts). */
export function navigableEntries(items: readonly NavContribution[]): NavContribution[] {
  return items.flatMap((item) => [...(item.link ? [item] : []), ...navigableEntries(item.children ?? [])]);
}
