/**
 * What the host tells the platform about its remotes (issue 48): each page load's session per
 * remote version, and each failure — a remote that did not load, a page that threw. Nothing
 * personal: remote, version, path and the error's message; the server knows the user only to
 * count distinct ones. Reports are batched (one call a second at most) and sent silently: a
 * report that fails is dropped, never shown. A chunk of its own, loaded with the remotes.
 */
import { platformEndpoints } from '@portal/contracts/endpoints/platform';
import type { TelemetryEvent } from '@portal/contracts/api/platform';
import { TELEMETRY_LIMITS, type RemoteApp, type TelemetryKind } from '@portal/contracts/platform';
import { authStore, call, sessionHeaders } from '@portal/shared-auth';
import { endpointUrl } from '@portal/contracts/api/endpoint';
import { remotesStore } from './remote-store';
import { LOCAL_VERSION } from './override-key';

export const TELEMETRY_FLUSH_MS = 1_000;

/** This page load, as the server counts sessions. */
const session = crypto.randomUUID();
/** Module Federation name → the release loaded under it. */
const releases = new Map<string, { app: RemoteApp; version: string }>();
const queue: TelemetryEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

function enqueue(kind: TelemetryKind, name: string, message?: string): void {
  const release = releases.get(name);
  if (!release) return;
  queue.push({
    kind,
    ...release,
    route: window.location.pathname.slice(0, TELEMETRY_LIMITS.route),
    ...(message === undefined ? {} : { message: message.slice(0, TELEMETRY_LIMITS.message) }),
  });
  timer ??= setTimeout(() => void flush(), TELEMETRY_FLUSH_MS);
}

async function flush(): Promise<void> {
  timer = null;
  const events = queue.splice(0, TELEMETRY_LIMITS.events);
  if (queue.length > 0) timer = setTimeout(() => void flush(), TELEMETRY_FLUSH_MS);
  // Only a signed-in user may report; before that (or after signing out) nothing is kept.
  if (events.length === 0 || authStore.getState().status !== 'signed-in') return;
  try {
    const answer = await call(platformEndpoints.postPlatformTelemetry, { body: { session, events } }, { silent: true });
    // The watch has just ended a canary this page runs: the next navigation loads the page
    // anew, with the stable version (reloading a remote in place would keep the broken one's
    // modules around).
    if (answer.rolledBack.length > 0) remotesStore.setState({ reloadAfter: window.location.pathname });
  } catch {
    // Telemetry never bothers the user.
  }
}

/**
 * A page going away (a reload, another site, a closed tab) sends what is queued at once, with
 * `keepalive`: the request outlives the page, which the shared client's could not.
 */
function flushOnLeave(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  const events = queue.splice(0, TELEMETRY_LIMITS.events);
  const { status, accessToken } = authStore.getState();
  if (events.length === 0 || status !== 'signed-in' || !accessToken) return;
  void fetch(endpointUrl(platformEndpoints.postPlatformTelemetry), {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', ...sessionHeaders() },
    body: JSON.stringify({ session, events }),
  }).catch(() => undefined);
}
window.addEventListener('pagehide', flushOnLeave);

/** The registry's answer for this page: one session per remote version. */
export function reportSessions(list: readonly { name: string; app: string; version: string }[]): void {
  // A developer's local build (local-override.ts) is no version the registry counts.
  for (const release of list.filter((candidate) => candidate.version !== LOCAL_VERSION)) {
    releases.set(release.name, { app: release.app as RemoteApp, version: release.version });
    enqueue('session', release.name);
  }
}

export function reportLoadError(name: string, error: unknown): void {
  enqueue('load-error', name, messageOf(error));
}

export function reportRenderError(name: string, error: unknown): void {
  enqueue('render-error', name, messageOf(error));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
