import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createUser } from './account-helper.ts';
import { catalogueClient, STALE } from './catalogue-support.ts';
import { signIn } from './helper.ts';

/**
 * Races (issue 18): the same action many times at once must end as if in some order, never in
 * a state no order could give (two sessions from one refresh token, a lost update).
 */
const catalogue = catalogueClient(['gestore']);
const { call } = catalogue;
const app = () => catalogue.app;

describe('races', () => {
  test('one refresh token spent 8 times at once: at most one new session', async () => {
    const user = await createUser();
    const session = await signIn(app(), user.login, { password: user.password });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        app().inject({ method: 'POST', url: '/api/auth/refresh', cookies: { portal_refresh: session.refreshToken } }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    assert.ok(statuses.filter((status) => status === 200).length <= 1, statuses.join(','));
    assert.ok(
      statuses.every((status) => status === 200 || status === 401),
      statuses.join(','),
    );
    // Whatever won, the token was reused: the family is revoked, the winner's new token too.
    const winner = answers.find((answer) => answer.statusCode === 200);
    if (winner) {
      const next = winner.cookies.find((cookie) => cookie.name === 'portal_refresh')!.value;
      const again = await app().inject({ method: 'POST', url: '/api/auth/refresh', cookies: { portal_refresh: next } });
      assert.equal(again.statusCode, 401);
    }
  });

  test('one record saved 6 times at once with the same version: one wins, five get 409, nothing is lost', async () => {
    const created = await call('POST', '/api/content', {
      description: `Gara ${Date.now()}`,
      icon: 'mat_outline:gavel',
    });
    assert.equal(created.statusCode, 200, created.body);
    const content = created.json().context;
    const saves = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        call('PUT', '/api/content', { ...content, description: `Versione ${index}` }),
      ),
    );
    const statuses = saves.map((save) => save.statusCode);
    assert.deepEqual(statuses.filter((status) => status === 200).length, 1, statuses.join(','));
    assert.ok(saves.filter((save) => save.statusCode === 409).every((save) => save.json().message === STALE));
    const winner = saves.find((save) => save.statusCode === 200)!.json().context;
    const stored = (await call('GET', `/api/content/${content.id}`)).json().context;
    assert.equal(stored.description, winner.description);
    assert.equal(stored.version, content.version + 1);
  });
});
