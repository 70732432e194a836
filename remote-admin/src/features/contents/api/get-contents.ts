import { ADMIN_KEY } from '../../../api/admin-queries';
import { contentsEndpoints } from '@portal/contracts/endpoints/contents';
import { queryOptions } from '@tanstack/react-query';
import { type Page, call } from '@portal/shared-auth';
import type { Content } from '../types/content';

export interface ContentsQuery {
  page: number;
  size: number;
  search: string;
}

/** Query keys of the contents: a save or removal invalidates `contentKeys.all`. */
export const contentKeys = {
  all: [ADMIN_KEY, 'contents'] as const,
  list: (query: ContentsQuery) => [...contentKeys.all, 'list', query] as const,
  detail: (id: number) => [...contentKeys.all, 'detail', id] as const,
  products: (id: number) => [...contentKeys.all, 'products', id] as const,
  productsNotIn: (id: number) => [...contentKeys.all, 'products-not-in', id] as const,
};

export function getContents(query: ContentsQuery, signal?: AbortSignal): Promise<Page<Content>> {
  return call(contentsEndpoints.getContents, { query: query }, { signal });
}

/** A page of contents, for the list screen. */
export function contentsPage(query: ContentsQuery) {
  return queryOptions({
    queryKey: contentKeys.list(query),
    queryFn: ({ signal }) => getContents(query, signal),
  });
}
