/**
 * The federation contract between the host and a remote, read from the remote's
 * `mf-manifest.json` and the host's `portal-contract.json` (the host is not a federated build:
 * it lends its singletons through the runtime): every singleton a remote shares must be provided
 * by the host in a version its `requiredVersion` accepts (the preset declares `^major` of
 * the installed version).
 * A remote built against another major would run on a React, router or store it was not
 * built for; `npm run release` refuses it and the e2e suite checks every built remote.
 * Likewise the exposed `./contribution`: both builds name the contract version they were made
 * against (`portal-contract.json`), and a remote of another version is refused.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CONTRACT_FILE } from '../../contracts/src/platform.ts';
import {
  contractVersionOf,
  contributionContractProblems,
  federationManifestOf,
  sharedContractProblems,
  type FederationManifest,
} from '../../contracts/src/federation-check.ts';

export { contributionContractProblems, sharedContractProblems, type FederationManifest };

export async function readManifest(distDir: string): Promise<FederationManifest> {
  return JSON.parse(await readFile(path.join(distDir, 'mf-manifest.json'), 'utf8')) as FederationManifest;
}

/** The singletons the built host lends, as its contract file lists them. */
export async function readHostSingletons(hostDist: string): Promise<FederationManifest> {
  return federationManifestOf(JSON.parse(await readFile(path.join(hostDist, CONTRACT_FILE), 'utf8')), 'host');
}

/** The contribution contract a build was made against (`portal-contract.json`); null if it has none. */
export async function readContractVersion(distDir: string): Promise<number | null> {
  try {
    return contractVersionOf(JSON.parse(await readFile(path.join(distDir, CONTRACT_FILE), 'utf8')));
  } catch {
    return null;
  }
}

/** Throws, naming every mismatch, when the built remote does not fit the built host. */
export async function assertFitsHost(remoteDist: string, hostDist: string): Promise<void> {
  const problems = [
    ...sharedContractProblems(await readHostSingletons(hostDist), await readManifest(remoteDist)),
    ...contributionContractProblems(await readContractVersion(hostDist), await readContractVersion(remoteDist)),
  ];
  if (problems.length > 0) {
    throw new Error(`il remote non è compatibile con l'host:\n- ${problems.join('\n- ')}`);
  }
}

/** How long the release waits for the deployed host's contract. */
const HOST_CONTRACT_TIMEOUT_MS = 5_000;

/**
 * Where the host's contract is read from, never nowhere: the local build (`hostDist`) when there
 * is one, else the deployed host's `portal-contract.json` at `hostUrl`, copied into a folder of
 * its own. A release with neither is refused: a remote must not go live unchecked.
 */
export async function hostContractDir(hostDist: string, hostUrl: string): Promise<string> {
  if (existsSync(path.join(hostDist, CONTRACT_FILE))) return hostDist;
  const url = `${hostUrl.replace(/\/+$/, '')}/${CONTRACT_FILE}`;
  const refused = (why: string) =>
    new Error(
      `impossibile verificare la compatibilità con l'host: host/dist non è compilato e ${url} ${why} ` +
        "(HOST_URL: l'indirizzo dell'host in esercizio)",
    );
  let body: unknown;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(HOST_CONTRACT_TIMEOUT_MS) });
    if (!response.ok) throw refused(`risponde ${response.status}`);
    body = await response.json();
  } catch (error) {
    throw error instanceof Error && error.message.startsWith('impossibile') ? error : refused('non risponde');
  }
  if (!body || typeof body !== 'object' || !Array.isArray((body as { shared?: unknown }).shared)) {
    throw refused("non è il contratto di un host (manca l'elenco dei singleton)");
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-host-contract-'));
  await writeFile(path.join(dir, CONTRACT_FILE), JSON.stringify(body));
  return dir;
}
