/**
 * What the notifications module lets other modules read: its door for them (ESLint refuses their reaching
 * into its repositories). Its own routes go through its service.
 */
export { insertLiveTicket, takeLiveTicket } from './live-tickets-repository.ts';
export { countUnread, insertNotification, type NewNotification, type Notification } from './repository.ts';
