import { api } from '@portal/shared-auth';

/** DELETE /api/content/{id}: refused (409) while the content has products. */
export function deleteContent(id: number): Promise<null> {
  return api.delete<null>(`/api/content/${id}`);
}
