// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- apps compile this source without shared-ui's own ambient declarations
/// <reference path="../assets.d.ts" />
import type { CSSProperties } from 'react';
import './material-icons.css';

/** The icon set a catalogue icon name starts with, and the default when it names none. */
const SETS = { mat_outline: 'outline', mat_solid: 'solid' } as const;

/** 'mat_outline:gavel' -> { set: 'outline', name: 'gavel' }; null for what is not an icon name. */
export function parseMaterialIcon(icon: string | null | undefined): { set: 'outline' | 'solid'; name: string } | null {
  const match = /^(?:(mat_outline|mat_solid):)?([a-z0-9_]+)$/.exec(icon?.trim() ?? '');
  if (!match) return null;
  return { set: SETS[(match[1] ?? 'mat_outline') as keyof typeof SETS], name: match[2] };
}

export interface MaterialIconProps {
  /** A catalogue icon name, 'mat_outline:bookmark' or 'mat_solid:gavel'. */
  icon: string | null | undefined;
  size?: number;
  style?: CSSProperties;
  /** An accessible name; without it the icon is decoration (hidden from screen readers). */
  title?: string;
}

/** A catalogue icon drawn with the Material Icons font (the ligature turns the name into the glyph). */
export function MaterialIcon({ icon, size, style, title }: MaterialIconProps) {
  const parsed = parseMaterialIcon(icon);
  if (!parsed) return null;
  return (
    <span
      className={`portal-material-icon portal-material-icon-${parsed.set}`}
      style={size ? { fontSize: size, ...style } : style}
      data-icon={icon}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      {parsed.name}
    </span>
  );
}
