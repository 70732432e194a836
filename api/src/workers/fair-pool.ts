/**
 * Heavy work (reading a batch file, drawing a PDF) runs in worker threads, never on the API's
 * event loop: one user's job within every size limit could otherwise hold up every other user's
 * calls for seconds.
 * - a few threads (`threads`), started on first use and kept;
 * - each with a capped heap (`heapMb`): a job that needs more ends its thread, not the API,
 *   and is refused;
 * - a wall-clock limit (`timeoutMs`) per job: past it the thread is ended and the job refused;
 * - a fair queue: jobs wait per client (the `key`), clients are served in turn, and a client
 *   with a job running waits while another client has one queued; at most `queuedPerKey`
 *   jobs of one client wait, the next is refused at once.
 * A refusal is the error `refusal` makes of an Italian message: the pool's own (`refusals`)
 * or the one the worker gave.
 */
import type { Worker } from 'node:worker_threads';
import { workerThread } from './worker-thread.ts';

/** What a pool's worker answers (fair-worker.ts): its result, or the Italian reason it refuses. */
export type WorkerReply<O> = { ok: true; value: O } | { ok: false; refusal: string | null };

export interface FairPoolOptions {
  threads?: number;
  heapMb?: number;
  timeoutMs?: number;
  queuedPerKey?: number;
}

/** The Italian refusals of a pool, for what went wrong outside the work itself. */
export interface PoolRefusals {
  /** Past the time limit. */
  slow: string;
  /** Past the heap limit, or the thread ended. */
  memory: string;
  /** The work failed without saying why. */
  failed: string;
  /** Too many jobs of one key waiting already. */
  busy: string;
}

export interface FairPool<I, O> {
  /** Runs the job in a thread, after the jobs queued before it by other keys. */
  run(key: string, input: I): Promise<O>;
  /** Jobs running now, and waiting. */
  stats(): { reading: number; waiting: number };
  close(): Promise<void>;
}

interface Job<I, O> {
  key: string;
  input: I;
  resolve: (value: O) => void;
  reject: (error: Error) => void;
}

interface Thread<I, O> {
  worker: Worker;
  ready: Promise<void>;
  job: Job<I, O> | null;
}

const OUT_OF_MEMORY = 'ERR_WORKER_OUT_OF_MEMORY';

export function fairPool<I, O>(
  entry: URL,
  refusals: PoolRefusals,
  refusal: (message: string) => Error,
  options: FairPoolOptions = {},
): FairPool<I, O> {
  type T = Thread<I, O>;
  type J = Job<I, O>;
  const threads = options.threads ?? 2;
  const heapMb = options.heapMb ?? 192;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const queuedPerKey = options.queuedPerKey ?? 3;

  const idle: T[] = [];
  const busy = new Set<T>();
  let started = 0;
  const queues = new Map<string, J[]>();
  /** The clients with files waiting, in the order they are served. */
  const turn: string[] = [];
  const readingPerKey = new Map<string, number>();
  const lastServed = new Map<string, number>();
  let served = 0;
  let closed = false;

  function startThread(): T {
    const worker = workerThread(entry, null, {
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: Math.min(32, heapMb / 4) },
    });
    worker.unref();
    const thread: T = {
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
  function retire(thread: T) {
    busy.delete(thread);
    started -= 1;
    void thread.worker.terminate();
  }

  function finish(thread: T, job: J) {
    thread.job = null;
    readingPerKey.set(job.key, (readingPerKey.get(job.key) ?? 1) - 1);
    if (readingPerKey.get(job.key) === 0) readingPerKey.delete(job.key);
  }

  /**
   * The next job: of the clients with files waiting, one with no file being read, then the one
   * served longest ago (round robin, whatever order their files arrived in).
   */
  function nextJob(): J | null {
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

  function run(thread: T, job: J) {
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
    const timer = setTimeout(() => settle(() => job.reject(refusal(refusals.slow)), false), timeoutMs);
    const onMessage = (reply: WorkerReply<O> | { ready: true }) =>
      !('ready' in reply) &&
      settle(() => (reply.ok ? job.resolve(reply.value) : job.reject(refusal(reply.refusal ?? refusals.failed))), true);
    const onError = (error: Error & { code?: string }) =>
      settle(() => job.reject(refusal(error.code === OUT_OF_MEMORY ? refusals.memory : refusals.failed)), false);
    const onExit = () => settle(() => job.reject(refusal(refusals.memory)), false);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    thread.ready.then(
      () => {
        if (!settled) worker.postMessage(job.input);
      },
      (error: Error) => onError(error),
    );
  }

  return {
    run(key, input) {
      if (closed) return Promise.reject(new Error('pool closed'));
      const queue = queues.get(key) ?? [];
      if (queue.length >= queuedPerKey) return Promise.reject(refusal(refusals.busy));
      return new Promise<O>((resolve, reject) => {
        queue.push({ key, input, resolve, reject });
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
      for (const queue of queues.values()) for (const job of queue) job.reject(new Error('pool closed'));
      queues.clear();
      turn.length = 0;
      await Promise.all([...idle, ...busy].map((thread) => thread.worker.terminate()));
    },
  };
}
