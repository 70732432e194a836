import contribution from '../src/app/contribution';

describe('the permissions contribution', () => {
  it('adds /permission-management for holders of GESTIONE_PERMESSI', async () => {
    expect(contribution.routes).toHaveLength(1);
    const [route] = contribution.routes;
    expect(route.path).toBe('permission-management');
    expect(route.authorities).toEqual(['GESTIONE_PERMESSI']);
    expect(typeof (await route.load()).default).toBe('function');
  });

  it("adds 'Gestione permessi' to the navigation, hidden from the others", () => {
    expect(contribution.navigation).toEqual([
      expect.objectContaining({
        title: 'Gestione permessi',
        icon: 'permissions',
        link: '/permission-management',
        order: 80,
        authorities: ['GESTIONE_PERMESSI'],
      }),
    ]);
  });
});
