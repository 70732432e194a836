import { PERMISSIONS } from '@portal/shared-auth';
import type { RemoteContribution } from '@portal/shared-ui';

const manager = [PERMISSIONS.manager];

/** What catalogue administration adds to the portal: its routes and navigation entries. */
const contribution: RemoteContribution = {
  title: 'Amministrazione catalogo',
  routes: [
    { path: 'fields', authorities: manager, load: () => import('../features/fields/components/field-list-page') },
  ],
  navigation: [
    {
      id: 'catalogue',
      type: 'collapsable',
      title: 'Catalogo',
      icon: 'settings',
      order: 20,
      authorities: manager,
      children: [
        {
          id: 'fields',
          type: 'basic',
          title: 'Campi',
          subtitle: 'Campi delle richieste',
          icon: 'fields',
          link: '/fields',
          authorities: manager,
        },
      ],
    },
  ],
};

export default contribution;
