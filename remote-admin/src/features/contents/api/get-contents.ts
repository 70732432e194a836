import { adminQueries } from '../../../api/admin-queries';
import { contentsEndpoints } from '@portal/contracts/endpoints/contents';
import { queryOptions } from '@tanstack/react-query';
import { type Page, call } from '@portal/shared-auth';
import type { Content } from '../types/content';

export interface ContentsQuery {
  page: number;
  size: number;
  search: string;
}

/** What a save or removal of a content makes stale: every answer of the contents' endpoints. */
export const CONTENTS = adminQueries.about(contentsEndpoints);

/** A content's products (the panel's table). */
export const contentProductsKey = (id: number) =>
  adminQueries.key(contentsEndpoints.getContentProductsById, { params: { id } });

export function getContents(query: ContentsQuery, signal?: AbortSignal): Promise<Page<Content>> {
  return call(contentsEndpoints.getContents, { query: query }, { signal });
}

/** A page of contents, for the list screen. */
export function contentsPage(query: ContentsQuery) {
  return queryOptions({
    queryKey: adminQueries.key(contentsEndpoints.getContents, { query }),
    queryFn: ({ signal }) => getContents(query, signal),
  });
}
