import { permissionManagementEndpoints } from '@portal/contracts/endpoints/permission-management';
import { permissionQueries } from './permission-queries';

const { getPermissionManagementAvailableAccounts: accounts } = permissionManagementEndpoints;

/** The clients whose name or code matches the text (every client for no text). */
export const clientAccountsQuery = (search: string) => permissionQueries.options(accounts, { query: { search } });
