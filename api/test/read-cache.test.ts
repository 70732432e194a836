import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Database } from '../src/db/database.ts';
import { readCache } from '../src/db/read-cache.ts';

/** A database that only listens: `announce()` plays a NOTIFY on the channel. */
function listeningDb() {
  const handlers = new Map<string, (payload: string) => void>();
  const db = {
    listen: async (channel: string, handler: (payload: string) => void) => {
      handlers.set(channel, handler);
      return async () => void handlers.delete(channel);
    },
  } as unknown as Database;
  return { db, announce: (channel: string) => handlers.get(channel)?.(''), handlers };
}

function counter() {
  let loads = 0;
  return {
    load: (answer: string) => () => Promise.resolve(`${answer}#${++loads}`),
    get loads() {
      return loads;
    },
  };
}

describe('readCache', () => {
  test('keeps an answer per key until the channel announces a change', async () => {
    const { db, announce } = listeningDb();
    const cache = await readCache<string>(db, { channel: 'changes', maxEntries: 10, keepMs: 60_000 });
    const loads = counter();
    assert.equal(await cache.read('a', loads.load('a')), 'a#1');
    assert.equal(await cache.read('a', loads.load('a')), 'a#1');
    assert.equal(await cache.read('b', loads.load('b')), 'b#2');
    announce('other channel');
    assert.equal(await cache.read('a', loads.load('a')), 'a#1');
    announce('changes');
    assert.equal(await cache.read('a', loads.load('a')), 'a#3');
    assert.equal(await cache.read('b', loads.load('b')), 'b#4');
  });

  test('callers during a load share it; a change during the load is not kept past it', async () => {
    const { db, announce } = listeningDb();
    const cache = await readCache<string>(db, { channel: 'changes', maxEntries: 10, keepMs: 60_000 });
    let release!: (answer: string) => void;
    let loads = 0;
    const slow = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = cache.read('a', slow);
    const second = cache.read('a', slow);
    assert.equal(loads, 1);
    announce('changes');
    release('old');
    assert.deepEqual(await Promise.all([first, second]), ['old', 'old']);
    assert.equal(await cache.read('a', () => Promise.resolve('new')), 'new');
  });

  test('a failed load is not kept', async () => {
    const { db } = listeningDb();
    const cache = await readCache<string>(db, { channel: 'changes', maxEntries: 10, keepMs: 60_000 });
    await assert.rejects(
      cache.read('a', () => Promise.reject(new Error('down'))),
      /down/,
    );
    assert.equal(await cache.read('a', () => Promise.resolve('up')), 'up');
  });

  test('bounded in time and in entries, the least recently used first; 0 entries keeps none', async () => {
    const { db } = listeningDb();
    let now = 0;
    const cache = await readCache<string>(db, { channel: 'changes', maxEntries: 2, keepMs: 1_000, now: () => now });
    const loads = counter();
    await cache.read('a', loads.load('a'));
    await cache.read('b', loads.load('b'));
    await cache.read('a', loads.load('a')); // 'a' used last: 'b' is the one to go
    await cache.read('c', loads.load('c'));
    assert.equal(await cache.read('a', loads.load('a')), 'a#1');
    assert.equal(await cache.read('b', loads.load('b')), 'b#4');
    now = 1_000;
    assert.equal(await cache.read('b', loads.load('b')), 'b#5');

    const off = await readCache<string>(db, { channel: 'changes', maxEntries: 0, keepMs: 1_000 });
    const offLoads = counter();
    await off.read('a', offLoads.load('a'));
    await off.read('a', offLoads.load('a'));
    assert.equal(offLoads.loads, 2);
  });

  test('close stops listening', async () => {
    const { db, handlers } = listeningDb();
    const cache = await readCache<string>(db, { channel: 'changes', maxEntries: 2, keepMs: 1_000 });
    assert.ok(handlers.has('changes'));
    await cache.close();
    assert.ok(!handlers.has('changes'));
  });
});
