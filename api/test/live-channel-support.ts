import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { Session } from './helper.ts';

/** Opens the live channel the way the page does: ask for the URL, connect, collect messages. */
export async function openLiveChannel(app: FastifyInstance, base: string, session: Session) {
  // The address follows the Host the page used (the host's proxy forwards it).
  const response = await app.inject({
    method: 'GET',
    url: '/api/ws-connection-url',
    headers: { ...session.headers, host: base },
  });
  const url = response.json().context.url as string;
  const socket = new WebSocket(url);
  const messages: Array<Record<string, unknown>> = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)));
    waiters.splice(0).forEach((wake) => wake());
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    url,
    socket,
    messages,
    async next(predicate: (message: Record<string, unknown>) => boolean) {
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
  };
}
