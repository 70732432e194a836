/**
 * The privilege boundaries between back-office users, in one place, for every route that acts
 * on a user, a top-up, an approval or a fulfilment:
 * - nobody acts on a user who holds a permission they do not hold (the rule permission
 *   management applies to grants): a catalogue manager cannot change the e-mail, the password
 *   policy, the flags or the state of an administrator or a permission manager;
 * - four eyes: nobody decides on what they asked for themselves (an approval, a top-up, a
 *   fulfilment), neither as themselves nor while impersonating the one who asked.
 */
import { USER_MESSAGES } from '@portal/contracts/messages';
import { ALL_PERMISSIONS, PERMISSION_LABELS } from '@portal/contracts/permissions';
import type { Queryable } from '../db/database.ts';
import { forbidden } from '../domain-error.ts';
import type { Caller } from '../plugins/tenant.ts';
import { heldPermissions } from '../modules/permission-management/reads.ts';

/** The permissions `target` holds and `who` does not, by their Italian names (empty: `who` may act). */
export function permissionsBeyond(who: Pick<Caller, 'permissions'>, target: ReadonlySet<string>): string[] {
  // In the order of the permission table's columns.
  return ALL_PERMISSIONS.filter((permission) => target.has(permission) && !who.permissions.includes(permission)).map(
    (permission) => PERMISSION_LABELS[permission],
  );
}

/** Why `who` may not act on the user `targetId` of the tenant, or null when they may (or it does not exist). */
export async function whyNotActOn(db: Queryable, who: Caller, targetId: number): Promise<string | null> {
  const held = (await heldPermissions(db, who.tenantId, [targetId])).get(targetId);
  if (!held) return null;
  const beyond = permissionsBeyond(who, held.permissions);
  return beyond.length > 0 ? USER_MESSAGES.strongerUser(beyond) : null;
}

/** 403 when the user `targetId` holds a permission `who` lacks. */
export async function assertMayActOn(db: Queryable, who: Caller, targetId: number): Promise<void> {
  const reason = await whyNotActOn(db, who, targetId);
  if (reason) throw forbidden(reason);
}

/** The people behind a session: its user and, while impersonating, the acting administrator. */
export function peopleBehind(who: Pick<Caller, 'userId' | 'act'>): number[] {
  return who.act ? [who.userId, Number(who.act.sub)] : [who.userId];
}

/** Whether `ownerId` (who asked) is one of the people behind the session. */
export function isOwn(who: Pick<Caller, 'userId' | 'act'>, ownerId: number): boolean {
  return peopleBehind(who).includes(ownerId);
}

/** The rows with `ownRequest` set for those the session itself asked for: the screens disable what four eyes refuses. */
export function markOwn<T extends object>(
  who: Pick<Caller, 'userId' | 'act'>,
  rows: readonly T[],
  ownerOf: (row: T) => number,
): Array<T & { ownRequest: boolean }> {
  return rows.map((row) => ({ ...row, ownRequest: isOwn(who, ownerOf(row)) }));
}

/** Four eyes: 403 with `message` when the one deciding is the one who asked. */
export function assertFourEyes(who: Pick<Caller, 'userId' | 'act'>, ownerId: number, message: string): void {
  if (isOwn(who, ownerId)) throw forbidden(message);
}
