/**
 * What the products module lets other modules read: its door for them (ESLint refuses their reaching
 * into its repositories). Its own routes go through its service.
 */
export { findProductFile, type StoredProductFile } from './repository.ts';
export {
  MAX_PRODUCT_SUGGESTIONS,
  orderableProduct,
  PRODUCT_SUMMARY_COLUMNS,
  PRODUCT_SUMMARY_FROM,
  productExists,
  type ProductSummary,
} from './suggestions-repository.ts';
export { suggestProducts } from './suggestions-repository.ts';
