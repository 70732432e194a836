// The API's shapes, written once in @portal/contracts.
export type { Line, LineInput, NewLineInput } from '@portal/contracts/api/lines';
export type { ProductSummary as LineProduct } from '@portal/contracts/api/fields';
