import { spawn } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';

/**
 * Runs a command, inheriting the terminal; rejects on a non-zero exit. `quiet` drops its
 * output but keeps its errors; `logFile` sends both to a file, for a command that runs beside
 * another and would interleave its lines with it.
 */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; quiet?: boolean; logFile?: string } = {},
): Promise<void> {
  const log = options.logFile ? openSync(options.logFile, 'w') : undefined;
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: log !== undefined ? ['ignore', log, log] : options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} → exit ${code}`)),
    );
  }).finally(() => {
    if (log !== undefined) closeSync(log);
  });
}
