import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT, type RemoteApp } from '../../scripts/lib/layout.ts';
import { run } from '../../scripts/lib/run.ts';

/**
 * A copy of a remote beside the repository (`.e2e-<app>`), one of its source files changed,
 * built: a new version of the remote as its team would ship it, the repository untouched.
 * Returns the copy's dist folder and a function removing the copy.
 */
export async function buildRemoteCopy(
  app: RemoteApp,
  file: string,
  change: (source: string) => string,
): Promise<{ dist: string; remove: () => Promise<void> }> {
  const copy = path.join(REPO_ROOT, `.e2e-${app}`);
  await rm(copy, { recursive: true, force: true });
  await cp(path.join(REPO_ROOT, app), copy, {
    recursive: true,
    filter: (source) => !/(node_modules|dist)$/.test(source),
  });
  const target = path.join(copy, file);
  const source = await readFile(target, 'utf8');
  const changed = change(source);
  if (changed === source) throw new Error(`${app}/${file}: the change changed nothing`);
  await writeFile(target, changed);
  await run('npx', ['rspack', 'build'], { cwd: copy, quiet: true });
  return { dist: path.join(copy, 'dist'), remove: () => rm(copy, { recursive: true, force: true }) };
}
