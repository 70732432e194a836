/**
 * How processings act on ordering (the spec shows no server behaviour; this is the rule here,
 * README "Elaborazioni"). A processing governs the requests of its request type for its linked
 * products, for its linked clients or, when it links none, for every client; one naming the
 * client wins over one for all. Its form, when set, replaces the product's form. Its hours, in
 * Rome's time, bound when a request may be made: from the start (inclusive) to the end
 * (exclusive), or to midnight when only the start is set; none set means always.
 */
import type { ServiceWindow } from '@portal/contracts/api/processings';
import type { ProductType, RequestType } from '@portal/contracts/catalogue';
import { ORDERING_MESSAGES } from '@portal/contracts/messages';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { applicableProcessing, type ApplicableProcessing } from './reads.ts';
import { romeClock } from '../../italian/rome-clock.ts';

const REQUEST_TYPE_OF_PRODUCT: Record<ProductType, RequestType> = { ON: 'ON', OF: 'OFF', WS: 'WS' };

/** The window of a processing at `now`, or null when it sets no hours. */
export function serviceWindow(
  processing: Pick<ApplicableProcessing, 'fromTime' | 'toTime'>,
  now: Date,
): ServiceWindow | null {
  const { fromTime, toTime } = processing;
  if (fromTime === null && toTime === null) return null;
  const start = fromTime ?? '00:00:00';
  const time = romeClock(now).time;
  const from = start.slice(0, 5);
  const to = toTime === null ? '24:00' : toTime.slice(0, 5);
  return {
    from,
    to,
    open: time >= start && (toTime === null || time < toTime),
    message: ORDERING_MESSAGES.serviceWindow(from, to),
  };
}

export interface OrderingRules {
  /** The form the request fills: the processing's, else the product's. */
  formCode: string | null;
  window: ServiceWindow | null;
}

type RuledProduct = { id: number; productType: ProductType | null; formCode: string | null };

function governingProcessing(db: Queryable, tenantId: TenantId, clientId: number, product: RuledProduct) {
  if (!product.productType) return null;
  return applicableProcessing(db, tenantId, product.id, clientId, REQUEST_TYPE_OF_PRODUCT[product.productType]);
}

/** What a processing changes for this client ordering this product at `now`. */
export async function orderingRules(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
  product: RuledProduct,
  now: Date,
): Promise<OrderingRules> {
  const processing = await governingProcessing(db, tenantId, clientId, product);
  if (!processing) return { formCode: product.formCode, window: null };
  return { formCode: processing.form ?? product.formCode, window: serviceWindow(processing, now) };
}

/** The form this client fills for this product, whatever the hour. */
export async function orderFormCode(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
  product: RuledProduct,
): Promise<string | null> {
  const processing = await governingProcessing(db, tenantId, clientId, product);
  return processing?.form ?? product.formCode;
}
