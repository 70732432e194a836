/**
 * The production runtime's memory (issue 48): the idle resident memory of each server process
 * of a started platform, built and on plain node as `npm start` runs them, and the API's cold
 * start (spawn to its first healthy answer) built and through tsx, with its idle memory each way.
 */
import { startApi, startPlatform, stopChild, waitForHealth, type PlatformOptions } from '../lib/platform.ts';
import type { Ports } from '../lib/layout.ts';
import { mb, ms, residentBytes, type Row } from './report.ts';

/** How long the platform idles before its memory is read: past the start's work. */
const IDLE_MS = 15_000;

const idle = () => new Promise((resolve) => setTimeout(resolve, IDLE_MS));

async function apiStart(options: { dataDir: string; ports: Ports; typescript: boolean }) {
  const started = performance.now();
  const child = startApi({
    dataDir: options.dataDir,
    bind: '127.0.0.1',
    ports: options.ports,
    typescript: options.typescript,
    env: { LOG_LEVEL: 'warn' },
  });
  try {
    await waitForHealth(`http://127.0.0.1:${options.ports.api}`, child);
    const coldStart = performance.now() - started;
    await idle();
    return { coldStart, rss: residentBytes(child.pid!) };
  } finally {
    await stopChild(child);
  }
}

export async function measureMemory(
  options: Required<Pick<PlatformOptions, 'dataDir' | 'releasesDir' | 'ports'>>,
): Promise<Row[]> {
  const rows: Row[] = [];
  // The database is seeded by the first start: both starts below find it done.
  await stopChild(startApi({ dataDir: options.dataDir, bind: '127.0.0.1', ports: options.ports }));
  for (const typescript of [true, false]) {
    const { coldStart, rss } = await apiStart({ ...options, typescript });
    const how = typescript ? 'TypeScript through tsx' : 'built, plain node';
    rows.push({ figure: `API cold start (${how})`, value: ms(coldStart) });
    rows.push({ figure: `API idle RSS (${how})`, value: mb(rss), ...(typescript ? {} : { target: '≤ 300 MB' }) });
  }
  const platform = await startPlatform({ ...options, build: false, apiEnv: { LOG_LEVEL: 'warn' } });
  try {
    await idle();
    let total = 0;
    for (const { name, pid } of platform.processes()) {
      const rss = residentBytes(pid);
      total += rss;
      rows.push({ figure: `idle RSS: ${name}`, value: mb(rss) });
    }
    rows.push({
      figure: "idle RSS: the platform's servers in all (npm start adds its launcher)",
      value: mb(total),
      target: '≤ 600 MB',
    });
  } finally {
    await platform.stop();
  }
  return rows;
}
