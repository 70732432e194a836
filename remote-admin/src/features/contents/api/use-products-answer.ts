import { useQueryClient } from '@tanstack/react-query';
import { contentsEndpoints } from '@portal/contracts/endpoints/contents';
import { adminQueries } from '../../../api/admin-queries';
import type { ContentProduct } from '../types/content';
import { contentProductsKey } from './get-contents';

/** Not the content's products just answered: the reads whose answer the change moved. */
const MOVED = adminQueries.about({
  list: contentsEndpoints.getContents,
  detail: contentsEndpoints.getContentById,
  lookup: contentsEndpoints.getContentProductsNotInById,
});

/**
 * Linking and unlinking answer the content's products: they become its cached list at once,
 * and the lists of contents (whose product count changed) are fetched again.
 */
export function useProductsAnswer(id: number) {
  const queryClient = useQueryClient();
  return (products: ContentProduct[]) => {
    queryClient.setQueryData(contentProductsKey(id), products);
    return queryClient.invalidateQueries(MOVED);
  };
}
