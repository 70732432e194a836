import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { permissionManagementEndpoints } from '@portal/contracts/endpoints/permission-management';
import { call, type Page } from '@portal/shared-auth';
import type { PermissionAuditEntry } from '../types/permission-user';
import { permissionQueries } from './permission-queries';

const { getPermissionManagementAudit: audit } = permissionManagementEndpoints;

export interface PermissionAuditRequest {
  page: number;
  size: number;
  search: string;
  clientId: number | null;
}

/** Grants and revocations, newest first (a client left empty is not sent). */
export function getPermissionAudit(
  query: PermissionAuditRequest,
  signal?: AbortSignal,
): Promise<Page<PermissionAuditEntry>> {
  return call(audit, { query }, { signal });
}

export function usePermissionAudit(query: PermissionAuditRequest, enabled: boolean) {
  return useQuery(permissionQueries.options(audit, { query }, { placeholderData: keepPreviousData, enabled }));
}
