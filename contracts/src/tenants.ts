/** The colour palettes a tenant's portal can take (spec 000 §2.2). */
export const PALETTES = ['default', 'brand', 'teal', 'rose', 'purple', 'amber'] as const;
export type Palette = (typeof PALETTES)[number];

/** The colours of each palette: the portal's theme (shared-ui) and the issued reports' header (api). */
export const PALETTE_COLOURS: Record<Palette, { primary: string; header: string }> = {
  default: { primary: '#4f46e5', header: '#1e293b' },
  brand: { primary: '#2196f3', header: '#0d3c61' },
  teal: { primary: '#0d9488', header: '#134e4a' },
  rose: { primary: '#e11d48', header: '#4c0519' },
  purple: { primary: '#9333ea', header: '#3b0764' },
  amber: { primary: '#d97706', header: '#451a03' },
};
