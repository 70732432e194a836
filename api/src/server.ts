import { buildApp } from './app.ts';
import { optionsFromEnv } from './config.ts';

const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 3000);

const app = await buildApp({
  ...optionsFromEnv(),
  logger: {
    level: process.env.LOG_LEVEL || 'info',
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-deploy-token"]'],
  },
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) {
      // Second signal: the user really wants out.
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ host, port });
} catch (error) {
  app.log.error({ err: error }, 'cannot start the API');
  await app.close().catch(() => {});
  process.exit(1);
}
