// The API's shapes, written once in @portal/contracts.
export type {
  NewProcessingInput,
  Processing,
  ProcessingClient,
  ProcessingInput,
  ProcessingProduct,
} from '@portal/contracts/api/processings';
export type { ClientAccount } from '@portal/contracts/api/permission-management';
export type { ProductRef } from '@portal/contracts/api/products';
export { PROCESSING_LIMITS, REQUEST_TYPES, REQUEST_TYPE_LABELS, type RequestType } from '@portal/contracts/catalogue';
