/** Notifications (spec 000 §2.3) and the live channel that pushes them. */
import type { BatchCheckProgress } from './batches.ts';
import { NOTIFICATION_IMAGE_PATTERN } from '../notifications.ts';
import { DateTime, Nullable, NullableText, Type, type Static } from './schema.ts';
import { endpoint } from './endpoint.ts';
import { PERMISSIONS } from '../permissions.ts';

export const Notification = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  text: Type.String(),
  icon: NullableText({ description: "Nome di un'icona (report, info, warning, …)" }),
  image: NullableText({ description: "Indirizzo di un'immagine, al posto dell'icona" }),
  link: NullableText(),
  useRouter: Type.Boolean({ description: 'true: link è un percorso del portale; false: un indirizzo esterno' }),
  insDateTime: DateTime(),
  readDate: Nullable(DateTime(), { description: 'null: non letta' }),
});
export type Notification = Static<typeof Notification>;

/** What the live channel pushes: a new notification, or the unread count after a change. */
export interface NotificationMessage {
  type: 'notification' | 'unread-count';
  notification?: Notification;
  unreadCount: number;
}

/** The progress of a batch file's check, to the user who uploaded it only. */
export interface BatchCheckMessage {
  type: 'batch-check';
  check: BatchCheckProgress;
}

export type LiveMessage = NotificationMessage | BatchCheckMessage;

export const NotificationParams = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 }) },
  { additionalProperties: false },
);

/** What a notification may link to: a path of the portal, or an http(s) address. */
export const NOTIFICATION_LINK_PATTERN = '^(/(?![/\\\\])\\S*|https?://[^\\s/?#]+(?:[/?#]\\S*)?)$';

export const NewNotificationBody = Type.Object(
  {
    login: Type.String({ minLength: 1, maxLength: 64, description: 'Destinatario, utente dello stesso tenant' }),
    subject: Type.String({ minLength: 1, maxLength: 255 }),
    text: Type.String({ minLength: 1, maxLength: 2000 }),
    icon: Type.Optional(Nullable(Type.String({ maxLength: 128 }))),
    image: Type.Optional(
      Nullable(
        Type.String({
          maxLength: 1000,
          pattern: NOTIFICATION_IMAGE_PATTERN,
          description: "Percorso di un'immagine del portale (/…): nessun indirizzo esterno",
        }),
      ),
    ),
    link: Type.Optional(
      Nullable(
        Type.String({
          maxLength: 1000,
          // A path of the portal ("/requests?requestId=7", not "//host") or an http(s) address:
          // never javascript:, data: or another scheme that a click would run.
          pattern: NOTIFICATION_LINK_PATTERN,
          description: 'Percorso del portale (/…) o indirizzo http(s)',
        }),
      ),
    ),
    useRouter: Type.Optional(
      Type.Boolean({ default: false, description: 'true: link deve essere un percorso del portale (/…)' }),
    ),
  },
  { additionalProperties: false },
);
export type NewNotificationBody = Static<typeof NewNotificationBody>;

export const WsConnectionUrl = Type.Object({
  url: Type.String({ description: 'Indirizzo websocket con un biglietto monouso valido 30 secondi' }),
});
export type WsConnectionUrl = Static<typeof WsConnectionUrl>;

export const WsQuery = Type.Object(
  { ticket: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);

/** Every notifications endpoint: the one declaration the API registers and the clients call. */
/**
 * The live channel's WebSocket: public, the single-use ticket of `POST /api/live/ticket` is its
 * credential. Not a descriptor: the client never calls it, it connects to the URL the ticket's
 * answer gives.
 */
export const LIVE_CHANNEL_PATH = '/api/ws';

export const notificationsEndpoints = {
  getMyNotifications: endpoint({
    method: 'GET',
    path: '/api/my-notifications',
    access: 'user',
    tags: ['notifiche'],
    summary: "Le notifiche dell'utente collegato, dalla più recente (al massimo 100)",
    response: Type.Array(Notification),
  }),
  getMyNotificationsUnreadCount: endpoint({
    method: 'GET',
    path: '/api/my-notifications/unread-count',
    access: 'user',
    tags: ['notifiche'],
    summary: 'Quante notifiche non lette ha l’utente collegato',
    response: Type.Integer(),
  }),
  postMyNotificationsReadById: endpoint({
    method: 'POST',
    path: '/api/my-notifications/:id/read',
    access: 'user',
    tags: ['notifiche'],
    summary: 'Segna come letta una notifica (corpo vuoto)',
    params: NotificationParams,
    response: Notification,
  }),
  getMyNotificationsMarkAllAsRead: endpoint({
    method: 'GET',
    path: '/api/my-notifications/mark-all-as-read',
    access: 'user',
    tags: ['notifiche'],
    summary: 'Segna come lette tutte le notifiche; context: quante erano non lette',
    response: Type.Integer(),
  }),
  postNotifications: endpoint({
    method: 'POST',
    path: '/api/notifications',
    access: [PERMISSIONS.manager],
    tags: ['notifiche'],
    summary: 'Invia una notifica a un utente del tenant (arriva subito alle sue pagine aperte)',
    body: NewNotificationBody,
    response: Notification,
    status: 201,
  }),
  getWsConnectionUrl: endpoint({
    method: 'GET',
    path: '/api/ws-connection-url',
    access: 'user',
    tags: ['notifiche'],
    summary: 'Indirizzo del canale live delle notifiche, con un biglietto monouso valido 30 secondi',
    response: WsConnectionUrl,
  }),
};
