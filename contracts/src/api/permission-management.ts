/** Permission management (spec 002 §2.16, §7 Permissions). */
import { SearchQuery, Type, type Static } from './schema.ts';

export const PermissionUser = Type.Object({
  userId: Type.Integer(),
  name: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  login: Type.String(),
  clientId: Type.Integer(),
  clientName: Type.String(),
  tenantCode: Type.String(),
  permissions: Type.Array(Type.String()),
});
export type PermissionUser = Static<typeof PermissionUser>;

/** A client account (the "Cliente" filter). */
export const ClientAccount = Type.Object({
  clientId: Type.Integer(),
  clientName: Type.String(),
  customerCode: Type.String(),
});
export type ClientAccount = Static<typeof ClientAccount>;

export const AccountsQuery = SearchQuery();
