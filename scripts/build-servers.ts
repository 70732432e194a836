/**
 * The platform's servers built to JavaScript (part of `npm run build`): the API — its server
 * and each worker thread's entry — into `api/dist`, and the deployables' static server and the
 * platform's launcher into `scripts/dist`, bundled by esbuild with source maps. `npm start` runs them with plain node:
 * no TypeScript loader in any server process (tsx stays for `npm run dev` and the tests).
 * Our code, with the @portal/* workspaces (which ship TypeScript), is bundled; every other
 * package stays in node_modules, loaded as it is (PGlite finds its WebAssembly beside itself).
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, stop, type Plugin } from 'esbuild';
import { REPO_ROOT } from './lib/layout.ts';
import { API_DIST, SCRIPTS_DIST } from './lib/server-builds.ts';

/** The API's entries by their place under api/src, as `workerEntry` names them (runtime/api-root.ts). */
export const API_ENTRIES = ['server', 'db/pglite-worker', 'reports/pdf-worker', 'spreadsheets/sheet-worker'];

const packagesExternal: Plugin = {
  name: 'packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Written over in place (never emptied first): a running platform's next worker finds its file. */
async function bundle(entries: Record<string, string>, outdir: string): Promise<number> {
  const result = await build({
    entryPoints: entries,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Names stay: stack traces and the logs' error names read as in the sources.
    keepNames: true,
    // A dynamic import stays one: the launcher loads what only building or PostgreSQL need
    // when it needs it (esbuild would otherwise hoist their packages' imports to the start).
    splitting: true,
    plugins: [packagesExternal],
    metafile: true,
    logLevel: 'warning',
  });
  // Chunks of earlier builds go; the entries were written over, and what runs has its chunks loaded.
  const written = new Set(Object.keys(result.metafile.outputs).map((file) => path.resolve(file)));
  for (const file of await readdir(outdir, { recursive: true })) {
    const full = path.join(outdir, file);
    if (/-[A-Z0-9]{8}\.js(\.map)?$/.test(file) && !written.has(full)) await rm(full, { force: true });
  }
  return Object.entries(result.metafile.outputs).reduce(
    (sum, [file, output]) => sum + (file.endsWith('.js') ? output.bytes : 0),
    0,
  );
}

export async function buildServers(): Promise<void> {
  const api = await bundle(
    Object.fromEntries(API_ENTRIES.map((name) => [name, path.join(REPO_ROOT, 'api/src', `${name}.ts`)])),
    API_DIST,
  );
  const scripts = await bundle(
    { serve: path.join(REPO_ROOT, 'scripts/serve.ts'), start: path.join(REPO_ROOT, 'scripts/start.ts') },
    SCRIPTS_DIST,
  );
  // esbuild's service process would stay beside the caller for good (60 MB): it is done.
  await stop();
  console.log(
    `Server compilati: api/dist ${(api / 1024).toFixed(0)} KB, scripts/dist ${(scripts / 1024).toFixed(0)} KB`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await buildServers();
