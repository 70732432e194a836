import type { LiveMessage } from '@portal/contracts/api/notifications';
import { notificationsEndpoints } from '@portal/contracts/endpoints/notifications';
// By package name: this entry is bundled by whoever imports it, and must call through the
// one client of the page (the singleton), not a copy of its own.
import { call } from '@portal/shared-auth';

/*
 * `@portal/shared-auth/live`: the user's live channel (spec 000 §2.3), which the bell's
 * notifications and a batch file's check progress travel on. Not in the main entry: only the
 * screens that listen pay for it.
 */

export type { LiveMessage };

/** A fresh single-use address of the channel (`GET /api/ws-connection-url`); quiet, since reconnects retry. */
export const getLiveChannelUrl = async () =>
  (await call(notificationsEndpoints.getWsConnectionUrl, {}, { silent: true })).url;

/** The part of a WebSocket the channel uses (the browser's, or a fake in tests). */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(): void;
}

export interface LiveChannelOptions {
  /** A fresh address each time: every ticket opens one socket only. */
  getUrl: () => Promise<string>;
  onMessage: (message: LiveMessage) => void;
  createSocket?: (url: string) => SocketLike;
  /** Waits before the 1st, 2nd, … reconnect; the last one repeats. */
  backoffMs?: readonly number[];
  /** Each time a socket opens, the first and after a reconnect (what was missed is read again). */
  onOpen?: () => void;
}

export const RECONNECT_BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

/**
 * A relative address (the socket's path and its ticket) is taken on the page's own origin; an https page never
 * opens a plain ws:// socket (the browser would block it as mixed content).
 */
export function socketAddress(url: string, location: { protocol: string; host: string } = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  if (/^wss?:\/\//.test(url)) return scheme === 'wss' ? url.replace(/^ws:/, 'wss:') : url;
  return `${scheme}://${location.host}${url.startsWith('/') ? url : `/${url}`}`;
}

/**
 * Keeps a live socket open: on close or failure it waits (growing backoff) and reconnects
 * with a new ticket. Returns the function that stops it for good.
 */
export function openLiveChannel(options: LiveChannelOptions): () => void {
  const backoff = options.backoffMs ?? RECONNECT_BACKOFF_MS;
  const create = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  let stopped = false;
  let attempt = 0;
  let socket: SocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const retry = () => {
    if (stopped || timer) return;
    const delay = backoff[Math.min(attempt, backoff.length - 1)];
    attempt += 1;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
  };

  async function connect() {
    let url: string;
    try {
      url = await options.getUrl();
    } catch {
      return retry();
    }
    if (stopped) return;
    const current = create(socketAddress(url));
    socket = current;
    current.onopen = () => {
      attempt = 0;
      options.onOpen?.();
    };
    current.onmessage = (event) => {
      try {
        options.onMessage(JSON.parse(String(event.data)) as LiveMessage);
      } catch {
        // not ours: ignore
      }
    };
    current.onerror = () => current.close();
    current.onclose = () => {
      if (socket === current) socket = null;
      retry();
    };
  }

  void connect();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    socket?.close();
  };
}
