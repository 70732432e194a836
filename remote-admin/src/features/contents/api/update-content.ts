import { api } from '@portal/shared-auth';
import type { Content } from '../types/content';

/** PUT /api/content with the version read: 409 when someone else saved in between. */
export function updateContent(content: { id: number; description: string; icon: string; version?: number }) {
  return api.put<Content>('/api/content', content);
}
