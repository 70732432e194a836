/** Billing detail of the caller's client: months, a month's products with VAT, its statement. */
import type { BillingDetail, BillingLine } from '@portal/contracts/api/billing';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { billingLines, VAT_RATE } from './repository.ts';
import { addAmounts } from '../credit/service.ts';

export { billingMonths } from './repository.ts';

/** The month's lines and their totals, added to the cent (never as floats). */
export async function billingDetail(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
  month: string,
): Promise<BillingDetail> {
  const lines = await billingLines(db, tenantId, clientId, month);
  const totals = lines.reduce(
    (sum, line: BillingLine) => ({
      requests: sum.requests + line.requests,
      net: addAmounts(sum.net, line.net),
      vat: addAmounts(sum.vat, line.vat),
      gross: addAmounts(sum.gross, line.gross),
    }),
    { requests: 0, net: '0.00', vat: '0.00', gross: '0.00' },
  );
  return { month, vatRate: VAT_RATE, lines, totals };
}

// The module's reads, for its routes: a route imports its service only.
export { findClientAccount } from '../permission-management/reads.ts';
