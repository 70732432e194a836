import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { DEFAULT_DATA_DIR, DEFAULT_PORTS, REMOTE_APPS, REPO_ROOT } from './layout.ts';
import { startApi, waitForHealth } from './platform.ts';
import { registerRelease } from './releases.ts';

/**
 * `npm run dev`: the API plus an Rspack dev server per app (hot reload). Each remote is
 * registered as version `dev`, which the registry maps to the dev server's root.
 */
export async function startDev(): Promise<{ stop: () => Promise<void> }> {
  for (const app of REMOTE_APPS) await registerRelease(app, 'dev', { dataDir: DEFAULT_DATA_DIR });
  const children: ChildProcess[] = [];
  const api = startApi({ dataDir: DEFAULT_DATA_DIR, bind: '127.0.0.1', ports: DEFAULT_PORTS, typescript: true });
  children.push(api);
  await waitForHealth(`http://127.0.0.1:${DEFAULT_PORTS.api}`, api);
  for (const app of ['host', ...REMOTE_APPS]) {
    children.push(
      spawn('npx', ['rspack', 'serve'], {
        cwd: path.join(REPO_ROOT, app),
        env: { ...process.env, NODE_ENV: 'development', API_PORT: String(DEFAULT_PORTS.api) },
        stdio: 'inherit',
      }),
    );
  }
  return {
    stop: async () => {
      for (const child of children) child.kill('SIGTERM');
    },
  };
}
