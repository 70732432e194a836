import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { optionsProblem, scaffold } from './scaffold.ts';

const TEMPLATE = fileURLToPath(new URL('../template', import.meta.url));
const options = { name: 'remote-reports', registry: 'http://localhost:4873/' };

test('a scaffold is the template with the remote named everywhere and the registry in .npmrc', async () => {
  const dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'scaffold-')), 'remote-reports');
  try {
    const files = await scaffold(TEMPLATE, dir, options);
    assert.ok(files.includes('.npmrc') && files.includes('.gitignore'), files.join(', '));
    assert.ok(
      ['package.json', 'rspack.config.ts', 'src/app/contribution.ts', 'test/home-page.test.tsx'].every((f) =>
        files.includes(f),
      ),
    );
    const read = (file: string) => readFile(path.join(dir, file), 'utf8');
    assert.equal(JSON.parse(await read('package.json')).name, 'remote-reports');
    assert.equal(await read('.npmrc'), '@portal:registry=http://localhost:4873/\n');
    assert.match(await read('rspack.config.ts'), /name: 'remote_reports'/);
    assert.match(await read('src/app/contribution.ts'), /path: 'reports'[\s\S]*link: '\/reports'/);
    for (const file of files) assert.doesNotMatch(await read(file), /__[A-Z_]+__/, file);
  } finally {
    await rm(path.dirname(dir), { recursive: true, force: true });
  }
});

test('a scaffold never writes into a folder that holds files', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'scaffold-'));
  try {
    await writeFile(path.join(dir, 'keep.txt'), 'mine');
    await assert.rejects(scaffold(TEMPLATE, dir, options), /non è vuota/);
    assert.equal(await readFile(path.join(dir, 'keep.txt'), 'utf8'), 'mine');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a name the registry would refuse, or a registry that is no address, is named before anything is written', () => {
  assert.match(optionsProblem({ ...options, name: 'Reports' }) ?? '', /nome non valido: Reports/);
  assert.match(optionsProblem({ ...options, registry: 'localhost' }) ?? '', /registro non valido/);
  assert.equal(optionsProblem(options), null);
});

test("the template's packages are the versions the repository's remotes are built and tested with", async () => {
  const template = JSON.parse(await readFile(path.join(TEMPLATE, 'package.json'), 'utf8'));
  const root = JSON.parse(await readFile(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8'));
  const remote = JSON.parse(
    await readFile(fileURLToPath(new URL('../../remote-admin/package.json', import.meta.url)), 'utf8'),
  );
  const repository: Record<string, string> = { ...root.devDependencies, ...remote.dependencies };
  for (const [name, version] of Object.entries({ ...template.dependencies, ...template.devDependencies })) {
    if (name.startsWith('@portal/')) assert.equal(version, '^1.0.0', name);
    else assert.equal(version, repository[name], name);
  }
});
