import { useQuery } from '@tanstack/react-query';
import type { BillingDetail, BillingMonth } from '@portal/contracts/api/billing';
import { api } from '@portal/shared-auth';
import { downloadFile } from '@portal/shared-auth/files';

export const billingKeys = {
  all: ['billing'] as const,
  months: () => [...billingKeys.all, 'months'] as const,
  detail: (month: string) => [...billingKeys.all, 'detail', month] as const,
};

export const useBillingMonths = () =>
  useQuery({
    queryKey: billingKeys.months(),
    queryFn: ({ signal }) => api.get<BillingMonth[]>('/api/billing/months', { signal }),
  });

export const useBillingDetail = (month: string | null) =>
  useQuery({
    queryKey: billingKeys.detail(month ?? ''),
    queryFn: ({ signal }) => api.get<BillingDetail>('/api/billing/detail', { params: { month }, signal }),
    enabled: month !== null,
  });

/** The month as a spreadsheet or as its PDF statement. */
export const downloadBilling = (month: string, format: 'xlsx' | 'pdf') =>
  downloadFile(`/api/billing/detail.${format}?month=${month}`, `fatturazione-${month}.${format}`);
