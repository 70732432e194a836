import pino from 'pino';
import { buildApp } from './app.ts';
import { optionsFromEnv } from './config.ts';

const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 3000);

// The log (a line as each request comes and goes) is written in 4 KB batches by a stream that
// flushes in the background, not with a write per line on the request's path; what is left is
// flushed on the way out.
const logStream = pino.destination({ sync: false, minLength: 4096 });
const exit = (code: number) => {
  logStream.flushSync();
  process.exit(code);
};

const app = await buildApp({
  ...optionsFromEnv(),
  logger: {
    stream: logStream,
    level: process.env.LOG_LEVEL || 'info',
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-deploy-token"]'],
  },
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) {
      // Second signal: the user really wants out.
      exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => exit(0),
      (error) => {
        app.log.error({ err: error }, 'error while shutting down');
        exit(1);
      },
    );
  });
}

try {
  await app.listen({ host, port });
} catch (error) {
  app.log.error({ err: error }, 'cannot start the API');
  await app.close().catch(() => {});
  exit(1);
}
