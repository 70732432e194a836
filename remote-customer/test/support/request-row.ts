import type { RequestSummary } from '../../src/features/requests/types/request';

/** A request as the lists receive it: a 'Visura ordinaria' on a company, completed and read; `more` changes it. */
export const requestRow = (id: number, more: Partial<RequestSummary> = {}): RequestSummary => ({
  id,
  movementId: id + 1000,
  createdAt: '2026-11-24T09:30:00.000Z',
  productId: 31,
  fullProductCode: 'VIS.VIS001',
  productDescription: 'Visura ordinaria',
  serviceName: 'Visure camerali',
  subjectType: 'PG',
  subjectName: 'ROSSI COSTRUZIONI S.R.L.',
  subjectCode: '01234567890',
  status: 'COMPLETED',
  price: '5.00',
  dueDate: null,
  internalReference: null,
  read: true,
  companiesFound: null,
  ...more,
});
