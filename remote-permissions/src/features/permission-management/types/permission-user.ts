import { ASSIGNABLE_PERMISSIONS, PERMISSION_LABELS, type Permission } from '@portal/shared-auth';

// The API's shapes, written once in @portal/contracts.
export type {
  ClientAccount,
  ClientAccountDetail,
  PermissionAuditEntry,
  PermissionChange,
  PermissionChangesInput,
  PermissionChangesResult,
  PermissionUser,
} from '@portal/contracts/api/permission-management';

/** The permission columns of the table: the four of spec 002 §2.16 first, then the others. */
export const PERMISSION_COLUMNS: ReadonlyArray<{ permission: Permission; title: string }> = ASSIGNABLE_PERMISSIONS.map(
  (permission) => ({ permission, title: PERMISSION_LABELS[permission] }),
);
