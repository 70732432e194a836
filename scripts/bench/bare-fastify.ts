/**
 * The yardstick of the API's throughput: a bare Fastify route answering a small JSON envelope,
 * in its own process like the API, measured in the same run (PORT from the environment).
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ error: false, message: null, context: { status: 'ok' } }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.send?.('ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
