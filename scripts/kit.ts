/**
 * `npm run kit [-- --registry <url>] [--stop]`: publishes the remote kit (issue 47) —
 * `@portal/contracts`, `@portal/shared-auth`, `@portal/shared-ui`, `@portal/remote-kit` and
 * `@portal/create-remote`, compiled, with their declarations and READMEs — to an npm registry:
 * by default a local Verdaccio on http://localhost:4873 (started when it is not running,
 * storage under `.data/verdaccio/`), or the registry `--registry` names (published with
 * npm's own login for it). A version already there with the same content is left as it is; a
 * changed one replaces it in a local registry and is refused by any other (raise the version).
 * `--stop` stops the local registry.
 */
import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import { buildKitPackage, KIT_PACKAGES } from './lib/kit-packages.ts';
import { DEFAULT_DATA_DIR, REPO_ROOT } from './lib/layout.ts';
import { run } from './lib/run.ts';
import {
  DEFAULT_KIT_REGISTRY,
  isLocalRegistry,
  localPublishToken,
  registryAnswers,
  startVerdaccio,
  stopVerdaccio,
} from './lib/verdaccio.ts';

const exec = promisify(execFile);
const { values } = parseArgs({ options: { registry: { type: 'string' }, stop: { type: 'boolean' } } });
const registry = (values.registry ?? process.env.KIT_REGISTRY ?? DEFAULT_KIT_REGISTRY).replace(/\/+$/, '');
const local = isLocalRegistry(registry);

if (values.stop) {
  console.log(
    (await stopVerdaccio(registry)) ? `Registro ${registry} fermato` : `Nessun registro avviato su ${registry}`,
  );
  process.exit(0);
}

const started = performance.now();
const work = path.join(DEFAULT_DATA_DIR, 'kit');
await mkdir(work, { recursive: true });
const npmArgs = ['--registry', `${registry}/`];
if (local) {
  if (!(await registryAnswers(registry))) {
    console.log(`Avvio del registro locale su ${registry} (Verdaccio)…`);
    await startVerdaccio(registry);
  }
  // npm's login for this registry only, in a file of the kit's: the user's own stays untouched.
  const userconfig = path.join(work, 'npmrc');
  const { host } = new URL(registry);
  await writeFile(userconfig, `//${host}/:_authToken=${await localPublishToken(registry)}\n`);
  npmArgs.push('--userconfig', userconfig);
}

/** The registry's integrity of `name@version`, or null when it does not hold it. */
async function publishedIntegrity(name: string, version: string): Promise<string | null> {
  try {
    const { stdout } = await exec('npm', ['view', `${name}@${version}`, 'dist.integrity', ...npmArgs]);
    return stdout.trim() || null;
  } catch {
    return null;
  }
}

// The declarations of the packages each one references, which its compilation reads.
await run(path.join(REPO_ROOT, 'node_modules/.bin/tsc'), ['-b', ...KIT_PACKAGES.map(({ dir }) => dir)], {
  cwd: REPO_ROOT,
});
const tarballs = path.join(work, 'tarballs');
await rm(tarballs, { recursive: true, force: true });
await mkdir(tarballs, { recursive: true });
const rows: string[] = [];
for (const kit of KIT_PACKAGES) {
  const folder = await buildKitPackage(kit, path.join(work, 'packages'));
  const { stdout } = await exec('npm', ['pack', folder, '--json', '--pack-destination', tarballs]);
  const [packed] = JSON.parse(stdout) as {
    name: string;
    version: string;
    filename: string;
    integrity: string;
    size: number;
    unpackedSize: number;
    entryCount: number;
  }[];
  const id = `${packed.name}@${packed.version}`;
  const there = await publishedIntegrity(packed.name, packed.version);
  let outcome = 'pubblicato';
  if (there === packed.integrity) outcome = 'già pubblicato, invariato';
  else {
    if (there && !local) {
      throw new Error(`${id} è già nel registro ${registry} con un altro contenuto: alzare la versione`);
    }
    if (there) {
      await exec('npm', ['unpublish', id, '--force', ...npmArgs]);
      outcome = 'ripubblicato (contenuto cambiato)';
    }
    await exec('npm', ['publish', path.join(tarballs, packed.filename), '--tag', 'latest', ...npmArgs]);
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  rows.push(
    `  ${id.padEnd(30)} ${kb(packed.size).padStart(9)} compresso, ${kb(packed.unpackedSize).padStart(9)}, ${String(packed.entryCount).padStart(3)} file — ${outcome}`,
  );
}

console.log(`\nKit pubblicato su ${registry} in ${((performance.now() - started) / 1000).toFixed(1)} s:`);
console.log(rows.join('\n'));
console.log(`\nUn nuovo remote, fuori dal repository:`);
console.log(`  npm create @portal/remote@latest remote-<nome> --registry ${registry} -- --name remote-<nome>`);
