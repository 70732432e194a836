import { rm } from 'node:fs/promises';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { createAppConfig } from '../../rspack.base.ts';
import { REMOTE_APPS, REPO_ROOT, type RemoteApp } from '../lib/layout.ts';
import { run } from '../lib/run.ts';
import { runNx } from '../lib/nx.ts';

export type App = 'host' | RemoteApp;

const seconds = (since: number) => (performance.now() - since) / 1000;

/**
 * The workspace's own binaries, as `npm run build` finds them: `npx` first looks the package
 * up, which took 0.6–1 s per call on these machines, more than building a remote.
 */
const bin = (name: string) => path.join(REPO_ROOT, 'node_modules/.bin', name);

/**
 * `rspack build` (the app's `build` script) in the app folder into an empty folder: no Nx
 * cache, no old output. The app's own `dist/` is left alone (a running portal or e2e run may
 * be serving it).
 */
export async function coldBuild(app: App, outputDir: string): Promise<number> {
  await rm(outputDir, { recursive: true, force: true });
  const start = performance.now();
  await run(bin('rspack'), ['build', '--output-path', outputDir], {
    cwd: path.join(REPO_ROOT, app),
    env: { NODE_ENV: 'production' },
    quiet: true,
  });
  const elapsed = seconds(start);
  await rm(outputDir, { recursive: true, force: true });
  return elapsed;
}

/** Wall time of the whole pipeline as CI runs it, Nx cache skipped. */
export async function nxBuild(apps: readonly App[]): Promise<number> {
  const start = performance.now();
  await runNx(['run-many', '-t', 'build', '--skip-nx-cache', `--projects=${apps.join(',')}`, '--output-style=static'], {
    env: { NODE_ENV: 'production' },
    quiet: true,
  });
  return seconds(start);
}

function compile(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
        resolve();
      });
    });
  });
}

/**
 * The same host code as one bundle, without Module Federation: the remote loader is swapped
 * for a module that imports every remote's contribution statically. A remote whose code does
 * not exist yet is swapped for an empty contribution.
 */
export async function buildMonolith(outputDir: string, present: readonly RemoteApp[]): Promise<number> {
  const alias: Record<string, string> = {
    // An alias key matches a relative request once joined to its folder, as written: the
    // imports have no extension.
    [path.join(REPO_ROOT, 'host/src/remotes/remote-source')]: path.join(
      REPO_ROOT,
      'scripts/bench/monolith/remote-source.ts',
    ),
  };
  for (const app of REMOTE_APPS) {
    if (present.includes(app)) continue;
    alias[path.join(REPO_ROOT, app, 'src/app/contribution')] = path.join(
      REPO_ROOT,
      'scripts/bench/monolith/missing-contribution.ts',
    );
  }
  const config = createAppConfig({
    name: 'host',
    dir: path.join(REPO_ROOT, 'host'),
    port: 0,
    federated: false,
    outputDir,
    alias,
  });
  const start = performance.now();
  await compile(config);
  return seconds(start);
}
