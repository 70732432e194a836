import { useMutation, useQueryClient } from '@tanstack/react-query';
import { permissionManagementEndpoints } from '@portal/contracts/endpoints/permission-management';
import { call } from '@portal/shared-auth';
import type { PermissionChangesInput, PermissionChangesResult } from '../types/permission-user';
import { permissionQueries } from './permission-queries';

/** Only the changed toggles (spec 002 §7). */
export function savePermissions(input: PermissionChangesInput): Promise<PermissionChangesResult> {
  return call(permissionManagementEndpoints.postPermissionManagementProcessPermissions, { body: input });
}

/** After a save the users, the accounts and the audit are read again. */
export function useSavePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePermissions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [permissionQueries.namespace] }),
  });
}
