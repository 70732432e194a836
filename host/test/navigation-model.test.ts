import type { NavContribution } from '@portal/shared-ui';
import { mergeNavigation, navigableEntries, visibleNavigation } from '../src/layout/navigation-model';

const host: NavContribution[] = [{ id: 'portal', type: 'basic', title: 'Portale', link: '/portal', order: 0 }];
const customer: NavContribution[] = [
  { id: 'help-center', type: 'basic', title: 'Centro assistenza', link: '/help-center', order: 90 },
];
const admin: NavContribution[] = [
  {
    id: 'catalogue',
    type: 'collapsable',
    title: 'Catalogo',
    order: 20,
    authorities: ['GESTORE'],
    children: [
      { id: 'forms', type: 'basic', title: 'Form', link: '/forms', order: 2 },
      { id: 'fields', type: 'basic', title: 'Campi', link: '/fields', order: 1 },
      { id: 'secret', type: 'basic', title: 'Riservato', link: '/secret', order: 3, authorities: ['STATISTICHE'] },
    ],
  },
];
const permissions: NavContribution[] = [
  {
    id: 'permission-management',
    type: 'basic',
    title: 'Gestione permessi',
    link: '/permission-management',
    order: 80,
    authorities: ['GESTIONE_PERMESSI'],
  },
];

const ids = (items: readonly NavContribution[]) => items.map((item) => item.id);

describe('mergeNavigation', () => {
  it('merges every source by order, children too', () => {
    const merged = mergeNavigation([host, customer, admin, permissions]);
    expect(ids(merged)).toEqual(['portal', 'catalogue', 'permission-management', 'help-center']);
    expect(ids(merged[1].children!)).toEqual(['fields', 'forms', 'secret']);
  });

  it('does not change its sources', () => {
    mergeNavigation([admin]);
    expect(ids(admin[0].children!)).toEqual(['forms', 'fields', 'secret']);
  });

  it('keeps the source order between equal orders (host first)', () => {
    const late: NavContribution[] = [{ id: 'other', type: 'basic', title: 'Altro', link: '/x', order: 0 }];
    expect(ids(mergeNavigation([host, late]))).toEqual(['portal', 'other']);
  });
});

describe('visibleNavigation', () => {
  const merged = mergeNavigation([host, customer, admin, permissions]);

  it('hides entries needing an authority the user lacks', () => {
    expect(ids(visibleNavigation(merged, []))).toEqual(['portal', 'help-center']);
    expect(ids(visibleNavigation(merged, ['GESTIONE_PERMESSI']))).toEqual([
      'portal',
      'permission-management',
      'help-center',
    ]);
  });

  it('hides children the user may not see', () => {
    const visible = visibleNavigation(merged, ['GESTORE']);
    expect(ids(visible.find((item) => item.id === 'catalogue')!.children!)).toEqual(['fields', 'forms']);
  });

  it('drops a group or collapsable left empty', () => {
    const onlyHidden: NavContribution[] = [
      {
        id: 'reports',
        type: 'group',
        title: 'Report',
        children: [{ id: 'stats', type: 'basic', title: 'Statistiche', link: '/stats', authorities: ['STATISTICHE'] }],
      },
      { id: 'empty-collapsable', type: 'collapsable', title: 'Vuoto', children: [] },
    ];
    expect(visibleNavigation(onlyHidden, ['GESTORE'])).toEqual([]);
    expect(ids(visibleNavigation(onlyHidden, ['STATISTICHE']))).toEqual(['reports']);
  });
});

describe('navigableEntries', () => {
  it('flattens the entries that have a link', () => {
    const visible = visibleNavigation(mergeNavigation([host, admin]), ['GESTORE']);
    expect(ids(navigableEntries(visible))).toEqual(['portal', 'fields', 'forms']);
  });
});
