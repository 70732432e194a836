/**
 * The notifications module's service: what its routes may use.
 */
// The module's reads, for its routes: a route imports its service only.
export { countUnread, findRecipient, listNotifications, markAllRead, markRead } from './repository.ts';
