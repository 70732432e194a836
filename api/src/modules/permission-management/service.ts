/**
 * The grant rules of permission management (spec 002 §2.16, §4 "Permission toggles", and the
 * rules designed here): only changed toggles arrive; an addition the user already has (or a
 * removal of one they lack) is skipped; a granter changes only permissions they hold; users are
 * the tenant's; the tenant keeps at least one active holder of permission management; every
 * change is audited with who did it. One transaction: one refusal cancels the whole save.
 */
import type {
  ClientAccountDetail,
  PermissionChangesInput,
  PermissionChangesResult,
} from '@portal/contracts/api/permission-management';
import { PERMISSION_MESSAGES } from '@portal/contracts/messages';
import { PERMISSION_LABELS, PERMISSIONS, type Permission } from '@portal/contracts/permissions';
import { writeAudit } from './audit-repository.ts';
import { writeActivity, type FieldChanges } from '../../activity/activity-log.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict, forbidden, invalid, notFound } from '../../domain-error.ts';
import type { Caller } from '../../plugins/tenant.ts';
import {
  countActiveHolders,
  findClientAccount,
  grantPermission,
  heldPermissions,
  lockTenantPermissions,
  revokePermission,
} from './repository.ts';

export async function getClientAccount(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
): Promise<ClientAccountDetail> {
  const account = await findClientAccount(db, tenantId, clientId);
  if (!account) throw notFound(PERMISSION_MESSAGES.clientNotFound);
  return account;
}

interface Change {
  userId: number;
  permission: Permission;
  grant: boolean;
}

/** The toggles that changed, checked for shape: one entry per user, per permission, one direction. */
function requestedChanges(input: PermissionChangesInput): Change[] {
  const users = new Set<number>();
  const changes: Change[] = [];
  for (const { id, permissions } of input.userData) {
    if (users.has(id)) throw invalid(PERMISSION_MESSAGES.repeatedUser, 'userData');
    users.add(id);
    const seen = new Set<string>();
    for (const change of permissions) {
      if (seen.has(change.permission)) throw invalid(PERMISSION_MESSAGES.repeatedPermission, 'permissions');
      seen.add(change.permission);
      if (!change.changed) continue;
      if (change.added === change.removed) throw invalid(PERMISSION_MESSAGES.addedAndRemoved, 'permissions');
      changes.push({ userId: id, permission: change.permission as Permission, grant: change.added });
    }
  }
  return changes;
}

export async function processPermissionChanges(
  db: Database,
  who: Caller,
  input: PermissionChangesInput,
): Promise<PermissionChangesResult> {
  const changes = requestedChanges(input);
  const notHeld = changes.find((change) => !who.permissions.includes(change.permission));
  if (notHeld) throw forbidden(PERMISSION_MESSAGES.notHeld(PERMISSION_LABELS[notHeld.permission]));
  // While impersonating, the audit names the person behind the session.
  const actorId = who.act ? Number(who.act.sub) : who.userId;

  return db.transaction(async (tx) => {
    await lockTenantPermissions(tx, who.tenantId);
    const userIds = input.userData.map((user) => user.id);
    const held = await heldPermissions(tx, who.tenantId, userIds);
    // A user of another tenant is, for this tenant, a user that does not exist.
    if (held.size !== userIds.length) throw notFound(PERMISSION_MESSAGES.userNotFound);

    let applied = 0;
    const changed = new Map<number, FieldChanges>();
    for (const change of changes) {
      const { permissions } = held.get(change.userId)!;
      if (permissions.has(change.permission) === change.grant) continue;
      if (change.grant) await grantPermission(tx, change.userId, change.permission);
      else await revokePermission(tx, change.userId, change.permission);
      await writeAudit(tx, {
        tenantId: who.tenantId,
        userId: change.userId,
        actorId,
        action: change.grant ? 'permission-granted' : 'permission-revoked',
        details: { permission: change.permission },
      });
      changed.set(change.userId, {
        ...changed.get(change.userId),
        [change.permission]: { before: !change.grant, after: change.grant },
      });
      applied += 1;
    }
    for (const [userId, fields] of changed) {
      await writeActivity(tx, {
        tenantId: who.tenantId,
        actorId,
        entity: 'permissions',
        entityKey: String(userId),
        entityLabel: held.get(userId)!.label,
        action: 'update',
        changes: fields,
      });
    }
    const revokesManagement = changes.some(
      (change) => change.permission === PERMISSIONS.permissionManagement && !change.grant,
    );
    if (revokesManagement && (await countActiveHolders(tx, who.tenantId, PERMISSIONS.permissionManagement)) === 0) {
      throw conflict(PERMISSION_MESSAGES.lastPermissionManager);
    }
    return { applied, skipped: changes.length - applied };
  });
}

// The module's reads, for its routes: a route imports its service only.
export { listAccounts } from '../clients/reads.ts';
export { listPermissionUsers } from '../users/reads.ts';
export { listPermissionAudit } from './repository.ts';
