/**
 * A team's release of its registered remote, over the portal's API only (issue 47): what a
 * team outside this repository has is its build folder, the portal's address and its token.
 * The build is zipped and uploaded (the API checks it against the deployed host and keeps it),
 * then activated — for everyone or for a canary — and later promoted or rolled back.
 * Self-contained on purpose: no path of this repository; the remote kit's `portal-remote` runs it.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { zipSync } from 'fflate';
import { confineContribution, contributionShapeProblems, type Confinable } from '@portal/contracts/confine';
import { endpointUrl, type AnswerOf, type Endpoint, type InputOf } from '@portal/contracts/api/endpoint';
import type { CanaryTarget } from '@portal/contracts/api/platform';
import { platformEndpoints } from '@portal/contracts/endpoints/platform';

const {
  postPlatformRemotesBuildsByAppAndVersion: uploadEndpoint,
  postPlatformRemotesCheckByApp: checkEndpoint,
  postPlatformRemotesReleasesByApp: releaseEndpoint,
  postPlatformRemotesPromoteByApp: promoteEndpoint,
  postPlatformRemotesRollbackByApp: rollbackEndpoint,
} = platformEndpoints;

export interface TeamTarget {
  /** The portal's API (or the host, which passes /api on): `https://portale.example.it`. */
  portal: string;
  /** The remote's release token (PORTAL_TEAM_TOKEN). */
  token: string;
}

/** Every file of the build folder, by its path inside it; pre-compressed copies left out. */
async function buildFiles(dist: string): Promise<Record<string, Uint8Array>> {
  const files: Record<string, Uint8Array> = {};
  for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(gz|br)$/.test(entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dist, full).split(path.sep).join('/')] = await readFile(full);
  }
  if (!files['mf-manifest.json']) throw new Error(`${dist} non contiene mf-manifest.json: compila prima il remote`);
  return files;
}

/** A version name that sorts by time and names the content: `20261129T101500-1a2b3c4d`. */
export function versionOf(files: Record<string, Uint8Array>, now = new Date()): string {
  const hash = createHash('sha256');
  for (const name of Object.keys(files).sort()) {
    if (name !== 'mf-stats.json') hash.update(name).update(files[name]);
  }
  return `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}-${hash.digest('hex').slice(0, 8)}`;
}

/**
 * Calls an endpoint of the portal's API, by its descriptor, as the remote's release tool (with
 * its token): a form goes as multipart, any other body as JSON. Throws with the API's own message.
 */
async function call<E extends Endpoint>(target: TeamTarget, endpoint: E, input: InputOf<E>): Promise<AnswerOf<E>> {
  const { params, body } = input as { params?: Record<string, unknown>; body?: unknown };
  const json = body !== undefined && !(body instanceof FormData);
  let response: Response;
  try {
    response = await fetch(`${target.portal.replace(/\/+$/, '')}${endpointUrl(endpoint, params)}`, {
      method: endpoint.method,
      headers: { 'X-Deploy-Token': target.token, ...(json ? { 'Content-Type': 'application/json' } : {}) },
      body: json ? JSON.stringify(body) : (body as FormData | undefined),
    });
  } catch {
    throw new Error(`il portale ${target.portal} non risponde`);
  }
  const answer = (await response.json().catch(() => null)) as { message?: string | null; context?: unknown } | null;
  if (!response.ok) throw new Error(answer?.message ?? `HTTP ${response.status}`);
  return answer?.context as AnswerOf<E>;
}

/** The build folder as the upload's form: one zip, its files at the root. */
function buildForm(app: string, files: Record<string, Uint8Array>, name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([zipSync(files)], { type: 'application/zip' }), `${app}-${name}.zip`);
  return form;
}

/** Uploads the build folder as version `version` (default: time and content). */
export async function uploadBuild(target: TeamTarget, app: string, dist: string, version?: string) {
  const files = await buildFiles(dist);
  const name = version ?? versionOf(files);
  const body = buildForm(app, files, name);
  await call(target, uploadEndpoint, { params: { app, version: name }, body });
  return name;
}

/**
 * What the deployed portal says of the build folder, without keeping it: its problems, none
 * when it fits. With `contribution` (the source's default export), also what of it the
 * remote's registration would leave out: the host drops it, the check names it.
 */
export async function checkBuild(
  target: TeamTarget,
  app: string,
  dist: string,
  contribution?: unknown,
): Promise<string[]> {
  const files = await buildFiles(dist);
  const answer = await call(target, checkEndpoint, { params: { app }, body: buildForm(app, files, 'check') });
  const grant = { name: app, routePrefix: answer.routePrefix, section: answer.section };
  const shape = contribution === undefined ? [] : contributionShapeProblems(contribution);
  const left =
    contribution !== undefined && shape.length === 0
      ? confineContribution(contribution as Confinable, grant).refused
      : shape;
  return [...answer.problems, ...left.map((what) => `contribuzione, ${what}`)];
}

/** Makes an uploaded version the remote's release, for everyone or for the canary. */
export async function activate(target: TeamTarget, app: string, version: string, canary?: CanaryTarget): Promise<void> {
  await call(target, releaseEndpoint, { params: { app }, body: { version, ...(canary ? { canary } : {}) } });
}

/** The canary becomes everyone's (`promote`), or ends and the version before returns (`rollback`). */
export async function move(target: TeamTarget, app: string, action: 'promote' | 'rollback'): Promise<string> {
  const release = await call(target, action === 'promote' ? promoteEndpoint : rollbackEndpoint, { params: { app } });
  return release.version;
}
