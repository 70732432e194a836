import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Page } from '@portal/shared-auth';
import type { PermissionAuditEntry } from '../types/permission-user';
import { permissionKeys } from './get-permission-users';

export interface PermissionAuditRequest {
  page: number;
  size: number;
  search: string;
  clientId: number | null;
}

/** `GET /api/permission-management/audit`: grants and revocations, newest first. */
export function getPermissionAudit(
  { clientId, ...query }: PermissionAuditRequest,
  signal?: AbortSignal,
): Promise<Page<PermissionAuditEntry>> {
  return api.get<Page<PermissionAuditEntry>>('/api/permission-management/audit', {
    params: clientId === null ? query : { ...query, clientId },
    signal,
  });
}

export function usePermissionAudit(query: PermissionAuditRequest, enabled: boolean) {
  return useQuery({
    queryKey: permissionKeys.audit(query),
    queryFn: ({ signal }) => getPermissionAudit(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
