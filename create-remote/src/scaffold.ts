/**
 * A new remote's project from the template: the files of `template/` with the remote's name,
 * its Module Federation name, its route segment and title, and the registry its `.npmrc`
 * names. npm never publishes a package's `.npmrc` or `.gitignore`: the template holds them
 * without the dot.
 */
import { cp, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { federationName, isRemoteName, REMOTE_NAME_MAX } from '@portal/contracts/remote-registry';

export interface ScaffoldOptions {
  /** `remote-reports`: the name the platform administrator registers. */
  name: string;
  /** The npm registry the kit is published to: `http://localhost:4873`. */
  registry: string;
}

/** What the template's placeholders become for a remote. */
export function placeholders({ name, registry }: ScaffoldOptions): Record<string, string> {
  const segment = name.replace(/^remote-/, '');
  return {
    __NAME__: name,
    __FEDERATION_NAME__: federationName(name),
    __SEGMENT__: segment,
    __TITLE__: segment.charAt(0).toUpperCase() + segment.slice(1).replaceAll('-', ' '),
    __REGISTRY__: registry.replace(/\/+$/, ''),
  };
}

/** Why these options cannot make a remote, or null. */
export function optionsProblem({ name, registry }: ScaffoldOptions): string | null {
  if (!isRemoteName(name)) {
    return `nome non valido: ${name} (remote-<nome>, minuscole, cifre e trattini, al più ${REMOTE_NAME_MAX} caratteri)`;
  }
  if (!URL.canParse(registry)) return `registro non valido: ${registry}`;
  return null;
}

const DOTTED = ['npmrc', 'gitignore'];

/** Writes the project into `dir`, which must be missing or empty; returns the files written. */
export async function scaffold(templateDir: string, dir: string, options: ScaffoldOptions): Promise<string[]> {
  const existing = await readdir(dir).catch(() => []);
  if (existing.length > 0) throw new Error(`la cartella ${dir} non è vuota`);
  await mkdir(dir, { recursive: true });
  await cp(templateDir, dir, { recursive: true });
  const values = placeholders(options);
  const written: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    let file = path.join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8');
    const filled = Object.entries(values).reduce((content, [key, value]) => content.replaceAll(key, value), text);
    if (filled !== text) await writeFile(file, filled);
    if (entry.parentPath === dir && DOTTED.includes(entry.name)) {
      const dotted = path.join(dir, `.${entry.name}`);
      await rename(file, dotted);
      file = dotted;
    }
    written.push(path.relative(dir, file).split(path.sep).join('/'));
  }
  return written.sort();
}
