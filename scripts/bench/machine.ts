import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../lib/layout.ts';
import { median, ms, type Row } from './report.ts';

/** A fixed input: react-dom's client bundle at the version the lock file pins (about 0.5 MB). */
const REFERENCE_INPUT = path.join(REPO_ROOT, 'node_modules/react-dom/cjs/react-dom-client.production.js');
const ROUNDS = 10;
const RUNS = 5;

/**
 * How fast this machine is right now: one thread compressing a fixed input (gzip -9, 10 times),
 * median of 5. The shared machines the bench runs on changed speed by about 2× from one day to
 * the next (the same builds and first renders took twice as long), which moves every timing of
 * the table with it: a timing that moved as much as this row did is the machine, not the code.
 */
export function machineReference(): Row {
  const input = readFileSync(REFERENCE_INPUT);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    for (let round = 0; round < ROUNDS; round++) gzipSync(input, { level: 9 });
    times.push(performance.now() - start);
  }
  return {
    figure: `machine reference: gzip -9 of react-dom's bundle ×${ROUNDS} (median of ${RUNS})`,
    value: ms(median(times)),
  };
}
