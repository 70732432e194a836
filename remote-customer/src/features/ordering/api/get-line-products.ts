import { useQuery } from '@tanstack/react-query';
import type { SubjectType } from '../types/ordering';
import { lineProductsQuery, lineQuery } from './line-detail-queries';

/** The line the request page is about. */
export function useLine(id: number) {
  return useQuery(lineQuery(id));
}

/** The products the subject's type may order (ANY without a subject). */
export function useLineProducts(id: number, subjectType: SubjectType | null) {
  return useQuery(lineProductsQuery(id, subjectType));
}
