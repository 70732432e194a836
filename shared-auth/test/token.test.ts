import { readAccessClaims } from '../src/token';

/** An unsigned JWT with base64url payload, as the server would shape it. */
function tokenWith(claims: object): string {
  const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
}

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
