import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Database } from '../src/db/database.ts';
import { testDb } from './helper.ts';

/*
 * The one database interface on either driver: the same rows, the same errors, the same
 * transactions. On PGlite every statement is prepared once under a name (db/pglite-statements):
 * these tests would fail if a prepared statement gave other values, kept a failed exchange
 * open or outlived a rollback's effects.
 */
describe('database: one interface on PGlite and PostgreSQL', () => {
  let db: Database;
  before(async () => {
    db = await testDb();
    await db.exec(`CREATE TABLE IF NOT EXISTS statement_probe (
      id integer PRIMARY KEY, amount numeric(12, 2), born date, at timestamptz, big bigint, tags jsonb, flag boolean)`);
    await db.exec('TRUNCATE statement_probe');
  });
  after(async () => {
    await db.exec('DROP TABLE IF EXISTS statement_probe');
  });

  test('values come back with the same types, the first time and the next ones', async () => {
    await db.query(
      'INSERT INTO statement_probe (id, amount, born, at, big, tags, flag) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [1, '1234.50', '1980-02-29', new Date('2026-11-25T10:00:00.000Z'), 9_007_199_254, { a: [1, 'b'] }, true],
    );
    const read = 'SELECT amount, born, at, big, tags, flag FROM statement_probe WHERE id = $1';
    for (let time = 0; time < 8; time++) {
      const [row] = await db.query(read, [1]);
      assert.deepEqual(row, {
        amount: '1234.50',
        born: '1980-02-29',
        at: new Date('2026-11-25T10:00:00.000Z'),
        big: 9_007_199_254,
        tags: { a: [1, 'b'] },
        flag: true,
      });
    }
    assert.deepEqual(await db.query(read, [2]), []);
    const [nulls] = await db.query('SELECT $1::text AS t, $2::int AS i', [null, undefined]);
    assert.deepEqual(nulls, { t: null, i: null });
    const [listed] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM statement_probe WHERE id = ANY($1)',
      [[1, 2, 3]],
    );
    assert.equal(listed.n, 1);
  });

  test('an error keeps its SQLSTATE, and the next statements run as if nothing happened', async () => {
    const insert = 'INSERT INTO statement_probe (id) VALUES ($1)';
    await db.query(insert, [10]);
    await assert.rejects(db.query(insert, [10]), (error: { code?: string }) => error.code === '23505');
    await assert.rejects(
      db.query('SELECT 1 / $1::int AS x', [0]),
      (error: { code?: string }) => error.code === '22012',
    );
    await assert.rejects(db.query('SELEC 1'), (error: { code?: string }) => error.code === '42601');
    assert.deepEqual(await db.query('SELECT 1 / $1::int AS x', [1]), [{ x: 1 }]);
    await db.query(insert, [11]);
  });

  test('a transaction that fails leaves nothing, and its statements still run afterwards', async () => {
    const insert = 'INSERT INTO statement_probe (id, amount) VALUES ($1, $2)';
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.query(insert, [20, '1.00']);
        await tx.query(insert, [20, '2.00']);
      }),
      (error: { code?: string }) => error.code === '23505',
    );
    assert.deepEqual(await db.query('SELECT id FROM statement_probe WHERE id = $1', [20]), []);
    await db.transaction(async (tx) => {
      await tx.query(insert, [20, '3.00']);
    });
    assert.deepEqual(await db.query('SELECT amount FROM statement_probe WHERE id = $1', [20]), [{ amount: '3.00' }]);
  });

  test(
    'PGlite: a statement is prepared once, however often it runs',
    { skip: !!process.env.TEST_DATABASE_URL },
    async () => {
      const text = 'SELECT id FROM statement_probe WHERE id >= $1 ORDER BY id';
      for (let time = 0; time < 5; time++) await db.query(text, [time]);
      const [prepared] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1',
        [text],
      );
      assert.equal(prepared.n, 1);
    },
  );
});
