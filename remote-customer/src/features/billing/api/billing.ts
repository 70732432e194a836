import { CUSTOMER_KEY } from '../../../api/customer-queries';
import { billingEndpoints } from '@portal/contracts/endpoints/billing';
import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import { downloadFrom } from '@portal/shared-auth/files';

export const billingKeys = {
  all: [CUSTOMER_KEY, 'billing'] as const,
  months: () => [...billingKeys.all, 'months'] as const,
  detail: (month: string) => [...billingKeys.all, 'detail', month] as const,
};

export const useBillingMonths = () =>
  useQuery({
    queryKey: billingKeys.months(),
    queryFn: ({ signal }) => call(billingEndpoints.getBillingMonths, {}, { signal }),
  });

export const useBillingDetail = (month: string | null) =>
  useQuery({
    queryKey: billingKeys.detail(month ?? ''),
    queryFn: ({ signal }) => call(billingEndpoints.getBillingDetail, { query: { month } }, { signal }),
    enabled: month !== null,
  });

/** The month as a spreadsheet or as its PDF statement. */
export const downloadBilling = (month: string, format: 'xlsx' | 'pdf') =>
  downloadFrom(
    format === 'pdf' ? billingEndpoints.getBillingDetailPdf : billingEndpoints.getBillingDetailXlsx,
    { query: { month } },
    `fatturazione-${month}.${format}`,
  );
