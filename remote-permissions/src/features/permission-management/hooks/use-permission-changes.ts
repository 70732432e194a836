import { useCallback, useMemo, useState } from 'react';
import type { Permission } from '@portal/shared-auth';
import type { PermissionChangesInput, PermissionUser } from '../types/permission-user';

/** userId → permission → the state the toggle now asks for (only where it differs from the held one). */
type Pending = ReadonlyMap<number, ReadonlyMap<Permission, boolean>>;

export interface PermissionChanges {
  /** What the toggle shows: the pending change, else what the user holds. */
  isOn(user: PermissionUser, permission: Permission): boolean;
  isChanged(user: PermissionUser, permission: Permission): boolean;
  /** The changes take `permission` away from the user with this id. */
  revokes(userId: number, permission: Permission): boolean;
  toggle(user: PermissionUser, permission: Permission): void;
  /** How many toggles differ from what the users hold. */
  count: number;
  /** The body of the save: only the changed permissions (spec 002 §4 "Permission toggles"). */
  input(): PermissionChangesInput;
  reset(): void;
}

/**
 * The toggles the user changed and not yet saved. Kept across pages and searches (by user id),
 * so a change made on page 1 is saved with one made on page 3; toggling back undoes it.
 */
export function usePermissionChanges(): PermissionChanges {
  const [pending, setPending] = useState<Pending>(new Map());

  const toggle = useCallback((user: PermissionUser, permission: Permission) => {
    setPending((current) => {
      const held = user.permissions.includes(permission);
      const forUser = new Map(current.get(user.userId));
      const wanted = !(forUser.get(permission) ?? held);
      if (wanted === held) forUser.delete(permission);
      else forUser.set(permission, wanted);
      const next = new Map(current);
      if (forUser.size === 0) next.delete(user.userId);
      else next.set(user.userId, forUser);
      return next;
    });
  }, []);

  return useMemo(() => {
    const pendingOf = (user: PermissionUser, permission: Permission) => pending.get(user.userId)?.get(permission);
    return {
      isOn: (user, permission) => pendingOf(user, permission) ?? user.permissions.includes(permission),
      isChanged: (user, permission) => pendingOf(user, permission) !== undefined,
      revokes: (userId, permission) => pending.get(userId)?.get(permission) === false,
      toggle,
      count: [...pending.values()].reduce((sum, forUser) => sum + forUser.size, 0),
      input: () => ({
        userData: [...pending].map(([id, forUser]) => ({
          id,
          permissions: [...forUser].map(([permission, added]) => ({
            permission,
            changed: true,
            added,
            removed: !added,
          })),
        })),
      }),
      reset: () => setPending(new Map()),
    };
  }, [pending, toggle]);
}
