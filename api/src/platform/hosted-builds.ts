/**
 * The builds of registered teams' remotes, uploaded to the platform and served by it (issue 47):
 * a team has no server of its own to run. An upload is a zip of the build folder; it is
 * inflated off the event loop (fflate's workers), within HOSTED_BUILD_LIMITS counted on the
 * sizes the zip declares before anything is inflated, and checked as a release is — its
 * manifest is the remote's, its singletons are ones the host lends in versions it accepts, its
 * contribution is of the host's contract — before a byte is stored. A version's files are kept
 * in the database, in one transaction, so every API instance serves them and none half.
 */
import { unzip, type Unzipped } from 'fflate';
import { LRUCache } from 'lru-cache';
import { gzipSync } from 'node:zlib';
import type { BuildCheck, UploadedBuild } from '@portal/contracts/api/platform';
import { CONTRACT_FILE } from '@portal/contracts/platform';
import { HOSTED_BUILD_LIMITS, REMOTE_ENTRY_BUDGET_KB, federationName } from '@portal/contracts/remote-registry';
import {
  contractVersionOf,
  contributionContractProblems,
  federationManifestOf,
  sharedContractProblems,
  type FederationManifest,
} from '@portal/contracts/federation-check';
import { conflict, invalid } from '../domain-error.ts';
import { pgCode } from '../catalogue-rules.ts';
import type { Database, Queryable } from '../db/database.ts';
import { registeredRemote } from './registered-remotes.ts';

/** What a build folder may hold, and the type each is served with. */
const SERVED_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
/** Pre-compressed copies a build may carry: the API compresses by itself, they are not kept. */
const SKIPPED = /\.(gz|br)$/;
const SAFE_PATH = /^[A-Za-z0-9_][A-Za-z0-9._-]*(\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;
const MAX_PATH = 200;

const extensionOf = (file: string) => /\.[a-z0-9]+$/i.exec(file)?.[0].toLowerCase() ?? '';

/** The host's side of the check: the singletons it lends and its contract version. */
export interface HostContract extends FederationManifest {
  contractVersion: number | null;
}

/** The zip's files, inflated within the limits; a folder around them all (`dist/`) is taken off. */
async function inflate(zip: Uint8Array): Promise<Map<string, Uint8Array>> {
  let entries = 0;
  let declared = 0;
  let refusal: Error | null = null;
  const refuse = (message: string) => {
    refusal ??= invalid(message);
    return false;
  };
  const inflated = await new Promise<Unzipped>((resolve, reject) =>
    unzip(
      zip,
      {
        filter(file) {
          if (file.name.endsWith('/') || SKIPPED.test(file.name)) return false;
          entries += 1;
          declared += file.originalSize;
          if (entries > HOSTED_BUILD_LIMITS.files) {
            return refuse(`La build ha più di ${HOSTED_BUILD_LIMITS.files} file`);
          }
          if (file.originalSize > HOSTED_BUILD_LIMITS.fileBytes) {
            return refuse(`${file.name} supera ${HOSTED_BUILD_LIMITS.fileBytes / 1024 / 1024} MB`);
          }
          if (declared > HOSTED_BUILD_LIMITS.zipBytes * 4) return refuse('La build estratta è troppo grande');
          return true;
        },
      },
      (error, files) => (error ? reject(invalid('Il file caricato non è uno zip leggibile')) : resolve(files)),
    ),
  );
  if (refusal) throw refusal;
  const names = Object.keys(inflated);
  const folder = names.includes('mf-manifest.json')
    ? ''
    : (/^([^/]+\/)mf-manifest\.json$/.exec(names.find((name) => name.endsWith('/mf-manifest.json')) ?? '')?.[1] ?? '');
  const files = new Map<string, Uint8Array>();
  for (const name of names) {
    const file = name.startsWith(folder) ? name.slice(folder.length) : name;
    if (file.length > MAX_PATH || !SAFE_PATH.test(file) || file.split('/').includes('..')) {
      throw invalid(`Nome di file non ammesso nella build: ${name.slice(0, MAX_PATH)}`);
    }
    if (!SERVED_TYPES[extensionOf(file)]) throw invalid(`Tipo di file non ammesso nella build: ${file}`);
    files.set(file, inflated[name]);
  }
  return files;
}

function json(files: Map<string, Uint8Array>, name: string): unknown {
  const bytes = files.get(name);
  if (!bytes) return null;
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    throw invalid(`${name} non è JSON valido`);
  }
}

/**
 * Stores version `version` of the hosted remote `app` from its build's zip, refused (400, each
 * problem named) when it does not fit `host`; 409 when that version is already there.
 */
export async function storeBuild(
  db: Database,
  app: string,
  version: string,
  zip: Uint8Array,
  host: HostContract,
): Promise<UploadedBuild> {
  const remote = await registeredRemote(db, app);
  if (!remote.hosted) {
    throw invalid(`${app} è un remote del portale: si pubblica sul suo server (npm run release -w ${app})`);
  }
  const [existing] = await db.query('SELECT 1 FROM remote_files WHERE app = $1 AND version = $2 LIMIT 1', [
    app,
    version,
  ]);
  if (existing) throw conflict(`La versione ${version} di ${app} è già caricata: una versione non si sostituisce`);
  const { files, problems } = await judgeBuild(app, zip, host);
  if (problems.length > 0) {
    throw invalid(`La build di ${app} non è compatibile con l'host:\n- ${problems.join('\n- ')}`, null);
  }
  let bytes = 0;
  await db
    .transaction(async (tx) => {
      for (const [file, content] of files) {
        bytes += content.length;
        await tx.query(
          'INSERT INTO remote_files (app, version, path, content_type, content) VALUES ($1, $2, $3, $4, $5)',
          [app, version, file, SERVED_TYPES[extensionOf(file)], content],
        );
      }
    })
    .catch((error: unknown) => {
      // The same version uploaded twice at once: the second finds the first's files.
      if (pgCode(error) === '23505') throw conflict(`La versione ${version} di ${app} è già caricata`);
      throw error;
    });
  return { app, version, files: files.size, bytes };
}

/** A build's files and what keeps it from being released: what the upload keeps and the check answers. */
async function judgeBuild(app: string, zip: Uint8Array, host: HostContract) {
  const files = await inflate(zip);
  const manifest = json(files, 'mf-manifest.json');
  if (!manifest) throw invalid('La build non contiene mf-manifest.json');
  const problems = conformanceProblems(app, manifest, json(files, CONTRACT_FILE), host);
  const entry = files.get('remoteEntry.js');
  const remoteEntryGzipBytes = entry ? gzipSync(entry, { level: 9 }).length : 0;
  if (!entry) problems.push('La build non contiene remoteEntry.js');
  else if (remoteEntryGzipBytes > REMOTE_ENTRY_BUDGET_KB * 1024) {
    const weight = (remoteEntryGzipBytes / 1024).toLocaleString('it-IT', { maximumFractionDigits: 1 });
    problems.push(`remoteEntry.js pesa ${weight} KB compresso, oltre il budget di ${REMOTE_ENTRY_BUDGET_KB} KB`);
  }
  return { files, problems, remoteEntryGzipBytes };
}

/**
 * A build of a registered remote judged against `host` without being kept: a team's check
 * before it releases (`npm run remote:check`), the same verdict the upload would give.
 */
export async function checkBuild(db: Queryable, app: string, zip: Uint8Array, host: HostContract): Promise<BuildCheck> {
  const { routePrefix, section } = await registeredRemote(db, app);
  const { problems, remoteEntryGzipBytes } = await judgeBuild(app, zip, host);
  // The grant comes back too: the team's tool checks its contribution's routes against it.
  return { problems, remoteEntryGzipBytes, routePrefix, section };
}

/**
 * What keeps a build of `app` — its manifest and contract file — from running in `host`: the
 * manifest is another remote's, a singleton it shares is not lent or not in a version it
 * accepts, its contribution is of another contract. Empty when it fits. The upload and the
 * local override (a developer's build, read by the host) ask the same.
 */
export function conformanceProblems(app: string, manifest: unknown, contract: unknown, host: HostContract): string[] {
  const built = federationManifestOf(manifest, '');
  if (built.name !== federationName(app)) {
    return [
      `mf-manifest.json è di «${built.name}», non di ${federationName(app)} (il nome Module Federation di ${app})`,
    ];
  }
  // What either file says it needs: the manifest lists the singletons the build uses, the
  // contract file every one it was built against.
  const needed = { name: built.name, shared: [...built.shared, ...federationManifestOf(contract, built.name).shared] };
  return [
    ...new Set(sharedContractProblems(host, needed)),
    ...contributionContractProblems(host.contractVersion, contractVersionOf(contract)),
  ];
}

type HostedFile = { contentType: string; content: Uint8Array };

/**
 * Files served lately, kept in this instance's memory: a version never changes once uploaded,
 * so what every page load of a hosted remote asks (its manifest, entry and chunks) is read from
 * the database once. Bounded by bytes; a file that is not there is not remembered.
 */
const served = new LRUCache<string, HostedFile>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (file) => Math.max(1, file.content.length),
});

/** One file of a hosted remote's version, or null. */
export async function readHostedFile(
  db: Queryable,
  app: string,
  version: string,
  file: string,
): Promise<HostedFile | null> {
  const key = `${app}/${version}/${file}`;
  const kept = served.get(key);
  if (kept) return kept;
  const [row] = await db.query<HostedFile>(
    `SELECT content_type AS "contentType", content FROM remote_files WHERE app = $1 AND version = $2 AND path = $3`,
    [app, version, file],
  );
  if (row) served.set(key, row);
  return row ?? null;
}

/** A JSON file of a hosted version (its manifest, its contract file), or null. */
export async function readHostedJson(
  db: Queryable,
  app: string,
  version: string,
  file: string,
): Promise<Record<string, unknown> | null> {
  const found = await readHostedFile(db, app, version, file);
  if (!found) return null;
  try {
    const body = JSON.parse(Buffer.from(found.content).toString('utf8')) as unknown;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
