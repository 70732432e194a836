/**
 * The versions a build records of its singletons: what is installed where the app is, as Node
 * would resolve it from the app's folder (its own `node_modules` first — npm nests there the
 * version the app declares when the root holds another — then each parent's). Reading the
 * root's alone once took axios 1.18.1, a tool's copy, for the 1.21.1 the apps bundle.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_SINGLETONS, type SingletonVersions } from '@portal/contracts/platform';

/** `react/jsx-runtime` -> `react`, `@portal/shared-ui/core` -> `@portal/shared-ui`. */
export function packageOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The folder of a package as Node finds it from `fromDir`, or undefined when it is not installed. */
export function packageDir(fromDir: string, pkg: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', pkg);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * Singletons that are the platform's list of a library's exports (so that the library can be
 * tree-shaken) carry the library's version: the contract is the router's major, not the
 * version of the workspace package that holds the list.
 */
const VERSION_SOURCE: Partial<Record<string, string>> = { '@portal/shared-auth/router': 'react-router-dom' };

export function installedVersionOf(appDir: string, request: string): string {
  const pkg = packageOf(VERSION_SOURCE[request] ?? request);
  const folder = packageDir(appDir, pkg);
  if (!folder) throw new Error(`${pkg}: non installato (npm install)`);
  return (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The federation contract: a singleton is compatible within its installed major. The host
 * provides the installed version; a remote requires `^major` of what it was built against,
 * strictly, so a remote built against another major refuses to start (its slot shows the
 * fallback) instead of running on an incompatible React, router or store.
 */
export function requiredVersionOf(appDir: string, request: string): string {
  return `^${installedVersionOf(appDir, request).split('.')[0]}.0.0`;
}

/** Each singleton's installed version and the range remotes may require (the host's lends these). */
export function singletonVersions(appDir: string): SingletonVersions {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((request) => [
      request,
      { version: installedVersionOf(appDir, request), requiredVersion: requiredVersionOf(appDir, request) },
    ]),
  ) as SingletonVersions;
}
