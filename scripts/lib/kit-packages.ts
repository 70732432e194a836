/**
 * The remote kit's packages as a registry holds them (issue 47): each workspace package
 * compiled to JavaScript with its declarations (`dist/`), its stylesheets and other files
 * beside them, and a package.json whose entries name the compiled files. The repository uses
 * the same packages from source; only what is published is built.
 */
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './layout.ts';
import { run } from './run.ts';

export interface KitPackage {
  /** The workspace folder. */
  dir: string;
  /** What its JavaScript is: the browser packages are ES modules; the build preset is CommonJS (Rspack reads it with `require`). */
  module: 'esm' | 'commonjs';
  /** Files beside `src/` the package carries as they are. */
  files?: string[];
}

/** In publishing order: each after the packages it depends on. */
export const KIT_PACKAGES: KitPackage[] = [
  { dir: 'contracts', module: 'esm' },
  { dir: 'shared-auth', module: 'esm' },
  { dir: 'shared-ui', module: 'esm' },
  { dir: 'remote-kit', module: 'commonjs', files: ['jest-preset.cjs', 'jest'] },
  { dir: 'create-remote', module: 'esm', files: ['template'] },
];

type Entry = string | { types: string; default: string };

/** `./src/x.ts` → its compiled file and declarations; anything else (a stylesheet, a .cjs) as it is, from dist/ when under src/. */
export function publishedEntry(source: string): Entry {
  const compiled = source.replace(/^\.\/src\//, './dist/');
  const script = /\.tsx?$/;
  if (!script.test(source)) return compiled;
  return { types: compiled.replace(script, '.d.ts'), default: compiled.replace(script, '.js') };
}

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  main?: string;
  types?: string;
  exports?: Record<string, string>;
  bin?: Record<string, string>;
  nx?: unknown;
  scripts?: unknown;
  devDependencies?: unknown;
  files?: string[];
  [key: string]: unknown;
}

/** The package.json a registry gets: public, its entries compiled, no workspace-only fields. */
export function publishedManifest(manifest: Manifest, kit: KitPackage): Manifest {
  const { private: _private, nx: _nx, scripts: _scripts, devDependencies: _dev, ...kept } = manifest;
  const entry = (source: string) => publishedEntry(source.startsWith('.') ? source : `./${source}`);
  const published: Manifest = { ...kept, files: ['dist', 'README.md', ...(kit.files ?? [])] };
  if (manifest.main) published.main = (entry(manifest.main) as { default: string }).default;
  if (manifest.types) published.types = (entry(manifest.types) as { types: string }).types;
  if (manifest.exports) {
    published.exports = Object.fromEntries(
      Object.entries(manifest.exports).map(([name, source]) => [name, entry(source)]),
    ) as Record<string, string>;
  }
  if (manifest.bin) {
    published.bin = Object.fromEntries(
      Object.entries(manifest.bin).map(([name, source]) => [name, (entry(source) as { default: string }).default]),
    );
  }
  return published;
}

/** Every file under `dir` that the compiler does not write (stylesheets, images). */
async function assetsOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !/\.(tsx?|d\.ts)$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Writes the package ready to publish into `out/<dir>`: compiles `src/` (tests left out) with
 * the package's own compiler settings into `dist/`, copies its assets, files and README, and
 * writes the published package.json. The packages it references must have their declarations
 * (`tsc -b`), which the compiler reads in place of their sources.
 */
export async function buildKitPackage(kit: KitPackage, out: string): Promise<string> {
  const source = path.join(REPO_ROOT, kit.dir);
  const target = path.join(out, kit.dir);
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  const own = JSON.parse(await readFile(path.join(source, 'tsconfig.json'), 'utf8')) as {
    references?: { path: string }[];
  };
  const tsconfig = path.join(out, `tsconfig.${kit.dir}.json`);
  await writeFile(
    tsconfig,
    JSON.stringify({
      extends: path.join(source, 'tsconfig.json'),
      compilerOptions: {
        rootDir: path.join(source, 'src'),
        outDir: path.join(target, 'dist'),
        noEmit: false,
        emitDeclarationOnly: false,
        declaration: true,
        composite: false,
        incremental: false,
        rewriteRelativeImportExtensions: true,
        // NodeNext in a package without `"type": "module"` writes CommonJS and keeps `import()`
        // an import (the release tool reads a contribution's TypeScript source with it).
        ...(kit.module === 'esm' ? { module: 'ESNext' } : { module: 'NodeNext', moduleResolution: 'NodeNext' }),
        types: ['node'],
      },
      include: [path.join(source, 'src')],
      exclude: [path.join(source, 'src/**/*.test.ts'), path.join(source, 'src/**/*.test.tsx')],
      references: (own.references ?? []).map((reference) => ({ path: path.resolve(source, reference.path) })),
    }),
  );
  await run(path.join(REPO_ROOT, 'node_modules/.bin/tsc'), ['-p', tsconfig], { quiet: true });
  for (const asset of await assetsOf(path.join(source, 'src'))) {
    await cp(path.join(source, 'src', asset), path.join(target, 'dist', asset));
  }
  for (const file of [...(kit.files ?? []), 'README.md']) {
    await cp(path.join(source, file), path.join(target, file), { recursive: true });
  }
  const manifest = JSON.parse(await readFile(path.join(source, 'package.json'), 'utf8')) as Manifest;
  await writeFile(path.join(target, 'package.json'), `${JSON.stringify(publishedManifest(manifest, kit), null, 2)}\n`);
  return target;
}
