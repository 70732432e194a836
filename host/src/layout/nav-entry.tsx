import { Link } from '@portal/shared-auth/router';
import { CountBadge, navIcon, type NavContribution } from '@portal/shared-ui/shell';

/** A navigation entry's title, its badge and (in the panels) its subtitle. */
export function NavLabel({ item, inline }: { item: NavContribution; inline: boolean }) {
  return (
    <span className="portal-nav-label">
      <span className="portal-nav-title">
        {item.title}
        {item.badge && (
          <CountBadge
            count={item.badge.title}
            color={item.badge.color}
            style={{ marginInlineStart: 8 }}
            data-testid={`badge-${item.id}`}
          />
        )}
      </span>
      {inline && item.subtitle && <span className="portal-nav-subtitle">{item.subtitle}</span>}
    </span>
  );
}

export interface NavEntryProps {
  item: NavContribution;
  /** The id of the entry of the current page. */
  selectedId: string | undefined;
  inline: boolean;
  /** Called when the entry leads somewhere (the panel over the content closes, a popup closes). */
  onNavigate: () => void;
}

/**
 * A basic entry: a real link (it opens in a new tab with the browser's own gestures), the
 * page's own marked `aria-current`. A disabled entry is text; an entry without a link only
 * logs an error (spec 000 §2.2).
 */
export function NavEntry({ item, selectedId, inline, onNavigate }: NavEntryProps) {
  const selected = item.id === selectedId;
  const className = `portal-nav-entry${selected ? ' portal-nav-entry-selected' : ''}`;
  const content = (
    <>
      {navIcon(item.icon)}
      <NavLabel item={item} inline={inline} />
    </>
  );
  if (item.disabled) {
    return (
      <span className={`${className} portal-nav-entry-disabled`} aria-disabled="true">
        {content}
      </span>
    );
  }
  if (!item.link) {
    return (
      <button
        type="button"
        className={className}
        onClick={() => console.error(`[portal] la voce di menu "${item.id}" non ha un collegamento`)}
      >
        {content}
      </button>
    );
  }
  if (item.externalLink) {
    return (
      <a className={className} href={item.link} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {content}
      </a>
    );
  }
  return (
    <Link
      className={className}
      to={item.link}
      title={item.subtitle ?? item.title}
      aria-current={selected ? 'page' : undefined}
      onClick={onNavigate}
    >
      {content}
    </Link>
  );
}
