import { useState } from 'react';
import { useLocation } from '@portal/shared-auth/router';
import { useAuth } from '@portal/shared-auth';
import type { NavContribution } from '@portal/shared-ui/shell';
import { NavEntry } from './nav-entry';
import { navigableEntries, selectedEntry } from './navigation-model';

export interface BackOfficeSection {
  title: string;
  entries: NavContribution[];
}

/**
 * The entries the remotes file under a back-office section (`section`), grouped by it in the
 * order the navigation gives them: 'Catalogo', 'Elaborazioni', 'Utenti e listini', ...
 */
export function backOfficeSections(items: readonly NavContribution[]): BackOfficeSection[] {
  const sections = new Map<string, NavContribution[]>();
  for (const entry of navigableEntries(items)) {
    if (!entry.section) continue;
    sections.set(entry.section, [...(sections.get(entry.section) ?? []), entry]);
  }
  return [...sections].map(([title, entries]) => ({ title, entries }));
}

/**
 * The entry of the current page: the list it is (`/fields`), else the list of the record it
 * shows (`/field/CF` → `/fields`).
 */
function currentEntry(entries: readonly NavContribution[], pathname: string): string | undefined {
  const exact = selectedEntry(entries, pathname);
  if (exact) return exact.id;
  const first = pathname.split('/')[1];
  return first ? entries.find((entry) => entry.link?.startsWith(`/${first}`))?.id : undefined;
}

/** Where each user's choice (open or collapsed) is kept on this browser. */
export const collapsedKey = (userId: number | undefined) => `portal.backOfficeNav.${userId ?? 'anonymous'}`;

/**
 * Below this width the panel starts collapsed, so that the wide back-office tables keep a
 * 1440 px screen whole; the user's own choice, once made, wins.
 */
export const OPEN_FROM_WIDTH = 1600;

function collapsedAtFirst(stored: string | null): boolean {
  if (stored) return stored === 'collapsed';
  return window.innerWidth < OPEN_FROM_WIDTH;
}

const NOTHING = () => {};

/**
 * The side navigation of back-office pages (issue 46): every back-office screen the user may
 * open, by section, one click away from any of them. Collapsible, and the choice is remembered
 * per user.
 */
export function BackOfficeNav({ items }: { items: readonly NavContribution[] }) {
  const { pathname } = useLocation();
  const userId = useAuth((state) => state.user?.id);
  const key = collapsedKey(userId);
  const [collapsed, setCollapsed] = useState(() => collapsedAtFirst(localStorage.getItem(key)));
  const sections = backOfficeSections(items);
  if (sections.length === 0) return null;
  const selectedId = currentEntry(
    sections.flatMap((section) => section.entries),
    pathname,
  );

  function toggle() {
    const next = !collapsed;
    setCollapsed(next);
    localStorage.setItem(key, next ? 'collapsed' : 'open');
  }

  return (
    <aside
      className={`portal-backoffice-nav${collapsed ? ' portal-backoffice-nav-collapsed' : ''}`}
      aria-label="Back office"
    >
      <button
        type="button"
        className="portal-nav-entry portal-backoffice-nav-toggle"
        aria-expanded={!collapsed}
        aria-controls="portal-backoffice-sections"
        aria-label={collapsed ? 'Espandi il back office' : 'Comprimi il back office'}
        title={collapsed ? 'Espandi il back office' : undefined}
        onClick={toggle}
      >
        <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
        {!collapsed && 'Comprimi'}
      </button>
      {!collapsed && (
        <nav id="portal-backoffice-sections" aria-label="Sezioni del back office" className="portal-nav">
          {sections.map((section) => (
            <section key={section.title} aria-label={section.title}>
              <h2 className="portal-nav-group-title">{section.title}</h2>
              <ul className="portal-nav-tree">
                {section.entries.map((entry) => (
                  <li key={entry.id}>
                    <NavEntry item={entry} selectedId={selectedId} inline={false} onNavigate={NOTHING} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      )}
    </aside>
  );
}
