// The API's shapes, written once in @portal/contracts.
export type {
  NewProductInput,
  Product,
  ProductCategory,
  ProductCategoryInput,
  ProductInput,
  ProductListItem,
  ProductRef,
} from '@portal/contracts/api/products';
export {
  CONFIGURATION_STATUSES,
  CONFIGURATION_STATUS_LABELS,
  PRODUCT_FILE_LABELS,
  PRODUCT_LIMITS,
  PRODUCT_TYPES,
  PRODUCT_TYPE_LABELS,
  REPORT_FAMILY_LABELS,
  type ConfigurationStatus,
  type ReportFamily,
  type ProductFileKind,
  type ProductType,
} from '@portal/contracts/catalogue';
