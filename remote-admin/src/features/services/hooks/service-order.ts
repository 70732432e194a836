import { ORDER_STEPS } from '@portal/contracts/catalogue';
import type { Line, ServiceOrderInput } from '../types/service';

/**
 * What a drag in the services list sends (spec 002 §4): the page's services in their new
 * order; the server gives them (pageIndex × pageSize + 1) × 10000, then +10000 each.
 */
export function serviceOrderInput(
  page: number,
  size: number,
  services: readonly { id: number; version: number }[],
): ServiceOrderInput {
  return { page, size, services: services.map(({ id, version }) => ({ id, version })) };
}

/** The order the server gives the first service of a page: (page × size + 1) × 10000. */
export function firstOrderOfPage(page: number, size: number): number {
  return (page * size + 1) * ORDER_STEPS.serviceList;
}

/** The order each line of a service table gets when saved: the service's order +100, +200… */
export function lineOrders(serviceOrder: number, lines: readonly Pick<Line, 'id'>[]): Map<number, number> {
  return new Map(lines.map((line, index) => [line.id, serviceOrder + ORDER_STEPS.serviceLine * (index + 1)]));
}
