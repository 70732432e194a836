import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript entry. The API runs its TypeScript through tsx, and
 * Node 20 does not apply `--import tsx` to worker threads: the worker registers tsx's loader
 * itself before importing its entry.
 */
export function typeScriptWorker(
  entry: URL,
  workerData: unknown,
  options: { resourceLimits?: ResourceLimits } = {},
): Worker {
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(bootstrap, { eval: true, workerData, ...options });
}
