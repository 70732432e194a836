/**
 * Batch files are read in worker threads, never on the API's event loop: a hostile spreadsheet
 * within every size limit could otherwise hold up every other user's calls for seconds.
 * - a few threads (`threads`), started on first use and kept;
 * - each with a capped heap (`heapMb`): a file that needs more ends its thread, not the API,
 *   and is refused as too complex;
 * - a wall-clock limit (`timeoutMs`) per file: past it the thread is ended and the file refused;
 * - a fair queue: files wait per client (the `key`), clients are served in turn, and a client
 *   with a file being read waits while another client has one queued; at most `queuedPerKey`
 *   files of one client wait, the next is refused at once.
 * A refusal is a SheetError with its Italian message, as readSheet's own.
 */
import type { Worker } from 'node:worker_threads';
import { BATCH_MESSAGES } from '@portal/contracts/messages';
import { typeScriptWorker } from '../workers/typescript-worker.ts';
import { SheetError, type ParsedSheet, type SheetLimits } from './read-sheet.ts';

export type SheetReply = { ok: true; sheet: ParsedSheet } | { ok: false; refusal: string | null };

export interface SheetPoolOptions {
  threads?: number;
  heapMb?: number;
  timeoutMs?: number;
  queuedPerKey?: number;
}

export interface SheetReader {
  /** Reads the file in a thread, after the files queued before it by other clients. */
  read(key: string, fileName: string, data: Uint8Array, limits: SheetLimits): Promise<ParsedSheet>;
  /** Files being read now, and waiting. */
  stats(): { reading: number; waiting: number };
  close(): Promise<void>;
}

interface Job {
  key: string;
  fileName: string;
  data: Uint8Array;
  limits: SheetLimits;
  resolve: (sheet: ParsedSheet) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  ready: Promise<void>;
  job: Job | null;
}

const OUT_OF_MEMORY = 'ERR_WORKER_OUT_OF_MEMORY';

export function sheetPool(options: SheetPoolOptions = {}): SheetReader {
  const threads = options.threads ?? 2;
  const heapMb = options.heapMb ?? 192;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const queuedPerKey = options.queuedPerKey ?? 3;

  const idle: Thread[] = [];
  const busy = new Set<Thread>();
  let started = 0;
  const queues = new Map<string, Job[]>();
  /** The clients with files waiting, in the order they are served. */
  const turn: string[] = [];
  const readingPerKey = new Map<string, number>();
  const lastServed = new Map<string, number>();
  let served = 0;
  let closed = false;

  function startThread(): Thread {
    const worker = typeScriptWorker(new URL('./sheet-worker.ts', import.meta.url), null, {
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: Math.min(32, heapMb / 4) },
    });
    worker.unref();
    const thread: Thread = {
      worker,
      job: null,
      ready: new Promise((resolve, reject) => {
        worker.once('message', () => resolve());
        worker.once('error', reject);
      }),
    };
    started += 1;
    return thread;
  }

  /** A thread that failed or overran is ended; a new one takes its place on the next file. */
  function retire(thread: Thread) {
    busy.delete(thread);
    started -= 1;
    void thread.worker.terminate();
  }

  function finish(thread: Thread, job: Job) {
    thread.job = null;
    readingPerKey.set(job.key, (readingPerKey.get(job.key) ?? 1) - 1);
    if (readingPerKey.get(job.key) === 0) readingPerKey.delete(job.key);
  }

  /**
   * The next job: of the clients with files waiting, one with no file being read, then the one
   * served longest ago (round robin, whatever order their files arrived in).
   */
  function nextJob(): Job | null {
    if (turn.length === 0) return null;
    const rank = (key: string) => (readingPerKey.has(key) ? 1e15 : 0) + (lastServed.get(key) ?? -1);
    let at = 0;
    for (let index = 1; index < turn.length; index++) if (rank(turn[index]) < rank(turn[at])) at = index;
    const key = turn[at];
    lastServed.set(key, ++served);
    // Forget clients long gone: the map stays as small as the clients served lately.
    if (lastServed.size > 10_000) lastServed.delete(lastServed.keys().next().value!);
    const queue = queues.get(key)!;
    const job = queue.shift()!;
    turn.splice(at, 1);
    if (queue.length > 0) turn.push(key);
    else queues.delete(key);
    return job;
  }

  function dispatch() {
    while (!closed && turn.length > 0 && (idle.length > 0 || started < threads)) {
      const job = nextJob();
      if (!job) return;
      const thread = idle.pop() ?? startThread();
      run(thread, job);
    }
  }

  function run(thread: Thread, job: Job) {
    busy.add(thread);
    thread.job = job;
    readingPerKey.set(job.key, (readingPerKey.get(job.key) ?? 0) + 1);
    const { worker } = thread;
    let settled = false;
    const settle = (outcome: () => void, keep: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      finish(thread, job);
      if (keep) {
        busy.delete(thread);
        idle.push(thread);
      } else retire(thread);
      outcome();
      dispatch();
    };
    const timer = setTimeout(() => settle(() => job.reject(new SheetError(BATCH_MESSAGES.tooSlow)), false), timeoutMs);
    const onMessage = (reply: SheetReply | { ready: true }) =>
      !('ready' in reply) &&
      settle(
        () =>
          reply.ok ? job.resolve(reply.sheet) : job.reject(new SheetError(reply.refusal ?? BATCH_MESSAGES.unreadable)),
        true,
      );
    const onError = (error: Error & { code?: string }) =>
      settle(
        () =>
          job.reject(
            new SheetError(error.code === OUT_OF_MEMORY ? BATCH_MESSAGES.tooComplex : BATCH_MESSAGES.unreadable),
          ),
        false,
      );
    const onExit = () => settle(() => job.reject(new SheetError(BATCH_MESSAGES.tooComplex)), false);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    thread.ready.then(
      () => {
        if (!settled) worker.postMessage({ fileName: job.fileName, data: job.data, limits: job.limits });
      },
      (error: Error) => onError(error),
    );
  }

  return {
    read(key, fileName, data, limits) {
      if (closed) return Promise.reject(new Error('sheet pool closed'));
      const queue = queues.get(key) ?? [];
      if (queue.length >= queuedPerKey) return Promise.reject(new SheetError(BATCH_MESSAGES.busy));
      return new Promise<ParsedSheet>((resolve, reject) => {
        queue.push({ key, fileName, data, limits, resolve, reject });
        if (!queues.has(key)) {
          queues.set(key, queue);
          turn.push(key);
        }
        dispatch();
      });
    },
    stats: () => ({
      reading: busy.size,
      waiting: [...queues.values()].reduce((sum, queue) => sum + queue.length, 0),
    }),
    async close() {
      closed = true;
      for (const queue of queues.values()) for (const job of queue) job.reject(new Error('sheet pool closed'));
      queues.clear();
      turn.length = 0;
      await Promise.all([...idle, ...busy].map((thread) => thread.worker.terminate()));
    },
  };
}
