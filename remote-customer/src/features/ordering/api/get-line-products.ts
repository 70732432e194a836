import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared-auth';
import type { Line, LineProduct, SubjectType } from '../types/ordering';
import { orderingKeys } from './get-orderable-lines';

/** GET /api/line/{id}: the line the request page is about. */
export function useLine(id: number) {
  return useQuery({
    queryKey: orderingKeys.line(id),
    queryFn: ({ signal }) => api.get<Line>(`/api/line/${id}`, { signal, silent: true }),
    retry: false,
  });
}

/** GET /api/line/{id}/products?type=PF|PG: the products the subject's type may order (ANY without a subject). */
export function useLineProducts(id: number, subjectType: SubjectType | null) {
  return useQuery({
    queryKey: orderingKeys.products(id, subjectType),
    queryFn: ({ signal }) =>
      api.get<LineProduct[]>(`/api/line/${id}/products`, { params: { type: subjectType ?? 'ANY' }, signal }),
  });
}
