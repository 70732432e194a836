import type { HTMLAttributes, ReactNode, Ref } from 'react';
import './count-badge.css';

export interface CountBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  /** A number (0 hides the badge) or a short text. */
  count?: number | string;
  /** Above it, `99+`. */
  overflowCount?: number;
  /** A dot instead of the count. */
  dot?: boolean;
  /** The badge's colour (its text stays white). */
  color?: string;
  size?: 'small' | 'default';
  /** What the badge sits on (a bell, a button); without it the badge stands in the text. */
  children?: ReactNode;
  'data-testid'?: string;
  /** A tooltip around the badge reaches the element through it. */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A count or a dot on an icon or beside a title (the unread notifications, a navigation entry's
 * badge, an edit page's panels): antd's Badge look without its code (~3.5 KB gzip on every
 * signed-in page), which animates the digits the portal has no use for.
 */
export function CountBadge({
  count,
  overflowCount = 99,
  dot,
  color,
  size = 'default',
  children,
  className,
  ...rest
}: CountBadgeProps) {
  const shown = dot || (typeof count === 'number' ? count > 0 : Boolean(count));
  const text = typeof count === 'number' && count > overflowCount ? `${overflowCount}+` : String(count ?? '');
  const colour = color ? { background: color } : undefined;
  const classes = [
    'portal-badge',
    `portal-badge-${size}`,
    children === undefined ? 'portal-badge-inline' : '',
    className,
  ];
  return (
    <span {...rest} className={classes.filter(Boolean).join(' ')}>
      {children}
      {shown &&
        (dot ? (
          <sup className="portal-badge-dot" style={colour} />
        ) : (
          <sup className="portal-badge-count" title={String(count)} style={colour}>
            {text}
          </sup>
        ))}
    </span>
  );
}
