import { authStore } from '@portal/shared-auth';

/** The version an overridden remote runs as: the developer's build, never told to the telemetry. */
export const LOCAL_VERSION = 'locale';

/**
 * Where this browser keeps a platform developer's local overrides (local-override.ts): under
 * their own login, so whoever else signs in here loads the published versions, and only for a
 * platform administrator. Light on purpose: every page start asks it.
 */
export function overrideKey(): string | null {
  const { user, tenant } = authStore.getState();
  return user?.platformAdmin ? `portal.remote-override:${user.login}@${tenant?.name ?? ''}` : null;
}

export function hasLocalOverrides(): boolean {
  const key = overrideKey();
  try {
    return key !== null && localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}
