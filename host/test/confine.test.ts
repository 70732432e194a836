import type { RemoteContribution } from '@portal/shared-ui';
import { confineContribution } from '@portal/contracts/confine';

const load = () => Promise.resolve({ default: () => null });

const contribution: RemoteContribution = {
  title: 'Report',
  routes: [
    { path: 'report', load, section: 'Report' },
    { path: 'report/:id', load },
    { path: 'reports-bis', load },
    { path: 'fields', load, section: 'Catalogo' },
    { path: 'report/accesso', load, open: true, layout: 'empty' },
    { path: 'report/catalogo', load, section: 'Catalogo' },
  ],
  navigation: [
    { id: 'report', type: 'basic', title: 'Report', link: '/report', section: 'Report' },
    { id: 'altrove', type: 'basic', title: 'Campi', link: '/fields' },
    { id: 'sito', type: 'basic', title: 'Sito', link: 'https://example.com', externalLink: true },
    {
      id: 'gruppo',
      type: 'group',
      title: 'Gruppo',
      children: [{ id: 'fuori', type: 'basic', title: 'Fuori', link: '/users' }],
    },
  ],
  requestDrawer: () => Promise.resolve({ default: () => null }) as never,
};

describe('confineContribution', () => {
  it("leaves the repository's remotes as they are", () => {
    const { contribution: same, refused } = confineContribution(contribution, {
      name: 'remote-admin',
      routePrefix: null,
      section: null,
    });
    expect(same).toBe(contribution);
    expect(refused).toEqual([]);
  });

  it("keeps a registered remote to its prefix and section, signed in and in the portal's frame", () => {
    const { contribution: kept, refused } = confineContribution(contribution, {
      name: 'remote-report',
      routePrefix: '/report',
      section: 'Report',
    });
    expect(kept.routes.map((route) => [route.path, route.section ?? null, route.open, route.layout])).toEqual([
      ['report', 'Report', false, undefined],
      ['report/:id', null, false, undefined],
      ['report/accesso', null, false, undefined],
      ['report/catalogo', null, false, undefined],
    ]);
    expect(kept.navigation.map((item) => item.id)).toEqual(['report']);
    expect(kept.requestDrawer).toBeUndefined();
    expect(refused).toEqual([
      'percorso /reports-bis: fuori da /report',
      'percorso /fields: fuori da /report',
      'percorso /report/accesso: sempre con accesso e nella cornice',
      'percorso /report/catalogo: la sezione «Catalogo» non è di remote-report',
      'voce altrove: /fields è fuori da /report',
      'voce sito: https://example.com è fuori da /report',
      'voce fuori: /users è fuori da /report',
      'i cassetti del portale',
    ]);
  });
});
