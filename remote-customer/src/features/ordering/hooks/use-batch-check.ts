import { useEffect, useState } from 'react';
import type { BatchCheck } from '@portal/contracts/api/batches';
import { getLiveChannelUrl, openLiveChannel, type LiveChannelOptions } from '@portal/shared-auth/live';
import { getBatchCheck } from '../api/batch-upload';

/** A check's answer is read again this often when no progress arrives (a socket that cannot open). */
export const CHECK_POLL_MS = 3_000;

/**
 * Follows a file's check from the moment the server took it: progress (rows checked / total)
 * from the user's live channel, and the whole check read again when it ends, when the channel
 * (re)opens — what was missed meanwhile comes from the server's state, not from zero — and
 * every few seconds while nothing arrives.
 */
export function useBatchCheck(
  started: BatchCheck | null,
  live: Partial<LiveChannelOptions> = {},
): [BatchCheck | null, (check: BatchCheck | null) => void] {
  const [check, setCheck] = useState<BatchCheck | null>(started);
  const id = check?.id ?? null;
  const running = check?.state === 'staging';

  useEffect(() => setCheck(started), [started]);

  useEffect(() => {
    if (!id || !running) return;
    const controller = new AbortController();
    const refresh = () =>
      getBatchCheck(id, controller.signal)
        .then((fresh) => setCheck((current) => (current?.id === fresh.id ? fresh : current)))
        .catch(() => undefined);
    const stop = openLiveChannel({
      getUrl: getLiveChannelUrl,
      onOpen: refresh,
      onMessage: (message) => {
        if (message.type !== 'batch-check' || message.check.id !== id) return;
        const { state, checked, total } = message.check;
        if (state === 'staging') setCheck((current) => (current ? { ...current, checked, total } : current));
        else void refresh();
      },
      ...live,
    });
    const poll = setInterval(refresh, CHECK_POLL_MS);
    return () => {
      controller.abort();
      clearInterval(poll);
      stop();
    };
    // `live` is for tests: read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, running]);

  return [check, setCheck];
}
