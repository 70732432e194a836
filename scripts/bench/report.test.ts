import assert from 'node:assert/strict';
import { test } from 'node:test';
import { figureKeys, figuresOf, withPrevious, type Row } from './report.ts';

const rows: Row[] = [
  { figure: 'API throughput, PGlite, 50 connections × 10 s', value: '' },
  { figure: '  company search /api/subjects/companies', value: '9066 req/s' },
  { figure: '    ratio to the bare route', value: '0.193' },
  { figure: '  fields list /api/fields', value: '2609 req/s' },
  { figure: '    ratio to the bare route', value: '0.056' },
  { figure: '    one request at a time (1 connection × 5 s), mean', value: '0.06 ms' },
  { figure: 'cold build host', value: '1.6 s' },
];

test('a figure is named by the rows it sits under, so rows of the same label keep their own values', () => {
  assert.deepEqual(figureKeys(rows), [
    'API throughput, PGlite, 50 connections × 10 s',
    'API throughput, PGlite, 50 connections × 10 s › company search /api/subjects/companies',
    'API throughput, PGlite, 50 connections × 10 s › company search /api/subjects/companies › ratio to the bare route',
    'API throughput, PGlite, 50 connections × 10 s › fields list /api/fields',
    'API throughput, PGlite, 50 connections × 10 s › fields list /api/fields › ratio to the bare route',
    'API throughput, PGlite, 50 connections × 10 s › fields list /api/fields › one request at a time, mean',
    'cold build host',
  ]);
});

test('the landed figures come back beside the same rows', () => {
  const landed = figuresOf(rows);
  assert.equal(Object.keys(landed).length, 6);
  const again = withPrevious(rows, landed);
  assert.deepEqual(
    again.map((row) => row.previous),
    [undefined, '9066 req/s', '0.193', '2609 req/s', '0.056', '0.06 ms', '1.6 s'],
  );
});
