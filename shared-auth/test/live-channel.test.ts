import { openLiveChannel, socketAddress } from '../src/live-channel';
import { FakeSocket } from '../src/testing/serve-api';

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('live channel', () => {
  it('takes a relative address on the page origin, with wss on https', () => {
    expect(socketAddress('/api/ws?ticket=a', { protocol: 'http:', host: 'localhost:4200' })).toBe(
      'ws://localhost:4200/api/ws?ticket=a',
    );
    expect(socketAddress('/api/ws?ticket=a', { protocol: 'https:', host: 'portale.it' })).toBe(
      'wss://portale.it/api/ws?ticket=a',
    );
    expect(socketAddress('wss://api.portale.it/api/ws?ticket=a')).toBe('wss://api.portale.it/api/ws?ticket=a');
    expect(socketAddress('ws://portale.it/api/ws?ticket=a', { protocol: 'https:', host: 'portale.it' })).toBe(
      'wss://portale.it/api/ws?ticket=a',
    );
  });

  it('reconnects with a growing backoff and a new ticket each time; an open resets it; stop ends it', async () => {
    jest.useFakeTimers();
    try {
      const sockets: FakeSocket[] = [];
      let tickets = 0;
      let failUrl = false;
      const getUrl = jest.fn(async () => {
        if (failUrl) throw new Error('offline');
        return `ws://h/api/ws?ticket=${++tickets}`;
      });
      const onMessage = jest.fn();
      const stop = openLiveChannel({
        getUrl,
        onMessage,
        backoffMs: [100, 200, 400],
        createSocket: (url) => {
          const socket = new FakeSocket(url);
          sockets.push(socket);
          return socket;
        },
      });
      await flush();
      expect(sockets.map((s) => s.url)).toEqual(['ws://h/api/ws?ticket=1']);
      sockets[0].onmessage?.({ data: '{"type":"unread-count","unreadCount":4}' });
      sockets[0].onmessage?.({ data: 'not json' });
      expect(onMessage).toHaveBeenCalledTimes(1);
      expect(onMessage).toHaveBeenCalledWith({ type: 'unread-count', unreadCount: 4 });

      // Closed: 100 ms, then a new ticket; the ticket call fails: 200 ms; then 400 ms.
      sockets[0].onclose?.({});
      await jest.advanceTimersByTimeAsync(99);
      expect(sockets).toHaveLength(1);
      failUrl = true;
      await jest.advanceTimersByTimeAsync(1);
      await flush();
      expect(getUrl).toHaveBeenCalledTimes(2);
      failUrl = false;
      await jest.advanceTimersByTimeAsync(199);
      expect(getUrl).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(1);
      await flush();
      expect(sockets.map((s) => s.url)).toEqual(['ws://h/api/ws?ticket=1', 'ws://h/api/ws?ticket=2']);

      // Opened: the next failure waits the first delay again.
      sockets[1].onopen?.({});
      sockets[1].onclose?.({});
      await jest.advanceTimersByTimeAsync(100);
      await flush();
      expect(sockets).toHaveLength(3);

      stop();
      expect(sockets[2].closed).toBe(true);
      sockets[2].onclose?.({});
      await jest.advanceTimersByTimeAsync(10_000);
      expect(sockets).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
