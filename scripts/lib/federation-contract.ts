/**
 * The federation contract between the host and a remote, read from their `mf-manifest.json`:
 * every singleton a remote shares must be provided by the host in a version its
 * `requiredVersion` accepts (rspack.base.ts declares `^major` of the installed version).
 * A remote built against another major would run on a React, router or store it was not
 * built for; `npm run release` refuses it and the e2e suite checks every built remote.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';

export interface SharedEntry {
  name: string;
  version: string;
  requiredVersion?: string;
  singleton?: boolean;
}

export interface FederationManifest {
  name: string;
  shared: SharedEntry[];
}

export async function readManifest(distDir: string): Promise<FederationManifest> {
  return JSON.parse(await readFile(path.join(distDir, 'mf-manifest.json'), 'utf8')) as FederationManifest;
}

/** What the remote needs and the host does not give; empty when they fit. */
export function sharedContractProblems(host: FederationManifest, remote: FederationManifest): string[] {
  const provided = new Map(host.shared.map((entry) => [entry.name, entry.version]));
  const problems: string[] = [];
  for (const entry of remote.shared) {
    const version = provided.get(entry.name);
    if (!entry.requiredVersion) problems.push(`${entry.name}: ${remote.name} non dichiara requiredVersion`);
    else if (!version) problems.push(`${entry.name}: l'host non lo fornisce`);
    else if (!semver.satisfies(version, entry.requiredVersion)) {
      problems.push(`${entry.name}: l'host fornisce ${version}, ${remote.name} richiede ${entry.requiredVersion}`);
    }
  }
  return problems;
}

/** Throws, naming every mismatch, when the built remote does not fit the built host. */
export async function assertFitsHost(remoteDist: string, hostDist: string): Promise<void> {
  const problems = sharedContractProblems(await readManifest(hostDist), await readManifest(remoteDist));
  if (problems.length > 0) {
    throw new Error(`il remote non è compatibile con l'host:\n- ${problems.join('\n- ')}`);
  }
}
