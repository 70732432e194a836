// The API's shapes, written once in @portal/contracts.
export type { Content } from '@portal/contracts/api/contents';
export type { ProductSummary as ContentProduct } from '@portal/contracts/api/fields';
