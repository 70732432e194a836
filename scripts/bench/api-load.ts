/**
 * The API under load, with autocannon: what the session check costs on every signed-in request
 * (GET /api/me against the public GET /api/health, same connections), and what a client gets
 * when there is more load than the API serves at once (503 with Retry-After, quickly).
 */
import autocannon from 'autocannon';
import { ms, type Row } from './report.ts';
import { apiSignIn } from './ordering.ts';

const SECONDS = 5;

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export async function measureApiLoad(apiUrl: string): Promise<Row[]> {
  const session = await apiSignIn(apiUrl, 'cliente');
  const steady = { connections: 10, duration: SECONDS };
  const health = await run({ url: `${apiUrl}/api/health`, ...steady });
  const me = await run({ url: `${apiUrl}/api/me`, headers: session.headers, ...steady });
  // More connections than requests the API serves at once (256): the rest must be turned away.
  const flood = await run({
    url: `${apiUrl}/api/requests?size=20`,
    headers: session.headers,
    connections: 600,
    duration: SECONDS,
  });
  const refused = flood.statusCodeStats?.['503']?.count ?? 0;
  const served = flood.statusCodeStats?.['200']?.count ?? 0;
  return [
    {
      figure: `GET /api/health, 10 connections × ${SECONDS} s (p50 / p99; no session)`,
      value: `${ms(health.latency.p50)} / ${ms(health.latency.p99)}`,
    },
    { figure: '  throughput', value: `${Math.round(health.requests.average)} req/s` },
    {
      figure: `GET /api/me, same (p50 / p99; token, tenant and live-session check)`,
      value: `${ms(me.latency.p50)} / ${ms(me.latency.p99)}`,
    },
    { figure: '  throughput', value: `${Math.round(me.requests.average)} req/s` },
    {
      figure: `GET /api/requests, 600 connections × ${SECONDS} s: served / 503`,
      value: `${served} / ${refused}`,
    },
    {
      figure: '  p50 / p99 of all answers (a 503 comes at once)',
      value: `${ms(flood.latency.p50)} / ${ms(flood.latency.p99)}`,
    },
    { figure: '  errors (timeouts, resets)', value: String(flood.errors + flood.timeouts) },
  ];
}
