/**
 * What follows an order, however it was placed (the wizard, a foreign report): the debit's
 * low-balance alert, and the approvers told of what now waits for them. The services that
 * place an order call it, so a route never carries an order's effects.
 */
import type { NewRequestInput } from '@portal/contracts/api/requests';
import type { Caller } from '../plugins/tenant.ts';
import { createRequest } from '../modules/requests/service.ts';
import { alertLowBalance } from './balance-alert.ts';
import type { Providers } from '../plugins/providers.ts';
import { notifyApprovers, type LifecycleDeps } from './request-lifecycle.ts';

export interface PlacedRequest {
  idRichiesta: number;
  status: string;
}

export async function announcePlaced(
  deps: LifecycleDeps,
  who: Caller,
  debit: { credit: string; price: string },
  placed: ReadonlyArray<PlacedRequest | null | undefined>,
): Promise<void> {
  await alertLowBalance(deps.db, deps.hub, who, debit);
  for (const request of placed) {
    if (request?.status === 'TO_APPROVE') await notifyApprovers(deps, who.tenantId, request.idRichiesta);
  }
}

/** Places a request and announces it: the wizard's order, whole. */
export async function placeRequest(
  deps: LifecycleDeps & { providers: Providers },
  who: Caller,
  input: NewRequestInput,
  now: Date,
) {
  const created = await createRequest(deps, who, input, now);
  await announcePlaced(deps, who, created, [created]);
  return created;
}
