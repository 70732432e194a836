import type { RemoteContribution } from '@portal/shared-ui';

/**
 * What the remote adds to the portal: its pages under its registered prefix (/__SEGMENT__) and
 * their navigation entries. `portal-remote check` reads this file with Node: keep the pages'
 * code behind `load` and import only types here.
 */
const contribution: RemoteContribution = {
  title: '__TITLE__',
  routes: [{ path: '__SEGMENT__', load: () => import('./home-page') }],
  navigation: [{ id: '__NAME__', type: 'basic', title: '__TITLE__', link: '/__SEGMENT__', order: 90 }],
};

export default contribution;
