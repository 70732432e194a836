/**
 * Whether a built remote fits the host: every singleton it shares is one the host lends, in a
 * version its `requiredVersion` accepts, and its `./contribution` is of the host's contract
 * version. Pure: the release script reads the files from disk, the registry from an uploaded
 * build, and both ask the same questions here.
 */
import semver from 'semver';
import { CONTRACT_FILE, type SharedEntry } from './platform.ts';

export interface FederationManifest {
  name: string;
  shared: SharedEntry[];
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

/** The exposed module's contract: the remote must be built against the host's version. */
export function contributionContractProblems(host: number | null, remote: number | null): string[] {
  if (remote === null) return [`${CONTRACT_FILE}: il remote non dichiara la versione del contratto`];
  if (host !== null && host !== remote) {
    return [`contratto di ./contribution: l'host usa la versione ${host}, il remote la ${remote}`];
  }
  return [];
}

/** A contract file's version, or null when the file names none. */
export function contractVersionOf(file: unknown): number | null {
  const version = (file as { contractVersion?: unknown } | null)?.contractVersion;
  return typeof version === 'number' ? version : null;
}

/** A manifest or contract file read as JSON, its singletons listed (none when it lists none). */
export function federationManifestOf(file: unknown, fallbackName: string): FederationManifest {
  const body = (file ?? {}) as Partial<FederationManifest>;
  return {
    name: typeof body.name === 'string' ? body.name : fallbackName,
    shared: Array.isArray(body.shared) ? body.shared : [],
  };
}
