import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared-auth';
import type { PermissionChangesInput, PermissionChangesResult } from '../types/permission-user';
import { permissionKeys } from './get-permission-users';

/** `POST /api/permission-management/process/permissions`: only the changed toggles (spec 002 §7). */
export function savePermissions(input: PermissionChangesInput): Promise<PermissionChangesResult> {
  return api.post<PermissionChangesResult>('/api/permission-management/process/permissions', input);
}

/** After a save the users, the accounts and the audit are read again. */
export function useSavePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePermissions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: permissionKeys.all }),
  });
}
