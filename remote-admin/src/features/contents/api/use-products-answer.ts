import { useQueryClient } from '@tanstack/react-query';
import type { ContentProduct } from '../types/content';
import { contentKeys } from './get-contents';

/**
 * Linking and unlinking answer the content's products: they become its cached list at once,
 * and the lists of contents (whose product count changed) are fetched again.
 */
export function useProductsAnswer(id: number) {
  const queryClient = useQueryClient();
  return (products: ContentProduct[]) => {
    queryClient.setQueryData(contentKeys.products(id), products);
    return queryClient.invalidateQueries({
      queryKey: contentKeys.all,
      // Not the content's products just answered: the segment after the root names the read.
      predicate: (query) => query.queryKey[contentKeys.all.length] !== 'products',
    });
  };
}
