import { PERMISSIONS } from '@portal/shared-auth';

// The API's shapes, written once in @portal/contracts.
export type { ClientAccount, PermissionUser } from '@portal/contracts/api/permission-management';

/** The permission columns of the table, in the order of spec 002 §2.16. */
export const PERMISSION_COLUMNS = [
  { permission: PERMISSIONS.manager, title: 'Gestore' },
  { permission: PERMISSIONS.shapeshifter, title: 'Mutaforma' },
  { permission: PERMISSIONS.permissionManagement, title: 'Permessi' },
  { permission: PERMISSIONS.investigationsPortfolio, title: 'Portafoglio Indagini' },
] as const;
