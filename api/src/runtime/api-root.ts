import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Where the API's code runs from: its TypeScript under `api/src` (tsx: `npm run dev`, the tests)
 * or its build under `api/dist` (plain node: `npm start`). Paths are found from the API's folder,
 * never from one file's place, which the build moves.
 */
export const COMPILED = import.meta.url.endsWith('.js');

const isApiFolder = (dir: string) =>
  existsSync(path.join(dir, 'migrations')) && existsSync(path.join(dir, 'package.json'));

/** Upwards from `start`: the API's folder, or the repository's `api/` (the scripts bundle API code). */
function apiFolder(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (isApiFolder(dir)) return dir;
    if (isApiFolder(path.join(dir, 'api'))) return path.join(dir, 'api');
    if (path.dirname(dir) === dir) throw new Error(`API folder not found above ${start}`);
  }
}

/** `api/`: its migrations, its sources, its build. */
export const API_ROOT = apiFolder(path.dirname(fileURLToPath(import.meta.url)));

/**
 * A worker thread's entry by its place under `src` without extension (`db/pglite-worker`):
 * the TypeScript file, or the built one beside the server's build.
 */
export function workerEntry(name: string): URL {
  return pathToFileURL(path.join(API_ROOT, COMPILED ? `dist/${name}.js` : `src/${name}.ts`));
}
