import { useId, useState } from 'react';
import { navIcon, type NavContribution } from '@portal/shared-ui/shell';
import { containsEntry } from './navigation-model';
import { NavEntry, NavLabel, type NavEntryProps } from './nav-entry';

type TreeProps = Omit<NavEntryProps, 'item'>;

/** A collapsable (or aside) entry: a button that folds its children under it, open on the current page's branch. */
function FoldingEntry({ item, ...props }: TreeProps & { item: NavContribution }) {
  const [open, setOpen] = useState(() => containsEntry(item, props.selectedId));
  const listId = useId();
  return (
    <>
      <button
        type="button"
        className="portal-nav-entry portal-nav-toggle"
        aria-expanded={open}
        aria-controls={listId}
        disabled={item.disabled}
        onClick={() => setOpen(!open)}
      >
        {navIcon(item.icon)}
        <NavLabel item={item} inline={props.inline} />
        <span className="portal-nav-chevron" aria-hidden="true" />
      </button>
      <NavTree id={listId} items={item.children ?? []} hidden={!open} nested {...props} />
    </>
  );
}

function NavTreeItem({ item, ...props }: TreeProps & { item: NavContribution }) {
  const titleId = useId();
  switch (item.type) {
    case 'divider':
      return <li role="separator" className="portal-nav-divider" />;
    case 'spacer':
      return <li aria-hidden="true" className="portal-nav-spacer" />;
    case 'group':
      return (
        <li className="portal-nav-group">
          <span id={titleId} className="portal-nav-group-title">
            {item.title}
          </span>
          <NavTree items={item.children ?? []} labelledBy={titleId} {...props} />
        </li>
      );
    case 'collapsable':
    case 'aside':
      return (
        <li>
          <FoldingEntry item={item} {...props} />
        </li>
      );
    default:
      return (
        <li>
          <NavEntry item={item} {...props} />
        </li>
      );
  }
}

/** The navigation as a tree of lists: the side panel, the panel over the content, the top bar's popups. */
export function NavTree({
  items,
  id,
  hidden,
  nested,
  labelledBy,
  ...props
}: TreeProps & {
  items: readonly NavContribution[];
  id?: string;
  hidden?: boolean;
  nested?: boolean;
  labelledBy?: string;
}) {
  return (
    <ul
      id={id}
      hidden={hidden}
      aria-labelledby={labelledBy}
      className={`portal-nav-tree${nested ? ' portal-nav-tree-nested' : ''}`}
    >
      {items.map((item) => (
        <NavTreeItem key={item.id} item={item} {...props} />
      ))}
    </ul>
  );
}
