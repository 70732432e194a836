/**
 * Several API instances on one PostgreSQL server (issue "deployment and scale-out"): what was
 * per process is shared through the database. Each "instance" here is an app with its own
 * connection pool, LISTEN connection and locks on the same schema, as a second process would
 * have. PostgreSQL only: `npm test` runs the API tests on a private PostgreSQL server too.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { anotherInstanceDb, buildTestApp, signIn, testDb, type Session } from './helper.ts';
import { openLiveChannel } from './live-channel-support.ts';

const POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
// The instances of one platform count in one namespace (test apps otherwise get one each).
const SHARED = { counterNamespace: 'platform:' };

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
