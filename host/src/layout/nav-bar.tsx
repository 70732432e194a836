import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { navIcon, type NavContribution } from '@portal/shared-ui/shell';
import { containsEntry } from './navigation-model';
import { NavEntry } from './nav-entry';
import { NavTree } from './nav-tree';
import { useFittingCount } from './use-fitting-count';

interface BarProps {
  selectedId: string | undefined;
  onNavigate: () => void;
}

/** Out of the row but measured (`useFittingCount`): it comes back when there is room again. */
function rowItemProps(outOfRow: boolean | undefined, className: string) {
  return outOfRow
    ? { className: `${className} portal-nav-bar-measured`, 'aria-hidden': true, inert: true }
    : { className };
}

/**
 * A top-bar entry that opens its children in a popup under it (the disclosure pattern of
 * site navigation): Escape closes it and gives the focus back, so do a click elsewhere, the
 * focus leaving it and choosing an entry.
 */
function PopupEntry({
  title,
  icon,
  items,
  selected,
  alignEnd,
  outOfRow,
  onNavigate,
  selectedId,
}: BarProps & {
  title: ReactNode;
  icon?: ReactNode;
  items: readonly NavContribution[];
  selected: boolean;
  alignEnd?: boolean;
  outOfRow?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const popupId = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  return (
    <li
      ref={root}
      {...rowItemProps(outOfRow, `portal-nav-bar-item${selected ? ' portal-nav-bar-item-selected' : ''}`)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="portal-nav-entry portal-nav-toggle"
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => setOpen(!open)}
      >
        {icon}
        <span className="portal-nav-title">{title}</span>
        <span className="portal-nav-chevron" aria-hidden="true" />
      </button>
      <div id={popupId} className={`portal-nav-popup${alignEnd ? ' portal-nav-popup-end' : ''}`} hidden={!open}>
        {open && (
          <NavTree
            items={items}
            selectedId={selectedId}
            inline
            onNavigate={() => {
              setOpen(false);
              onNavigate();
            }}
          />
        )}
      </div>
    </li>
  );
}

function BarItem({ item, outOfRow, ...props }: BarProps & { item: NavContribution; outOfRow: boolean }) {
  if (item.type === 'divider') return <li role="separator" {...rowItemProps(outOfRow, 'portal-nav-bar-divider')} />;
  if (item.type === 'spacer') return <li {...rowItemProps(outOfRow, 'portal-nav-bar-spacer')} aria-hidden="true" />;
  if (item.type === 'basic' || item.disabled) {
    return (
      <li {...rowItemProps(outOfRow, 'portal-nav-bar-item')}>
        <NavEntry item={item} inline={false} {...props} />
      </li>
    );
  }
  return (
    <PopupEntry
      title={item.title}
      icon={navIcon(item.icon)}
      items={item.children ?? []}
      selected={containsEntry(item, props.selectedId)}
      outOfRow={outOfRow}
      {...props}
    />
  );
}

/**
 * The top bar's navigation (medium screens and up): the entries that fit in a row, the rest
 * under "Altro"; groups, collapsables and asides open their entries in a popup.
 */
export function NavBar({ items, ...props }: BarProps & { items: readonly NavContribution[] }) {
  const row = useRef<HTMLUListElement>(null);
  const fitting = useFittingCount(row, items.length);
  const rest = items.slice(fitting);
  return (
    <ul ref={row} className="portal-nav-bar">
      {items.map((item, index) => (
        <BarItem key={item.id} item={item} outOfRow={index >= fitting} {...props} />
      ))}
      <PopupEntry
        title="Altro"
        items={rest}
        selected={rest.some((item) => containsEntry(item, props.selectedId))}
        alignEnd
        outOfRow={rest.length === 0}
        {...props}
      />
    </ul>
  );
}
