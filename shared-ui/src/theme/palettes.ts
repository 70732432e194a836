import { PALETTE_COLOURS, type Palette } from '@portal/contracts/tenants';

/** The tenant themes of spec 000 §2.1: the primary colour each one gives antd. */
export const PALETTES = PALETTE_COLOURS;

export function paletteOf(name: string | undefined | null): (typeof PALETTES)[Palette] {
  return PALETTES[(name ?? 'default') as Palette] ?? PALETTES.default;
}
