/**
 * What an operator watches on every API instance, in Prometheus' text format (prom-client):
 * the latency of each route, the database's statements and connections, the event loop's lag,
 * the requests in flight and refused, the worker queues and the live sockets, and the
 * process's own figures. `docs/deployment.md` ("Operating") says what to alert on.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable, Row } from '../db/database.ts';
import type { LoadFigures } from './overload.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

/** Route latencies: most answers take milliseconds, exports and reports seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const DB_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];

/** A figure read when the metrics are asked for (a queue's length, the sockets open). */
export interface LiveFigures {
  load: LoadFigures | null;
  workers: () => { pool: string; reading: number; waiting: number }[];
  liveSockets: () => number;
}

/**
 * Creates this instance's registry and starts timing every request (a registry per app: the
 * tests build many apps in one process). Call before the routes: the hook sees them all.
 */
export function instrument(app: FastifyInstance, live: LiveFigures): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Durata delle richieste HTTP, per route (il modello del percorso), metodo e stato',
    labelNames: ['route', 'method', 'status_code'],
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the URL: ids in paths would make a series per record.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { route, method: request.method, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  new Gauge({
    name: 'http_requests_in_flight',
    help: 'Richieste servite in questo momento (oltre il limite la risposta è 503)',
    registers: [registry],
    collect() {
      this.set(live.load?.inFlight() ?? 0);
    },
  });
  new Counter({
    name: 'http_requests_refused_total',
    help: 'Richieste rifiutate con 503 perché le richieste in corso erano al limite',
    registers: [registry],
    collect() {
      this.reset();
      const refused = live.load?.refused() ?? 0;
      if (refused > 0) this.inc(refused);
    },
  });
  new Gauge({
    name: 'worker_queue_jobs',
    help: 'Lavori dei thread: file dei lotti (batch-files) e PDF dei report (report-pdfs), in corso e in coda',
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      for (const { pool, reading, waiting } of live.workers()) {
        this.set({ pool, state: 'running' }, reading);
        this.set({ pool, state: 'waiting' }, waiting);
      }
    },
  });
  new Gauge({
    name: 'live_sockets_open',
    help: 'Canali live (websocket delle notifiche) aperti su questa istanza',
    registers: [registry],
    collect() {
      this.set(live.liveSockets());
    },
  });
  app.decorate('metrics', registry);
  return registry;
}

/**
 * The database as the API uses it, each statement and transaction timed, and its connections
 * counted when the metrics are read.
 */
export function timedDatabase(db: Database, registry: Registry): Database {
  const duration = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Durata delle istruzioni sul database (query, exec) e delle transazioni intere',
    labelNames: ['statement'],
    buckets: DB_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connessioni al database: aperte (total), libere (idle) e chiamate in attesa di una (waiting)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = db.poolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });
  const timed = <T>(statement: string, run: () => Promise<T>): Promise<T> => {
    const end = duration.startTimer({ statement });
    return run().finally(() => end());
  };
  const timedQueryable = (target: Queryable): Queryable => ({
    query: <T extends Row>(sql: string, params?: readonly unknown[]) =>
      timed('query', () => target.query<T>(sql, params)),
    exec: (sql) => timed('exec', () => target.exec(sql)),
  });
  return {
    ...db,
    ...timedQueryable(db),
    transaction: (fn) => timed('transaction', () => db.transaction((tx) => fn(timedQueryable(tx)))),
  };
}
