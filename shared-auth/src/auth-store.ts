import { createStore, useStore } from 'zustand';
import type { AuthStatus } from './access';
import type { CurrentUser, TenantConfig } from './types';

export interface AuthState {
  status: AuthStatus;
  /** Short-lived; kept in memory only. The refresh token lives in an HttpOnly cookie. */
  accessToken: string | null;
  user: CurrentUser | null;
  permissions: string[];
  /** The applied tenant: set before sign-in from the login's `@tenant`, then from the user. */
  tenant: TenantConfig | null;
  /** An impersonation start or end is under way (impersonation.ts): the menu waits. */
  impersonationPending: boolean;
}

const initialState: AuthState = {
  status: 'unknown',
  accessToken: null,
  user: null,
  permissions: [],
  tenant: null,
  impersonationPending: false,
};

/** The one auth + tenant store of the platform (shared as a Module Federation singleton). */
export const authStore = createStore<AuthState>()(() => initialState);

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}

const resetListeners = new Set<() => void>();

/** Runs `listener` whenever the session ends (the query cache clears itself this way). */
export function onAuthReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

/** Signed out: the session, and whatever was kept for it, is gone. */
export function resetAuthStore(): void {
  authStore.setState(initialState, true);
  for (const listener of resetListeners) listener();
}
