import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { searchTerms } from '../src/db/paging.ts';

describe("a list's search as SQL parameters", () => {
  test('the trimmed text and its contains-pattern, wildcards escaped; none is empty', () => {
    assert.deepEqual(searchTerms('  Rossi '), ['Rossi', '%Rossi%']);
    assert.deepEqual(searchTerms('50%_a\\b'), ['50%_a\\b', '%50\\%\\_a\\\\b%']);
    assert.deepEqual(searchTerms(undefined), ['', '%%']);
    assert.deepEqual(searchTerms('   '), ['', '%%']);
  });
});
