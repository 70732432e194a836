import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../src/db/database.ts';
import { buildTestApp, tempDir, testDb } from './helper.ts';

const onPostgres = !!process.env.TEST_DATABASE_URL;

/** The test's own database per driver; the folder one (the API's PGlite) runs in a thread. */
const DRIVERS: { label: string; open: () => Promise<Database>; own: boolean }[] = onPostgres
  ? [{ label: 'PostgreSQL', open: testDb, own: false }]
  : [
      { label: 'PGlite in memory, in this thread (tests)', open: testDb, own: false },
      {
        label: "PGlite on a folder, in a thread of its own (the API's)",
        open: async () => openDatabase({ dataDir: await tempDir(), migrate: false }),
        own: true,
      },
    ];

/** Resolves with the first `count` payloads heard on `channel`. */
async function heard(db: Database, channel: string, count: number, act: () => Promise<unknown>): Promise<string[]> {
  const payloads: string[] = [];
  let done!: () => void;
  const all = new Promise<void>((resolve) => (done = resolve));
  const stop = await db.listen(channel, (payload) => {
    payloads.push(payload);
    if (payloads.length === count) done();
  });
  try {
    await act();
    await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    return payloads;
  } finally {
    await stop();
  }
}

/*
 * The one database interface on either driver: the same rows, the same errors, the same
 * transactions, the same notifications. On PGlite every statement is prepared once under a name
 * and its answer read by node-postgres's parser (db/pglite-statements), and the API's folder
 * database runs in a thread of its own (db/pglite-thread): these tests would fail if a prepared
 * statement gave other values, kept a failed exchange open or outlived a rollback's effects, if
 * an error lost its fields on the way between threads, or if a trigger's NOTIFY got lost.
 */
for (const driver of DRIVERS)
  describe(`database: one interface (${driver.label})`, () => {
    let db: Database;
    before(async () => {
      db = await driver.open();
      await db.exec(`CREATE TABLE IF NOT EXISTS statement_probe (
      id integer PRIMARY KEY, amount numeric(12, 2), born date, at timestamptz, big bigint, tags jsonb, flag boolean)`);
      await db.exec('TRUNCATE statement_probe');
    });
    after(async () => {
      await db.exec('DROP TABLE IF EXISTS statement_probe');
      if (driver.own) await db.close();
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
      await assert.rejects(
        db.query(insert, [10]),
        (error: Error & { code?: string; constraint?: string; detail?: string }) =>
          error instanceof Error &&
          error.code === '23505' &&
          error.constraint === 'statement_probe_pkey' &&
          error.detail === 'Key (id)=(10) already exists.',
      );
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

    test('a NOTIFY reaches the listeners, from a statement, a trigger and a committed transaction', async () => {
      await db.exec(`CREATE OR REPLACE FUNCTION statement_probe_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify('statement_probe', NEW.id::text); RETURN NULL; END $$`);
      await db.exec(`CREATE OR REPLACE TRIGGER statement_probe_inserted AFTER INSERT ON statement_probe
      FOR EACH ROW EXECUTE FUNCTION statement_probe_notify()`);
      try {
        const payloads = await heard(db, 'statement_probe', 3, async () => {
          await db.notify('statement_probe', 'direct');
          await db.query('INSERT INTO statement_probe (id) VALUES ($1)', [30]);
          await db.transaction((tx) => tx.query('INSERT INTO statement_probe (id) VALUES ($1)', [31]));
        });
        assert.deepEqual(payloads.sort(), ['30', '31', 'direct']);
        const rolledBack = await heard(db, 'statement_probe', 1, async () => {
          await db
            .transaction(async (tx) => {
              await tx.query('INSERT INTO statement_probe (id) VALUES ($1)', [32]);
              throw new Error('annullata');
            })
            .catch(() => {});
          await db.notify('statement_probe', 'after');
        });
        assert.deepEqual(rolledBack, ['after']);
        if (!onPostgres) {
          // The session checks count on it (docs/deployment.md): heard before the statement returns.
          const early: string[] = [];
          const stop = await db.listen('statement_probe', (payload) => early.push(payload));
          await db.query('INSERT INTO statement_probe (id) VALUES ($1)', [33]);
          assert.deepEqual(early, ['33']);
          await db.transaction((tx) => tx.query('INSERT INTO statement_probe (id) VALUES ($1)', [34]));
          assert.deepEqual(early, ['33', '34']);
          await stop();
        }
      } finally {
        await db.exec('DROP TRIGGER statement_probe_inserted ON statement_probe');
      }
    });

    test(
      'PGlite: a statement outside a transaction waits for it to end, as on one connection',
      { skip: onPostgres },
      async () => {
        let outside: Promise<unknown> | null = null;
        await db.transaction(async (tx) => {
          await tx.query('INSERT INTO statement_probe (id) VALUES ($1)', [40]);
          outside = db.query<{ n: number }>('SELECT count(*)::int AS n FROM statement_probe WHERE id = $1', [41]);
          await new Promise((resolve) => setTimeout(resolve, 50));
          await tx.query('INSERT INTO statement_probe (id) VALUES ($1)', [41]);
        });
        assert.deepEqual(await outside, [{ n: 1 }]);
      },
    );

    // PostgreSQL's prepared statements belong to a connection: one transaction holds one.
    test('a statement is prepared once per connection, however often it runs', async () => {
      const text = 'SELECT id FROM statement_probe WHERE id >= $1 ORDER BY id';
      const [prepared] = await db.transaction(async (tx) => {
        for (let time = 0; time < 5; time++) await tx.query(text, [time]);
        return tx.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1', [
          text,
        ]);
      });
      assert.equal(prepared.n, 1);
    });
  });

/**
 * Rows counted by the planner's statistics; -1 until the table is first analysed. PostgreSQL's
 * autovacuum gets to a freshly seeded database up to a minute later: until then the planner
 * guessed, and the fields list served half the requests it does with statistics.
 */
async function plannedRows(db: Database, table: string): Promise<number> {
  const [row] = await db.query<{ rows: number }>(
    'SELECT reltuples::int AS rows FROM pg_class WHERE oid = $1::regclass',
    [table],
  );
  return row.rows;
}

test('the API seeds an empty database and gathers its planner statistics before it serves', async () => {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const schema = `seeded_${randomBytes(4).toString('hex')}`;
  const db = databaseUrl ? await openDatabase({ databaseUrl, schema }) : await openDatabase({ memory: true });
  try {
    assert.equal(await plannedRows(db, 'fields'), -1);
    const app = await buildTestApp({ db, seed: true });
    await app.close();
    const [{ count }] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM fields');
    assert.ok(count > 0);
    assert.equal(await plannedRows(db, 'fields'), count);
  } finally {
    if (databaseUrl) await db.exec(`DROP SCHEMA ${schema} CASCADE`);
    await db.close();
  }
});
