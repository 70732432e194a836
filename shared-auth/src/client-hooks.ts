/**
 * What the HTTP client needs from the app that hosts it: a way to show an error and a way
 * to navigate. The host wires them once at start; tests wire their own.
 */
export interface ClientHooks {
  notifyError: (message: string) => void;
  navigate: (path: string) => void;
  currentPath: () => string;
}

const defaults: ClientHooks = {
  notifyError: (message) => console.error(message),
  navigate: (path) => window.location.assign(path),
  currentPath: () => `${window.location.pathname}${window.location.search}`,
};

let hooks: ClientHooks = defaults;

export function configureClientHooks(next: Partial<ClientHooks>): void {
  hooks = { ...hooks, ...next };
}

export function clientHooks(): ClientHooks {
  return hooks;
}
