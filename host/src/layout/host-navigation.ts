import type { NavContribution } from '@portal/shared-ui';
import { paths } from '../paths';

/** The host's own navigation entries; remotes add theirs. */
export const HOST_NAVIGATION: NavContribution[] = [
  { id: 'portal', type: 'basic', title: 'Portale', icon: 'home', link: paths.portal, order: 0 },
  { id: 'schedule', type: 'basic', title: 'Orari', icon: 'schedule', link: paths.schedule, order: 95 },
];
