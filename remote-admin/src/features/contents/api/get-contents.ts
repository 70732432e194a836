import { api, type Page } from '@portal/shared-auth';
import { useRemoteData } from '@portal/shared-ui';
import type { Content } from '../types/content';

export interface ContentsQuery {
  page: number;
  size: number;
  search: string;
}

export function getContents(query: ContentsQuery): Promise<Page<Content>> {
  return api.get<Page<Content>>('/api/contents', { params: query });
}

export function useContents(query: ContentsQuery) {
  return useRemoteData(() => getContents(query), [query.page, query.size, query.search]);
}
