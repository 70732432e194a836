import { answer, route } from '../../http/endpoint-route.ts';
import { LIVE_CHANNEL_PATH, notificationsEndpoints } from '@portal/contracts/api/notifications';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { HttpError, envelope } from '../../errors.ts';
import { invalid, notFound } from '../../domain-error.ts';
import { requiredTexts } from '../../text-rules.ts';
import { NotificationHub } from '../../notifications/live-hub.ts';
import { caller } from '../../plugins/tenant.ts';
import { WsQuery } from '@portal/contracts/api/notifications';
import { countUnread, findRecipient, listNotifications, markAllRead, markRead } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Creates notifications and pushes them to the recipient's open pages. */
    notifications: NotificationHub;
  }
}

const TAGS = ['notifiche'];
export const WS_PATH = LIVE_CHANNEL_PATH;
/** Close code of a socket opened with a bad ticket (4000-4999: application codes). */
export const WS_BAD_TICKET = 4401;
const PING_MS = 25_000;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(websocket, { options: { maxPayload: 4096 } });

  answer(app, notificationsEndpoints.getMyNotifications, (_request, { db, who }) =>
    listNotifications(db, who.tenantId, who.userId),
  );

  answer(app, notificationsEndpoints.getMyNotificationsUnreadCount, (_request, { db, who }) =>
    countUnread(db, who.tenantId, who.userId),
  );

  answer(app, notificationsEndpoints.postMyNotificationsReadById, async (request, { db, who }) => {
    if (request.body !== undefined && request.body !== null) {
      throw new HttpError(400, 'Il corpo della richiesta deve essere vuoto');
    }
    const updated = await markRead(db, who.tenantId, who.userId, request.params.id);
    if (!updated) throw notFound('Notifica non trovata');
    await app.notifications.pushUnreadCount(who.tenantId, who.userId);
    return updated;
  });

  route(app, notificationsEndpoints.getMyNotificationsMarkAllAsRead, async (request) => {
    const who = caller(request);
    const marked = await markAllRead(app.db, who.tenantId, who.userId);
    if (marked > 0) await app.notifications.pushUnreadCount(who.tenantId, who.userId);
    return envelope(marked, 'Tutte le notifiche sono state segnate come lette');
  });

  route(app, notificationsEndpoints.postNotifications, async (request, reply) => {
    const who = caller(request);
    const { login, ...content } = request.body;
    const recipient = await findRecipient(app.db, who.tenantId, login.trim());
    if (recipient === null) throw notFound('Utente non trovato');
    requiredTexts({ subject: content.subject, text: content.text });
    if (content.useRouter && content.link && !content.link.startsWith('/')) {
      throw invalid('Valore non valido per "link": con useRouter deve essere un percorso del portale (/…)', 'link');
    }
    const created = await app.notifications.create(who.tenantId, recipient, content);
    return reply.code(201).send(envelope(created));
  });

  answer(app, notificationsEndpoints.getWsConnectionUrl, async (request, { who }) => {
    const ticket = await app.notifications.issueTicket(who.tenantId, who.userId, who.sessionId ?? null);
    const scheme = request.protocol === 'https' ? 'wss' : 'ws';
    return { url: `${scheme}://${request.host}${WS_PATH}?ticket=${ticket}` };
  });

  // The socket carries no bearer token (browsers cannot set headers on it): the ticket,
  // obtained with the token a moment before, is the credential.
  app.get(
    WS_PATH,
    {
      websocket: true,
      config: { access: 'public' },
      schema: { tags: TAGS, querystring: WsQuery },
    },
    async (socket, request) => {
      const owner = await app.notifications.redeemTicket(request.query.ticket);
      if (!owner) {
        socket.close(WS_BAD_TICKET, 'Biglietto non valido o scaduto');
        return;
      }
      if (socket.readyState !== socket.OPEN) return; // gone while the ticket was checked
      const detach = app.notifications.attach(owner.tenantId, owner.userId, socket, owner.session);
      let alive = true;
      const ping = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, PING_MS);
      ping.unref();
      socket.on('pong', () => (alive = true));
      socket.on('close', () => {
        clearInterval(ping);
        detach();
      });
      // The channel is one-way: anything the page sends is ignored.
      socket.on('message', () => {});
      void countUnread(app.db, owner.tenantId, owner.userId).then(
        (unreadCount) => socket.send(JSON.stringify({ type: 'unread-count', unreadCount })),
        (error: unknown) => request.log.error({ err: error }, 'unread count for a new socket'),
      );
    },
  );
};

/**
 * The hub is decorated on the root instance (fastify-plugin), so other resources can create
 * notifications; the routes and the websocket plugin stay encapsulated.
 */
export default fp(
  async (app) => {
    const hub = new NotificationHub(app.db, undefined, undefined, (error) =>
      app.log.error({ err: error }, 'live channel message not delivered'),
    );
    await hub.start();
    app.decorate('notifications', hub);
    app.addHook('preClose', () => hub.closeAll());
    await app.register(routes);
  },
  { name: 'notifications', dependencies: ['db', 'auth'] },
);
