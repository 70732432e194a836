import { authStore, isSignInTypeRoute, takeSignInRemotes } from '@portal/shared-auth';
import { fetchRemoteReleases, type RemoteRelease } from './remote-registry';
import { remotesStore, setRemote } from './remote-store';
import { preloadPageAt } from './page-modules';
import { hasLocalOverrides } from './override-key';
import { takeStartupRemotes } from '../startup-refresh';

const releases = new Map<string, RemoteRelease>();

/** The federation runtime is a chunk of its own, fetched with the first remote (federation-runtime.ts). */
const federationRuntime = () => import('./federation-runtime');
/**
 * So is the telemetry (telemetry.ts), fetched when there is something to tell: a failure at
 * once, the page's sessions once the page has settled. The first screens carry none of it.
 */
let telemetryChunk: Promise<typeof import('./telemetry')> | null = null;
let sessionsTold = false;
export const TELEMETRY_START_MS = 10_000;

function withTelemetry(tell?: (report: typeof import('./telemetry')) => void): void {
  telemetryChunk ??= import('./telemetry');
  void telemetryChunk.then((report) => {
    // The versions this page runs come first: a failure is counted against its version.
    if (!sessionsTold) {
      sessionsTold = true;
      report.reportSessions([...releases.values()]);
    }
    tell?.(report);
  });
}

/** A remote's page or drawer slot threw while rendering (RemoteBoundary). */
export function reportRenderError(name: string, error: unknown): void {
  withTelemetry((report) => report.reportRenderError(name, error));
}

async function loadOne(release: RemoteRelease, force: boolean): Promise<void> {
  setRemote({ name: release.name, status: 'loading' });
  try {
    const { loadContribution, registerRelease } = await federationRuntime();
    registerRelease(release, force);
    const loaded = await loadContribution(release.name);
    // A registered team's remote is kept to its grant (confine.ts, fetched only for one).
    const contribution = release.routePrefix === null ? loaded : (await import('./confine')).confined(release, loaded);
    await preloadPageAt(contribution, window.location);
    setRemote({ name: release.name, status: 'ready', contribution });
  } catch (error) {
    setRemote({ name: release.name, status: 'error', error: (error as Error).message });
    withTelemetry((report) => report.reportLoadError(release.name, error));
  }
}

/** At start: read the registry and load every remote's contribution, each on its own. */
export async function loadRemotes(): Promise<void> {
  try {
    // Those the sign-in or the page's first refresh answered for this user, else the registry's.
    const signedIn = takeSignInRemotes();
    let list = await fetchRemoteReleases(signedIn ? Promise.resolve(signedIn) : takeStartupRemotes());
    if (hasLocalOverrides()) list = await (await import('./local-override')).applyLocalOverrides(list);
    list.forEach((release) => releases.set(release.name, release));
    setTimeout(() => withTelemetry(), TELEMETRY_START_MS);
    remotesStore.setState({
      registryLoaded: true,
      registryError: false,
      remotes: Object.fromEntries(list.map((release) => [release.name, { name: release.name, status: 'loading' }])),
    });
    await Promise.all(list.map((release) => loadOne(release, false)));
  } catch {
    remotesStore.setState({ registryLoaded: true, registryError: true });
  }
}

/** "Riprova": loads the failed remotes again, without reloading the page. */
export async function retryFailedRemotes(): Promise<void> {
  const { registryError, remotes } = remotesStore.getState();
  if (registryError) return loadRemotes();
  const failed = Object.values(remotes).filter((slot) => slot.status === 'error');
  await Promise.all(
    failed.map((slot) => {
      const release = releases.get(slot.name);
      return release ? loadOne(release, true) : Promise.resolve();
    }),
  );
}

/**
 * At start: remotes load once the session is known, except on the sign-in-type pages, which
 * need none of them — there they load once the user has signed in, keeping the first screen
 * light. The registry's answer depends on the user (a canary release may be theirs), so it is
 * asked with their token: after the session's refresh, never before.
 */
export function loadRemotesWhenNeeded(pathname: string): void {
  const ready = (status: string) => (isSignInTypeRoute(pathname) ? status === 'signed-in' : status !== 'unknown');
  if (ready(authStore.getState().status)) {
    whenIdle(() => void loadRemotes());
    return;
  }
  const stop = authStore.subscribe((state) => {
    if (!ready(state.status)) return;
    stop();
    whenIdle(() => void loadRemotes());
  });
}

/**
 * The session is known the moment the page's first frame starts rendering: the remotes, whose
 * entries and contributions are code to fetch and run, wait until that frame is drawn (the
 * browser idle, or REMOTES_IDLE_WAIT_MS at most) instead of competing with it.
 */
export const REMOTES_IDLE_WAIT_MS = 200;

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: REMOTES_IDLE_WAIT_MS });
  else setTimeout(task, 0);
}
