import { contentsEndpoints } from '@portal/contracts/endpoints/contents';
import { adminQueries } from '../../../api/admin-queries';

/** The lookup of products to link to a content: at most 50 not linked yet, matching the text. */
export const productsNotInContentLookup = (id: number) => (search: string) =>
  adminQueries.options(contentsEndpoints.getContentProductsNotInById, { params: { id }, query: { search } });
