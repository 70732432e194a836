/**
 * A ratchet on endpoints written by hand (issue 44): each figure may only go down. Lower a
 * ceiling when a resource moves to its descriptors; the goal of every one is 0.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clientApiLiterals, clientResponseCasts, routeApiLiterals, type Occurrences } from './endpoint-audit.ts';

const CEILINGS = {
  '/api/ literals in client code': [clientApiLiterals, 150],
  "/api/ literals in the API's routes": [routeApiLiterals, 0],
  'typed response casts in client code': [clientResponseCasts, 136],
} satisfies Record<string, [() => Occurrences, number]>;

for (const [name, [count, ceiling]] of Object.entries(CEILINGS)) {
  test(`${name}: at most ${ceiling}`, () => {
    const found = count();
    assert.ok(found.total <= ceiling, `${found.total} > ${ceiling}: ${JSON.stringify(found.files, null, 1)}`);
  });
}
