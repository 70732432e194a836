import { paths } from '../../paths';

/** The user navigation list of the profile panel (spec 000 §2.4): items with a link navigate. */
export interface UserNavigationItem {
  key: string;
  title: string;
  link: string;
  /** Not offered while impersonating: the server refuses it (nobody changes another's password). */
  notWhileImpersonating?: boolean;
  /** Only for the platform's administrators (the remotes' health). */
  platformAdminOnly?: boolean;
}

export const USER_NAVIGATION: readonly UserNavigationItem[] = [
  { key: 'change-password', title: 'Cambia password', link: paths.changePassword, notWhileImpersonating: true },
  { key: 'schedule', title: 'Orari', link: paths.schedule },
  { key: 'remote-health', title: 'Salute dei remote', link: paths.remoteHealth, platformAdminOnly: true },
  { key: 'sign-out', title: 'Esci', link: paths.signOut },
];

/** The items the panel offers to this session. */
export const userNavigation = (impersonating: boolean, platformAdmin = false): readonly UserNavigationItem[] =>
  USER_NAVIGATION.filter(
    (item) => !(impersonating && item.notWhileImpersonating) && !(item.platformAdminOnly && !platformAdmin),
  );
