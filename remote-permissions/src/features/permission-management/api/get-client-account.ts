import { useQuery } from '@tanstack/react-query';
import { permissionManagementEndpoints } from '@portal/contracts/endpoints/permission-management';
import { call } from '@portal/shared-auth';
import type { ClientAccountDetail } from '../types/permission-user';
import { permissionQueries } from './permission-queries';

const { getPermissionManagementAccountByClientId: accountOf } = permissionManagementEndpoints;

/** The client account block. */
export function getClientAccount(clientId: number, signal?: AbortSignal): Promise<ClientAccountDetail> {
  return call(accountOf, { params: { clientId } }, { signal });
}

export function useClientAccount(clientId: number | null) {
  return useQuery(
    permissionQueries.options(accountOf, { params: { clientId: clientId ?? 0 } }, { enabled: clientId !== null }),
  );
}
