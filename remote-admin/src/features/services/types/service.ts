export type { Service, NewServiceInput, ServiceInput, ServiceOrderInput } from '@portal/contracts/api/services';
export type { Line } from '@portal/contracts/api/lines';
