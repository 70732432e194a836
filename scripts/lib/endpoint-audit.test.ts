/**
 * Endpoints are written once (issue 44): no client code and no API route spells an /api/ path
 * or states an answer's type by hand; both go through the descriptors in @portal/contracts.
 * Before the descriptors: 184, 207 and 165.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  bareQueryKeys,
  clientApiLiterals,
  clientResponseCasts,
  routeApiLiterals,
  type Occurrences,
} from './endpoint-audit.ts';

const CEILINGS = {
  '/api/ literals in client code': [clientApiLiterals, 0],
  "/api/ literals in the API's routes": [routeApiLiterals, 0],
  'typed response casts in client code': [clientResponseCasts, 0],
  "query keys outside their app's namespace": [bareQueryKeys, 0],
} satisfies Record<string, [() => Occurrences, number]>;

for (const [name, [count, ceiling]] of Object.entries(CEILINGS)) {
  test(`${name}: at most ${ceiling}`, () => {
    const found = count();
    assert.ok(found.total <= ceiling, `${found.total} > ${ceiling}: ${JSON.stringify(found.files, null, 1)}`);
  });
}
