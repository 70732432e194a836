import { CUSTOMER_KEY } from '../../../api/customer-queries';
/**
 * Query keys of what a customer may order. No runtime import: the contribution prefetches a
 * line's page with them (line-detail-queries.ts) before the pages' code has arrived.
 */
export const orderingKeys = {
  all: [CUSTOMER_KEY, 'ordering'] as const,
  lines: (query: object) => [...orderingKeys.all, 'lines', query] as const,
  services: (subjectType: string | null) => [...orderingKeys.all, 'services', subjectType] as const,
  contents: ['ordering', 'contents'] as const,
  line: (id: number) => [...orderingKeys.all, 'line', id] as const,
  products: (id: number, subjectType: string | null) => [...orderingKeys.all, 'products', id, subjectType] as const,
  prices: (id: number, subjectType: string | null) => [...orderingKeys.all, 'prices', id, subjectType] as const,
  form: (productId: number | null, subjectType: string) =>
    [...orderingKeys.all, 'form', productId, subjectType] as const,
};
