import type { Palette } from '@portal/shared-auth';

/** The tenant themes of spec 000 §2.1: the primary colour each one gives antd. */
export const PALETTES: Record<Palette, { primary: string; header: string }> = {
  default: { primary: '#4f46e5', header: '#1e293b' },
  brand: { primary: '#2196f3', header: '#0d3c61' },
  teal: { primary: '#0d9488', header: '#134e4a' },
  rose: { primary: '#e11d48', header: '#4c0519' },
  purple: { primary: '#9333ea', header: '#3b0764' },
  amber: { primary: '#d97706', header: '#451a03' },
};

export function paletteOf(name: string | undefined | null): (typeof PALETTES)[Palette] {
  return PALETTES[(name ?? 'default') as Palette] ?? PALETTES.default;
}
