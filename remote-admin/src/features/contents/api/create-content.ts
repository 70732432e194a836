import { api } from '@portal/shared-auth';
import type { Content } from '../types/content';

/** POST /api/content: a new content goes last. */
export function createContent(content: { description: string; icon: string }): Promise<Content> {
  return api.post<Content>('/api/content', content);
}
