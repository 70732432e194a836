/** `npm run generate:endpoints`: writes the browser's copy of the endpoint descriptors, the route table and the screen table. */
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MIRROR_DIR, endpointMirrors } from './lib/endpoint-mirror.ts';
import { ROUTE_TABLE_FILE, routeTable } from './lib/route-table.ts';
import { run } from './lib/run.ts';
import { SCREEN_TABLE_FILE, screenTable } from './lib/screen-table.ts';

const mirrors = endpointMirrors();
for (const file of await readdir(MIRROR_DIR)) if (!mirrors.has(file)) await rm(path.join(MIRROR_DIR, file));
for (const [file, text] of mirrors) await writeFile(path.join(MIRROR_DIR, file), text);
await writeFile(ROUTE_TABLE_FILE, routeTable());
await writeFile(SCREEN_TABLE_FILE, await screenTable());
await run('npx', ['prettier', '--write', '--log-level=warn', MIRROR_DIR]);
console.log(
  `${mirrors.size} file in ${path.relative(process.cwd(), MIRROR_DIR)}, ${path.relative(process.cwd(), ROUTE_TABLE_FILE)}, ${path.relative(process.cwd(), SCREEN_TABLE_FILE)}`,
);
