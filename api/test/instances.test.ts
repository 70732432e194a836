/**
 * Several API instances on one PostgreSQL server (issue "deployment and scale-out"): what was
 * per process is shared through the database. Each "instance" here is an app with its own
 * connection pool, LISTEN connection and locks on the same database, as a second process would
 * have. PostgreSQL only: `npm test` runs the API tests on a private PostgreSQL server too.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database.ts';
import { leaseSize } from '../src/http/shared-rate-limit-store.ts';
import { anotherInstanceDb, buildTestApp, signIn, testDb, type Session } from './helper.ts';
import { openLiveChannel } from './live-channel-support.ts';

const POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
// The instances of one platform count in one namespace (test apps otherwise get one each).
const SHARED = { counterNamespace: 'platform:' };

/** `db`, counting the statements that touch the request-rate windows. */
function countingWindowStatements(db: Database): { db: Database; statements: () => number } {
  let statements = 0;
  const counted = new Proxy(db, {
    get(target, property) {
      if (property === 'query') {
        return (sql: string, params?: readonly unknown[]) => {
          if (sql.includes('rate_limit_windows')) statements++;
          return target.query(sql, params);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: counted, statements: () => statements };
}

describe(
  'several API instances on one PostgreSQL',
  { skip: !POSTGRES && 'needs TEST_DATABASE_URL (PostgreSQL)' },
  () => {
    let first: FastifyInstance;
    let second: FastifyInstance;
    let firstBase: string;

    before(async () => {
      first = await buildTestApp({ db: await testDb(), ...SHARED });
      second = await buildTestApp({ db: await anotherInstanceDb(), ...SHARED });
      await first.listen({ host: '127.0.0.1', port: 0 });
      firstBase = `127.0.0.1:${(first.server.address() as AddressInfo).port}`;
    });

    const notify = (app: FastifyInstance, session: Session, login: string, subject: string) =>
      app.inject({
        method: 'POST',
        url: '/api/notifications',
        headers: session.headers,
        payload: { login, subject, text: 'Da un’altra istanza.' },
      });

    test('a ticket issued by one instance opens a socket on another, which gets what a third publishes', async () => {
      const cliente = await signIn(second, 'cliente@beta');
      // The address is asked of the second instance; the socket reaches the first (the proxy's choice).
      const channel = await openLiveChannel(second, firstBase, cliente);
      await channel.next((message) => message.type === 'unread-count');
      const gestore = await signIn(second, 'gestore@beta');
      const created = await notify(second, gestore, 'cliente', 'Da un’altra istanza');
      assert.equal(created.statusCode, 201);
      const pushed = await channel.next((message) => message.type === 'notification');
      assert.equal((pushed.notification as { id: number }).id, created.json().context.id);
      channel.socket.close();
    });

    test('sign-in attempts are counted once for all instances', async () => {
      const attempt = (app: FastifyInstance, password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          remoteAddress: '10.20.30.40',
          payload: { username: 'nessuno.qui', password },
        });
      // Five wrong guesses spread over the two instances use up the account's five attempts.
      const answers = [];
      for (const app of [first, second, first, second, first])
        answers.push((await attempt(app, 'sbagliata')).statusCode);
      assert.deepEqual(answers, [401, 401, 401, 401, 401]);
      assert.equal((await attempt(second, 'sbagliata')).statusCode, 429);
      assert.equal((await attempt(first, 'sbagliata')).statusCode, 429);
    });

    test('the request rate limit is one window for the platform, not one per instance', async () => {
      const rateLimit = { max: 4, timeWindow: 60_000 };
      const limitedA = await buildTestApp({ db: await testDb(), rateLimit, ...SHARED });
      const limitedB = await buildTestApp({ db: await anotherInstanceDb(), rateLimit, ...SHARED });
      const health = (app: FastifyInstance) =>
        app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.99.0.1' });
      const codes = [];
      for (const app of [limitedA, limitedB, limitedA, limitedB, limitedA]) codes.push((await health(app)).statusCode);
      assert.deepEqual(codes, [200, 200, 200, 200, 429]);
      const refused = await health(limitedB);
      assert.equal(refused.statusCode, 429);
      assert.equal(refused.json().error, true);
    });

    test('an instance takes its hits from the window a lease at a time, and refuses a used-up window on its own', async () => {
      const max = 100;
      const lease = leaseSize(max);
      assert.equal(lease, 2);
      const counting = countingWindowStatements(await testDb());
      const limited = await buildTestApp({ db: counting.db, rateLimit: { max, timeWindow: 60_000 }, ...SHARED });
      const health = () => limited.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.99.0.2' });
      for (let request = 0; request < 10; request++) assert.equal((await health()).statusCode, 200);
      assert.equal(counting.statements(), 10 / lease);
      const codes = [];
      for (let request = 10; request < max + 5; request++) codes.push((await health()).statusCode);
      assert.deepEqual(codes.slice(0, max - 10), Array(max - 10).fill(200));
      assert.deepEqual(codes.slice(max - 10), Array(5).fill(429));
      // The window is used up for the whole platform until it ends: nothing left to ask.
      const asked = counting.statements();
      assert.equal((await health()).statusCode, 429);
      assert.equal(counting.statements(), asked);
    });

    test('requests at once on two instances get at most the limit between them', async () => {
      const max = 100;
      const rateLimit = { max, timeWindow: 60_000 };
      const limitedA = await buildTestApp({ db: await testDb(), rateLimit, ...SHARED });
      const limitedB = await buildTestApp({ db: await anotherInstanceDb(), rateLimit, ...SHARED });
      const health = (app: FastifyInstance) =>
        app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.99.0.3' });
      const answers = await Promise.all(
        Array.from({ length: 130 }, (_, index) => health(index % 2 ? limitedA : limitedB)),
      );
      const allowed = answers.filter((answer) => answer.statusCode === 200).length;
      assert.ok(allowed <= max, `${allowed} requests let through`);
      // Early refusals: at most the numbers the other instance holds unused.
      assert.ok(allowed >= max - (leaseSize(max) - 1), `only ${allowed} requests let through`);
      assert.equal(answers.length - allowed, answers.filter((answer) => answer.statusCode === 429).length);
    });

    test('the scheduled jobs run on exactly one instance; another takes over when it goes', async () => {
      const apps = [
        await buildTestApp({ db: await anotherInstanceDb() }),
        await buildTestApp({ db: await anotherInstanceDb() }),
        await buildTestApp({ db: await anotherInstanceDb() }),
      ];
      const ran = async (candidates: FastifyInstance[]) => {
        const runners = [];
        for (const app of candidates) if ((await app.jobs.tick()) === 'ran') runners.push(app);
        return runners;
      };
      const [leader, ...others] = await ran(apps);
      assert.equal(others.length, 0, 'two instances ran the jobs');
      assert.ok(leader, 'no instance ran the jobs');
      assert.deepEqual(await ran(apps), [leader], 'the leader keeps leading');
      // The leader's process ends (its connections close): the lock is free for the next tick.
      await leader.close();
      await leader.db.close();
      const next = await ran(apps.filter((app) => app !== leader));
      assert.equal(next.length, 1);
    });
  },
);
