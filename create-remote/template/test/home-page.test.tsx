import { screen } from '@testing-library/react';
import type { CurrentUser } from '@portal/contracts/api/auth';
import { meEndpoints } from '@portal/contracts/endpoints/me';
import { envelope, serveApi, TEST_TENANTS } from '@portal/shared-auth/testing';
import { renderRoute } from '@portal/shared-ui/testing';
import HomePage from '../src/app/home-page';

const me: CurrentUser = {
  id: 7,
  login: 'mrossi',
  name: 'Mario',
  lastName: 'Rossi',
  email: 'mario.rossi@example.it',
  clientId: null,
  clientName: null,
  tenant: TEST_TENANTS.alfa,
  permissions: ['RICHIESTE_CLIENTE'],
  pwdMinLength: 8,
  pwdNumDiff: 2,
  passwordDurationDays: 90,
  impersonator: null,
};

test('the page shows the signed-in user, as the API answers', async () => {
  // The portal's one HTTP client, answered here as the API would.
  const seen = serveApi(({ url }) =>
    url === meEndpoints.getMe.path ? { status: 200, body: envelope(me) } : { status: 404 },
  );
  renderRoute('/__SEGMENT__', <HomePage />);
  expect(await screen.findByText('Mario Rossi')).toBeTruthy();
  expect(screen.getByText(TEST_TENANTS.alfa.descr)).toBeTruthy();
  expect(seen.map(({ url }) => url)).toEqual([meEndpoints.getMe.path]);
});
