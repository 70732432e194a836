import { billingEndpoints } from '@portal/contracts/endpoints/billing';
import { useQuery } from '@tanstack/react-query';
import { downloadFrom } from '@portal/shared-auth/files';
import { customerQueries } from '../../../api/customer-queries';

export const useBillingMonths = () => useQuery(customerQueries.options(billingEndpoints.getBillingMonths, {}));

export const useBillingDetail = (month: string | null) =>
  useQuery(
    customerQueries.options(billingEndpoints.getBillingDetail, { query: { month } }, { enabled: month !== null }),
  );

/** The month as a spreadsheet or as its PDF statement. */
export const downloadBilling = (month: string, format: 'xlsx' | 'pdf') =>
  downloadFrom(
    format === 'pdf' ? billingEndpoints.getBillingDetailPdf : billingEndpoints.getBillingDetailXlsx,
    { query: { month } },
    `fatturazione-${month}.${format}`,
  );
