/**
 * The local override (issue 47), as import-map-overrides does for import maps: a platform
 * developer points the deployed portal at a local build of one remote — their dev server, on
 * their own machine — and sees it in the real portal with the real data, in their browser
 * only. A banner shows it and ends it in one click. The build is checked first as a release
 * is: its manifest is that remote's, its singletons are ones the host lends in versions it
 * accepts, its contribution is of the host's contract; a build that fails is not loaded, and
 * the banner says why. Loaded only when an override is set.
 */
import { createStore, useStore } from 'zustand';
import {
  CONTRACT_FILE,
  REMOTE_CONTRACT_VERSION,
  SHARED_SINGLETONS,
  type SingletonVersions,
} from '@portal/contracts/platform';
import { LOCAL_OVERRIDE_URL } from '@portal/contracts/remote-registry';
import {
  contractVersionOf,
  contributionContractProblems,
  federationManifestOf,
  sharedContractProblems,
} from '@portal/contracts/federation-check';
import type { RemoteRelease } from './remote-registry';
import { LOCAL_VERSION, overrideKey } from './override-key';
const CHECK_TIMEOUT_MS = 5_000;

export interface OverrideOutcome {
  app: string;
  url: string;
  /** Empty: loaded; otherwise why the build was refused (the published version loads). */
  problems: string[];
}

export const overrideStore = createStore<{ outcomes: OverrideOutcome[] }>()(() => ({ outcomes: [] }));
export const useOverrides = () => useStore(overrideStore, (state) => state.outcomes);

/** This user's overrides in this browser: remote → its local manifest's address. */
export function readOverrides(): Record<string, string> {
  const key = overrideKey();
  if (!key) return {};
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(saved).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Points `app` at a local build for this user in this browser (a reload applies it). */
export function saveOverride(app: string, url: string): void {
  const key = overrideKey();
  if (!key) throw new Error('Solo un amministratore della piattaforma può usare una build locale');
  if (!LOCAL_OVERRIDE_URL.test(url)) {
    throw new Error("L'indirizzo deve essere il mf-manifest.json di un server su localhost o 127.0.0.1");
  }
  localStorage.setItem(key, JSON.stringify({ ...readOverrides(), [app]: url }));
}

/** Back to the published versions (a reload applies it). */
export function endOverrides(): void {
  const key = overrideKey();
  if (key) localStorage.removeItem(key);
}

/** Written by the build (rspack.base.ts): what the host lends, in which version. */
declare const __PORTAL_SINGLETONS__: SingletonVersions;

async function readJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} risponde ${response.status}`);
  return response.json();
}

/** What keeps the local build of `release`'s remote at `url` from running in this host. */
export async function overrideProblems(
  release: Pick<RemoteRelease, 'name'>,
  url: string,
  lent: SingletonVersions = __PORTAL_SINGLETONS__,
): Promise<string[]> {
  if (!LOCAL_OVERRIDE_URL.test(url)) return [`${url}: non è un indirizzo locale`];
  let manifest: unknown;
  try {
    manifest = await readJson(url);
  } catch (error) {
    return [`la build locale non risponde (${(error as Error).message})`];
  }
  const built = federationManifestOf(manifest, '');
  if (built.name !== release.name) return [`${url} è di «${built.name}», non di ${release.name}`];
  const contract = await readJson(new URL(CONTRACT_FILE, url).href).catch(() => null);
  const host = {
    name: 'host',
    shared: SHARED_SINGLETONS.map((name) => ({ name, version: lent[name].version })),
  };
  return [
    ...sharedContractProblems(host, contract ? federationManifestOf(contract, built.name) : built),
    ...contributionContractProblems(REMOTE_CONTRACT_VERSION, contractVersionOf(contract)),
  ];
}

/** The releases to load, the overridden ones pointed at the local builds that pass the check. */
export async function applyLocalOverrides(releases: RemoteRelease[]): Promise<RemoteRelease[]> {
  const overrides = readOverrides();
  const outcomes: OverrideOutcome[] = [];
  const applied = await Promise.all(
    releases.map(async (release) => {
      const url = overrides[release.app];
      if (!url) return release;
      const problems = await overrideProblems(release, url);
      outcomes.push({ app: release.app, url, problems });
      return problems.length ? release : { ...release, manifestUrl: url, version: LOCAL_VERSION };
    }),
  );
  overrideStore.setState({ outcomes });
  return applied;
}
