import path from 'node:path';
import { REPO_ROOT } from './layout.ts';
import { run } from './run.ts';

/**
 * How the scripts run Nx. No daemon and no terminal UI (one-shot runs, CI logs); and the
 * project-graph plugins in Nx's own process: the workspace uses only Nx's built-in plugins,
 * which need no isolation, and starting one worker process per plugin took 0.7 s of every
 * command here (`nx show projects` 1.1 -> 0.5 s, a cold build of the four apps 4.8 -> 4.2 s).
 */
export const NX_ENV = {
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  NX_NO_CLOUD: 'true',
  NX_ISOLATE_PLUGINS: 'false',
} as const;

/** The workspace's binary: `npx nx` first looks the package up, 0.6–1 s per call here. */
export const NX_BIN = path.join(REPO_ROOT, 'node_modules/.bin/nx');

export function runNx(args: string[], options: { env?: NodeJS.ProcessEnv; quiet?: boolean } = {}): Promise<void> {
  return run(NX_BIN, args, { cwd: REPO_ROOT, ...options, env: { ...NX_ENV, ...options.env } });
}
