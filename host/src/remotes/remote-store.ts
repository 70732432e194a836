import type { ComponentType } from 'react';
import { createStore, useStore } from 'zustand';
import type { RemoteContribution } from '@portal/shared-ui';

export type RemoteStatus = 'loading' | 'ready' | 'error';

export interface RemoteSlot {
  name: string;
  status: RemoteStatus;
  contribution?: RemoteContribution;
  error?: string;
}

export interface RemotesState {
  /** False until the registry has answered (or failed). */
  registryLoaded: boolean;
  registryError: boolean;
  remotes: Record<string, RemoteSlot>;
  /**
   * The canary watch ended a canary this page runs, while the page was at this path: the next
   * navigation loads the page anew (client-hooks-bridge.tsx), with the stable version.
   */
  reloadAfter?: string;
  /** Shown over every page while it is set: the local override's (local-override.tsx). */
  banner?: ComponentType;
}

/** The host's own view of its remotes: which are loaded, which failed. */
export const remotesStore = createStore<RemotesState>()(() => ({
  registryLoaded: false,
  registryError: false,
  remotes: {},
}));

export function useRemotes<T>(selector: (state: RemotesState) => T): T {
  return useStore(remotesStore, selector);
}

export function setRemote(slot: RemoteSlot): void {
  remotesStore.setState((state) => ({ remotes: { ...state.remotes, [slot.name]: slot } }));
}
