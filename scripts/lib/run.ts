import { spawn } from 'node:child_process';

/** Runs a command, inheriting the terminal; rejects on a non-zero exit. */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; quiet?: boolean } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} → exit ${code}`)),
    );
  });
}
