import { contentsEndpoints } from '@portal/contracts/endpoints/contents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewContentInput } from '@portal/contracts/api/contents';
import { call } from '@portal/shared-auth';
import type { Content } from '../types/content';
import { CONTENTS } from './get-contents';

/** POST /api/content: a new content goes last. */
export function createContent(content: NewContentInput): Promise<Content> {
  return call(contentsEndpoints.postContent, { body: content });
}

export function useCreateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContent,
    onSuccess: () => queryClient.invalidateQueries(CONTENTS),
  });
}
