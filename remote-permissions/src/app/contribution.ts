import { PERMISSIONS } from '@portal/shared-auth';
import type { RemoteContribution } from '@portal/shared-ui';
import { paths } from '../config/paths';

const permissionManagement = [PERMISSIONS.permissionManagement];

/** Its section of the back-office side navigation. */
const SECTION = 'Permessi';

/** What permission management adds to the portal: its route and navigation entry. */
const contribution: RemoteContribution = {
  title: 'Gestione permessi',
  routes: [
    {
      path: 'permission-management',
      authorities: permissionManagement,
      load: () => import('../features/permission-management/components/permission-management-page'),
      section: SECTION,
    },
  ],
  navigation: [
    {
      id: 'permission-management',
      type: 'basic',
      title: 'Gestione permessi',
      subtitle: 'Permessi degli utenti',
      icon: 'permissions',
      link: paths.permissionManagement,
      order: 80,
      section: SECTION,
      authorities: permissionManagement,
    },
  ],
};

export default contribution;
