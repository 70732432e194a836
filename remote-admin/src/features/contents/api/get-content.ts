import { contentsEndpoints } from '@portal/contracts/endpoints/contents';
import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { Content } from '../types/content';
import { adminQueries } from '../../../api/admin-queries';

export function getContent(id: number, signal?: AbortSignal): Promise<Content> {
  return call(contentsEndpoints.getContentById, { params: { id } }, { signal });
}

/** The content being edited; nothing to load for a new one (`null`). */
export function useContentRecord(id: number | null) {
  return useQuery({
    queryKey: adminQueries.key(contentsEndpoints.getContentById, { params: { id: id ?? 0 } }),
    queryFn: ({ signal }) => getContent(id!, signal),
    enabled: id !== null,
  });
}
