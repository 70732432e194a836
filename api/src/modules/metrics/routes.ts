import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../errors.ts';
import { bearerToken, sameSecret } from '../../plugins/auth.ts';

/** The addresses of this machine: a scraper on the instance's own host reads without a token. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * `GET /metrics`, outside `/api` as Prometheus expects: not a product endpoint, so no
 * descriptor. Public to the router, guarded here: the loopback reads freely (`request.ip`
 * follows X-Forwarded-For from a trusted proxy, so a caller through nginx is not the loopback),
 * anyone else with `Authorization: Bearer <METRICS_TOKEN>`.
 */
const metrics: FastifyPluginAsync = async (app) => {
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const token = bearerToken(request);
    const expected = app.config.metricsToken;
    if (token !== null) {
      if (!expected || !sameSecret(token, expected)) throw new HttpError(401, 'Token delle metriche non valido');
    } else if (!LOOPBACK.has(request.ip)) {
      throw new HttpError(403, 'Le metriche si leggono dalla macchina stessa o con il token delle metriche');
    }
    reply.header('content-type', app.metrics.contentType);
    return app.metrics.metrics();
  });
};

export default metrics;
