import { ALL_PERMISSIONS, ASSIGNABLE_PERMISSIONS, PERMISSIONS, hasAnyAuthority } from '@portal/contracts/permissions';

describe('hasAnyAuthority', () => {
  it('is true when nothing is required', () => {
    expect(hasAnyAuthority([], undefined)).toBe(true);
    expect(hasAnyAuthority([], [])).toBe(true);
  });

  it('needs one of the required authorities, not all', () => {
    expect(hasAnyAuthority(['MUTAFORMA'], ['GESTORE', 'MUTAFORMA'])).toBe(true);
    expect(hasAnyAuthority(['GESTORE'], ['GESTIONE_PERMESSI'])).toBe(false);
    expect(hasAnyAuthority([], ['GESTORE'])).toBe(false);
  });
});

describe('PERMISSIONS', () => {
  it('spells the server names', () => {
    expect(PERMISSIONS.manager).toBe('GESTORE');
    expect(PERMISSIONS.shapeshifter).toBe('MUTAFORMA');
    expect(PERMISSIONS.permissionManagement).toBe('GESTIONE_PERMESSI');
    expect(PERMISSIONS.investigationsPortfolio).toBe('PORTAFOGLIO_INDAGINI');
  });

  it('lets permission management grant the four of spec 002 §6 first, then every other permission', () => {
    expect(ASSIGNABLE_PERMISSIONS.slice(0, 4)).toEqual([
      'GESTORE',
      'MUTAFORMA',
      'GESTIONE_PERMESSI',
      'PORTAFOGLIO_INDAGINI',
    ]);
    expect([...ASSIGNABLE_PERMISSIONS].sort()).toEqual([...ALL_PERMISSIONS].sort());
  });
});
