/** The colour palettes a tenant's portal can take (spec 000 §2.2). */
export const PALETTES = ['default', 'brand', 'teal', 'rose', 'purple', 'amber'] as const;
export type Palette = (typeof PALETTES)[number];
