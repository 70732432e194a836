/** Permission management (spec 002 §2.16, §7 Permissions). */
import { ASSIGNABLE_PERMISSIONS } from '../permissions.ts';
import { DateTime, Id, Nullable, PagingQuery, SearchQuery, StringEnum, Type, type Static } from './schema.ts';

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

export const ClientIdParams = Type.Object({ clientId: Id() }, { additionalProperties: false });

/** The client account block shown once a client is chosen. */
export const ClientAccountDetail = Type.Object({
  clientId: Type.Integer(),
  clientName: Type.String(),
  customerCode: Type.String(),
  /** Prepaid credit, decimal text in euro. */
  credit: Type.String(),
  priceListProfile: Nullable(Type.String()),
  users: Type.Integer(),
  activeUsers: Type.Integer(),
  createdAt: DateTime(),
});
export type ClientAccountDetail = Static<typeof ClientAccountDetail>;

export const AssignablePermission = StringEnum(ASSIGNABLE_PERMISSIONS);

/** One toggle the user changed (spec 002 §3 "Permission change"): exactly one of added and removed. */
export const PermissionChange = Type.Object(
  {
    permission: AssignablePermission,
    changed: Type.Boolean(),
    added: Type.Boolean(),
    removed: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type PermissionChange = Static<typeof PermissionChange>;

/** `POST /api/permission-management/process/permissions` (spec 002 §7). */
export const PermissionChangesInput = Type.Object(
  {
    userData: Type.Array(
      Type.Object(
        {
          id: Id(),
          permissions: Type.Array(PermissionChange, { minItems: 1, maxItems: ASSIGNABLE_PERMISSIONS.length }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 100 },
    ),
  },
  { additionalProperties: false },
);
export type PermissionChangesInput = Static<typeof PermissionChangesInput>;

/** What the save did: the changes applied, those skipped because already so. */
export const PermissionChangesResult = Type.Object({ applied: Type.Integer(), skipped: Type.Integer() });
export type PermissionChangesResult = Static<typeof PermissionChangesResult>;

/** One grant or revocation, as the audit keeps it. */
export const PermissionAuditEntry = Type.Object({
  id: Type.Integer(),
  at: DateTime(),
  action: StringEnum(['granted', 'revoked'] as const),
  permission: Type.String(),
  userId: Nullable(Type.Integer()),
  userName: Type.String(),
  clientName: Type.String(),
  actorId: Nullable(Type.Integer()),
  actorName: Type.String(),
});
export type PermissionAuditEntry = Static<typeof PermissionAuditEntry>;

export const PermissionAuditQuery = PagingQuery({ clientId: Type.Optional(Id()), userId: Type.Optional(Id()) });
export type PermissionAuditQuery = Static<typeof PermissionAuditQuery>;
