import contribution from '../src/app/contribution';

describe('the customer contribution', () => {
  it('adds the help center and ordering routes, signed-in only with no further authority', () => {
    expect(contribution.routes.map((route) => route.path)).toEqual([
      'help-center',
      'help-center/faq',
      'help-center/support',
      'service-list',
      'line/detail/:lineId',
      'requests',
      'requests/massive/detail/:batchId',
      'request/report',
      'price-list',
      'cruscotto',
      'dettaglio-fatturazione',
      'statistiche',
      'portafoglio-indagini',
      'foreign-companies',
      'approvals',
      'request-history',
    ]);
    for (const route of contribution.routes) {
      // The account pages with a permission of their own (the server checks it too).
      const own: Record<string, string[]> = {
        cruscotto: ['CRUSCOTTO'],
        'dettaglio-fatturazione': ['DETTAGLIO_FATTURAZIONE'],
        statistiche: ['STATISTICHE'],
        'portafoglio-indagini': ['PORTAFOGLIO_INDAGINI'],
      };
      expect(route.authorities ?? []).toEqual(own[route.path] ?? []);
      expect(route.open).toBeFalsy();
    }
  });

  it("adds 'Servizi' and 'Centro assistenza' to the navigation", () => {
    expect(contribution.navigation).toEqual([
      expect.objectContaining({ title: 'Servizi', icon: 'services', link: '/service-list', order: 15 }),
      expect.objectContaining({ title: 'Le mie richieste', icon: 'list', link: '/requests', order: 16 }),
      expect.objectContaining({ title: 'Imprese estere', link: '/foreign-companies' }),
      expect.objectContaining({ title: 'Approvazioni', link: '/approvals' }),
      expect.objectContaining({ title: 'Storico richieste', icon: 'list', link: '/request-history' }),
      expect.objectContaining({ title: 'Cruscotto del credito', link: '/cruscotto', authorities: ['CRUSCOTTO'] }),
      expect.objectContaining({ title: 'Dettaglio fatturazione', authorities: ['DETTAGLIO_FATTURAZIONE'] }),
      expect.objectContaining({ title: 'Statistiche', authorities: ['STATISTICHE'] }),
      expect.objectContaining({ title: 'Portafoglio indagini', authorities: ['PORTAFOGLIO_INDAGINI'] }),
      expect.objectContaining({ title: 'Listino prezzi', icon: 'products', link: '/price-list', order: 17 }),
      expect.objectContaining({ title: 'Centro assistenza', icon: 'help', link: '/help-center', order: 90 }),
    ]);
  });

  it('shows the approvals only to approvers (a user flag, not a permission)', () => {
    const approvals = contribution.navigation.find((item) => item.id === 'approvals')!;
    expect(approvals.hidden?.({ permissions: [], approver: false })).toBe(true);
    expect(approvals.hidden?.({ permissions: [], approver: true })).toBe(false);
  });

  it('loads each page, and the services of product selection, lazily', async () => {
    const pages = await Promise.all(contribution.routes.map((route) => route.load()));
    pages.forEach((page) => expect(typeof page.default).toBe('function'));
    expect(typeof (await contribution.productSelection!()).default).toBe('function');
  });
});
