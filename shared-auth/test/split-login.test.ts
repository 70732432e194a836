import { splitLogin } from '../src/session';

describe('splitLogin', () => {
  it('splits name@tenant, lower-casing the tenant', () => {
    expect(splitLogin('mario.rossi@Beta')).toEqual({ login: 'mario.rossi', tenantName: 'beta' });
  });

  it('uses the last @, so a login may hold one', () => {
    expect(splitLogin('mario@acme.it@beta')).toEqual({ login: 'mario@acme.it', tenantName: 'beta' });
  });

  it('means the default tenant without a usable @', () => {
    expect(splitLogin('mario')).toEqual({ login: 'mario', tenantName: null });
    expect(splitLogin('@beta')).toEqual({ login: '@beta', tenantName: null });
    expect(splitLogin('mario@')).toEqual({ login: 'mario@', tenantName: null });
  });
});
