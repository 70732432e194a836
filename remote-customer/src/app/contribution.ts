import type { RemoteContribution } from '@portal/shared-ui';
import { paths } from '../config/paths';

/** What the customer area adds to the portal: its routes and navigation entries. */
const contribution: RemoteContribution = {
  title: 'Area clienti',
  // The help center needs only sign-in (spec 001 §6).
  routes: [
    { path: 'help-center', load: () => import('../features/help-center/components/help-center-page') },
    { path: 'help-center/faq', load: () => import('../features/help-center/components/faq-page') },
    { path: 'help-center/support', load: () => import('../features/help-center/components/support-page') },
  ],
  navigation: [
    {
      id: 'help-center',
      type: 'basic',
      title: 'Centro assistenza',
      subtitle: 'FAQ e contatto con il supporto',
      icon: 'help',
      link: paths.helpCenter.home,
      order: 90,
    },
  ],
};

export default contribution;
