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
import { Alert, Button } from '@portal/shared-ui/shell';
import { CONTRACT_FILE } from '@portal/contracts/platform';
import { LOCAL_OVERRIDE_URL } from '@portal/contracts/remote-registry';
import { platformEndpoints } from '@portal/contracts/endpoints/platform';
import { call } from '@portal/shared-auth';
import type { RemoteRelease } from './remote-registry';
import { LOCAL_VERSION, overrideKey } from './override-key';
import { remotesStore } from './remote-store';

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

async function readJson(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} risponde ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * What keeps the local build of `app` at `url` from running in this portal. The browser reads
 * the build's manifest and contract file (the portal cannot reach the developer's machine);
 * the API judges them against the deployed host as it judges an upload.
 */
export async function overrideProblems(app: string, url: string): Promise<string[]> {
  if (!LOCAL_OVERRIDE_URL.test(url)) return [`${url}: non è un indirizzo locale`];
  let manifest: Record<string, unknown>;
  try {
    manifest = await readJson(url);
  } catch (error) {
    return [`la build locale non risponde (${(error as Error).message})`];
  }
  const contract = await readJson(new URL(CONTRACT_FILE, url).href).catch(() => null);
  try {
    const answer = await call(
      platformEndpoints.postPlatformRemotesConformanceByApp,
      { params: { app }, body: { manifest, contract } },
      { silent: true },
    );
    return answer.problems;
  } catch (error) {
    return [`la verifica non è riuscita (${(error as Error).message})`];
  }
}

/** The releases to load, the overridden ones pointed at the local builds that pass the check. */
export async function applyLocalOverrides(releases: RemoteRelease[]): Promise<RemoteRelease[]> {
  const overrides = readOverrides();
  const outcomes: OverrideOutcome[] = [];
  const applied = await Promise.all(
    releases.map(async (release) => {
      const url = overrides[release.app];
      if (!url) return release;
      const problems = await overrideProblems(release.app, url);
      outcomes.push({ app: release.app, url, problems });
      return problems.length ? release : { ...release, manifestUrl: url, version: LOCAL_VERSION };
    }),
  );
  overrideStore.setState({ outcomes });
  remotesStore.setState({ banner: LocalOverrideBanner });
  return applied;
}

/** Over every page while a local build is set: whose, from where, and the way back in one click. */
function LocalOverrideBanner() {
  const outcomes = useOverrides();
  if (outcomes.length === 0) return null;
  const refused = outcomes.filter((outcome) => outcome.problems.length > 0);
  const back = (
    <Button
      size="small"
      onClick={() => {
        endOverrides();
        window.location.reload();
      }}
    >
      Torna alle versioni pubblicate
    </Button>
  );
  return (
    <Alert
      banner
      role="status"
      type={refused.length ? 'error' : 'warning'}
      data-testid="local-override-banner"
      message={outcomes
        .map((outcome) =>
          outcome.problems.length
            ? `Build locale di ${outcome.app} da ${outcome.url} non usata: ${outcome.problems.join('; ')}`
            : `Build locale di ${outcome.app} da ${outcome.url}: la vedi solo tu, in questo browser`,
        )
        .join(' · ')}
      action={back}
    />
  );
}
