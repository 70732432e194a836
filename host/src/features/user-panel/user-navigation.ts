import { paths } from '../../paths';

/** The user navigation list of the profile panel (spec 000 §2.4): items with a link navigate. */
export interface UserNavigationItem {
  key: string;
  title: string;
  link: string;
}

export const USER_NAVIGATION: readonly UserNavigationItem[] = [
  { key: 'change-password', title: 'Cambia password', link: paths.changePassword },
  { key: 'schedule', title: 'Orari', link: paths.schedule },
  { key: 'sign-out', title: 'Esci', link: paths.signOut },
];
