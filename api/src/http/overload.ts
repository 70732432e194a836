import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from '../errors.ts';

/** What an overloaded API tells clients to wait before trying again. */
export const OVERLOAD_RETRY_SECONDS = 5;

const counted = new WeakSet<FastifyRequest>();

/** What the metrics read: requests being served now, and refused since start. */
export interface LoadFigures {
  inFlight(): number;
  refused(): number;
}

/**
 * Past `maxInFlight` requests being served at once, a new one is answered 503 with Retry-After
 * at once (in the envelope) instead of queueing behind the others until clients time out.
 * In-flight requests, not the event loop's delay: PGlite works on the loop, so its delay spikes
 * under any burst, and a guard reading it would refuse healthy traffic.
 */
export function limitInFlight(app: FastifyInstance, maxInFlight: number): LoadFigures {
  let inFlight = 0;
  let refused = 0;
  const release = async (request: FastifyRequest) => {
    if (counted.delete(request)) inFlight -= 1;
  };
  app.addHook('onRequest', async (request, reply) => {
    // A live channel's upgrade is held for the socket's life: it is not a request in flight.
    if (request.headers.upgrade) return;
    if (inFlight >= maxInFlight) {
      refused += 1;
      void reply.header('retry-after', String(OVERLOAD_RETRY_SECONDS));
      throw new HttpError(503, MESSAGES.overloaded);
    }
    inFlight += 1;
    counted.add(request);
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
  return { inFlight: () => inFlight, refused: () => refused };
}
