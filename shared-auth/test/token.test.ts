import { readAccessClaims } from '../src/token';
import { unsignedToken } from '../src/testing/serve-api';

const tokenWith = unsignedToken;

describe('readAccessClaims', () => {
  it('reads the claims, UTF-8 included', () => {
    const claims = {
      sub: '7',
      tid: 'beta',
      login: 'niccolò',
      perms: ['GESTORE'],
      exp: 1_900_000_000,
      act: { sub: '1', login: 'admin' },
    };
    expect(readAccessClaims(tokenWith(claims))).toEqual(claims);
  });

  it('answers null for something that is not a JWT', () => {
    expect(readAccessClaims('not-a-token')).toBeNull();
    expect(readAccessClaims('a.%%%.c')).toBeNull();
  });
});
