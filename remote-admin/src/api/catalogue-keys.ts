/**
 * The roots of the catalogue's query keys. A save reaches beyond its own resource (a service's
 * line table moves lines, a line's product table moves products), so the features that save
 * invalidate each other's roots through these names rather than importing each other.
 */
export const CATALOGUE_KEYS = {
  services: ['services'] as const,
  lines: ['lines'] as const,
  products: ['products'] as const,
  contents: ['contents'] as const,
};
