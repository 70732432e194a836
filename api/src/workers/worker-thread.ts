import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * A worker thread of the API (runtime/api-root.ts, `workerEntry`). A built entry (`.js`) runs as
 * it is. A TypeScript one registers tsx's loader first: the API runs its TypeScript through tsx
 * in development and tests, and Node 20 does not apply `--import tsx` to worker threads.
 */
export function workerThread(
  entry: URL,
  workerData: unknown,
  options: { resourceLimits?: ResourceLimits } = {},
): Worker {
  if (entry.pathname.endsWith('.js')) return new Worker(entry, { workerData, ...options });
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(bootstrap, { eval: true, workerData, ...options });
}
