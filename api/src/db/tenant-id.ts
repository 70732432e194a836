/**
 * The numeric id of the caller's tenant. Branded so that data-access functions can only be
 * called with an id that came from a verified token (tenant plugin) or a sign-in lookup, not
 * with a number taken from the request.
 */
export type TenantId = number & { readonly __brand: 'TenantId' };

export function trustedTenantId(id: number): TenantId {
  return id as TenantId;
}
