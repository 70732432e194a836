import contribution from '../src/app/contribution';

describe('the customer contribution', () => {
  it('adds the help center routes, signed-in only with no further authority', () => {
    expect(contribution.routes.map((route) => route.path)).toEqual([
      'help-center',
      'help-center/faq',
      'help-center/support',
    ]);
    for (const route of contribution.routes) {
      expect(route.authorities ?? []).toEqual([]);
      expect(route.open).toBeFalsy();
    }
  });

  it("adds 'Centro assistenza' to the navigation", () => {
    expect(contribution.navigation).toEqual([
      expect.objectContaining({ title: 'Centro assistenza', icon: 'help', link: '/help-center', order: 90 }),
    ]);
  });

  it('loads each page lazily', async () => {
    const pages = await Promise.all(contribution.routes.map((route) => route.load()));
    pages.forEach((page) => expect(typeof page.default).toBe('function'));
  });
});
