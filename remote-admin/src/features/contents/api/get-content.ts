import { api } from '@portal/shared-auth';
import { useRemoteData } from '@portal/shared-ui';
import type { Content } from '../types/content';

export function getContent(id: number): Promise<Content> {
  return api.get<Content>(`/api/content/${id}`);
}

/** The content being edited; nothing to load for a new one. */
export function useContentRecord(id: number | null) {
  return useRemoteData(() => (id === null ? Promise.resolve(null) : getContent(id)), [id]);
}
