#!/usr/bin/env node
/**
 * `npm create @portal/remote <dir> -- --name remote-<nome> --registry <url>` (or
 * `npx --registry <url> @portal/create-remote <dir> --name …`): a team's new remote, as a
 * project of its own that installs the platform's kit from the registry.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { optionsProblem, scaffold } from './scaffold.ts';

const USAGE = 'Uso: npm create @portal/remote <cartella> -- --name remote-<nome> --registry <url>';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { name: { type: 'string' }, registry: { type: 'string' } },
});
const dir = positionals[0];
// The registry npm was asked to use (`npm create --registry …` passes it on), by default.
const registry = values.registry ?? process.env.npm_config_registry;
if (!dir || !registry) {
  console.error(USAGE);
  process.exit(2);
}
const options = { name: values.name ?? path.basename(path.resolve(dir)), registry };
const problem = optionsProblem(options);
if (problem) {
  console.error(`${problem}\n${USAGE}`);
  process.exit(2);
}

// Beside src/ (or dist/ once published).
const template = fileURLToPath(new URL('../template', import.meta.url));
try {
  const files = await scaffold(template, path.resolve(dir), options);
  console.log(`Creato ${options.name} in ${dir} (${files.length} file). Poi:`);
  console.log(`  cd ${dir} && npm install && npm run dev`);
} catch (error) {
  console.error(`Creazione non riuscita: ${(error as Error).message}`);
  process.exit(1);
}
