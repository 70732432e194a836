import { PERMISSIONS } from '@portal/shared-auth';

/** A user as permission management lists it (spec 002 §3). */
export interface PermissionUser {
  userId: number;
  name: string;
  lastName: string;
  email: string;
  login: string;
  clientId: number;
  clientName: string;
  tenantCode: string;
  permissions: string[];
}

/** A client account to filter the users by. */
export interface ClientAccount {
  clientId: number;
  clientName: string;
  customerCode: string;
}

/** The permission columns of the table, in the order of spec 002 §2.16. */
export const PERMISSION_COLUMNS = [
  { permission: PERMISSIONS.manager, title: 'Gestore' },
  { permission: PERMISSIONS.shapeshifter, title: 'Mutaforma' },
  { permission: PERMISSIONS.permissionManagement, title: 'Permessi' },
  { permission: PERMISSIONS.investigationsPortfolio, title: 'Portafoglio Indagini' },
] as const;
