import { ADMIN_KEY } from './admin-queries';
/**
 * The roots of the catalogue's query keys. A save reaches beyond its own resource (a service's
 * line table moves lines, a line's product table moves products), so the features that save
 * invalidate each other's roots through these names rather than importing each other.
 */
export const CATALOGUE_KEYS = {
  services: [ADMIN_KEY, 'services'] as const,
  lines: [ADMIN_KEY, 'lines'] as const,
  products: [ADMIN_KEY, 'products'] as const,
  contents: [ADMIN_KEY, 'contents'] as const,
};
