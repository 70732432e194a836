import { decideProtected, decideSignedOutOnly, isSignInTypeRoute, safeRedirect, signInRedirect } from '../src/access';

describe('signInRedirect', () => {
  it('remembers the wanted page, encoded', () => {
    expect(signInRedirect('/fields?page=2')).toBe('/sign-in?redirectURL=%2Ffields%3Fpage%3D2');
  });

  it('counts a request for the sign-out route as a request for the root path', () => {
    expect(signInRedirect('/sign-out')).toBe('/sign-in?redirectURL=%2F');
    expect(signInRedirect('/sign-out?x=1')).toBe('/sign-in?redirectURL=%2F');
  });

  it('sends the root path to sign-in with redirectURL=/', () => {
    expect(signInRedirect('/')).toBe('/sign-in?redirectURL=%2F');
  });
});

describe('decideProtected', () => {
  it('waits while the session is unknown', () => {
    expect(decideProtected('unknown', [], undefined, '/fields')).toEqual({ kind: 'wait' });
  });

  it('waits while an impersonation swaps the session, instead of judging the old route by new permissions', () => {
    expect(decideProtected('signed-in', [], ['GESTIONE_PERMESSI'], '/permission-management', true)).toEqual({
      kind: 'wait',
    });
    expect(decideProtected('signed-in', [], undefined, '/portal', true)).toEqual({ kind: 'allow' });
    expect(decideProtected('signed-in', [], ['GESTIONE_PERMESSI'], '/permission-management', false)).toEqual({
      kind: 'redirect',
      to: '/401',
    });
  });

  it('sends a signed-out user to sign-in with the wanted page', () => {
    expect(decideProtected('signed-out', [], undefined, '/help-center')).toEqual({
      kind: 'redirect',
      to: '/sign-in?redirectURL=%2Fhelp-center',
    });
  });

  it('lets a signed-in user in when the route needs no authority', () => {
    expect(decideProtected('signed-in', [], undefined, '/help-center')).toEqual({ kind: 'allow' });
    expect(decideProtected('signed-in', [], [], '/help-center')).toEqual({ kind: 'allow' });
  });

  it('needs one of the listed authorities, else /401', () => {
    expect(decideProtected('signed-in', ['GESTORE'], ['GESTORE', 'MUTAFORMA'], '/fields')).toEqual({ kind: 'allow' });
    expect(decideProtected('signed-in', ['PORTAFOGLIO_INDAGINI'], ['GESTORE'], '/fields')).toEqual({
      kind: 'redirect',
      to: '/401',
    });
  });
});

describe('decideSignedOutOnly', () => {
  it('waits, allows a signed-out user, sends a signed-in user to the root path', () => {
    expect(decideSignedOutOnly('unknown')).toEqual({ kind: 'wait' });
    expect(decideSignedOutOnly('signed-out')).toEqual({ kind: 'allow' });
    expect(decideSignedOutOnly('signed-in')).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('isSignInTypeRoute', () => {
  it.each([
    ['/sign-in', true],
    ['/forgot-password', true],
    ['/reset-password/abc', true],
    ['/sign-inside', false],
    ['/fields', false],
  ])('%s → %s', (path, expected) => {
    expect(isSignInTypeRoute(path)).toBe(expected);
  });
});

describe('safeRedirect', () => {
  it('follows same-origin relative paths only', () => {
    expect(safeRedirect('/fields?page=1')).toBe('/fields?page=1');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example/x')).toBe('/');
    expect(safeRedirect('javascript:alert(1)')).toBe('/');
  });
});
