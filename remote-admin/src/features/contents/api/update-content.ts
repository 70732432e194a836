import { contentsEndpoints } from '@portal/contracts/endpoints/contents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentInput } from '@portal/contracts/api/contents';
import { call } from '@portal/shared-auth';
import type { Content } from '../types/content';
import { CONTENTS } from './get-contents';

/** PUT /api/content with the version read: 409 when someone else saved in between. */
export function updateContent(content: ContentInput): Promise<Content> {
  return call(contentsEndpoints.putContent, { body: content });
}

export function useUpdateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContent,
    onSuccess: () => queryClient.invalidateQueries(CONTENTS),
  });
}
