/**
 * Debian's nginx in front of several API instances, on a private port and folder: the config is
 * `deploy/nginx/api.conf`, rendered with the listen address, the instances and the folder.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './layout.ts';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const nginxAvailable = () => existsSync(NGINX_PATH);

export interface NginxServer {
  url: string;
  stop(): Promise<void>;
}

export function renderNginxConfig(options: { listen: string; upstreams: string[]; prefix: string }): string {
  const template = readFileSync(path.join(REPO_ROOT, 'deploy/nginx/api.conf'), 'utf8');
  const upstreams = options.upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=10s;`);
  return template
    .replaceAll('{{PREFIX}}', options.prefix)
    .replaceAll('{{LISTEN}}', options.listen)
    .replaceAll('{{UPSTREAMS}}', upstreams.join('\n'));
}

/**
 * Starts nginx on 127.0.0.1:`port` for the given instances; resolves once it answers. Its folder
 * (config, pid, logs, temporary files) is a new one under the temp root, removed at stop: as
 * root, nginx's workers drop to an unprivileged user, who must reach it.
 */
export async function startNginx(options: { port: number; upstreams: string[] }): Promise<NginxServer> {
  if (!nginxAvailable()) {
    throw new Error('nginx non trovato: installalo con "apt-get update && apt-get install -y nginx-light".');
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  chmodSync(dir, 0o777);
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(
    config,
    renderNginxConfig({ listen: `127.0.0.1:${options.port}`, upstreams: options.upstreams, prefix: dir }),
  );
  const server = spawn(NGINX_PATH, ['-p', dir, '-c', config, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (server.exitCode !== null) {
      const log = existsSync(path.join(dir, 'error.log'))
        ? readFileSync(path.join(dir, 'error.log'), 'utf8').slice(-2000)
        : '';
      throw new Error(`nginx è terminato all'avvio (codice ${server.exitCode})\n${log}`);
    }
    try {
      await fetch(`${url}/api/health`);
      break;
    } catch {
      if (Date.now() > deadline) {
        server.kill('SIGKILL');
        throw new Error(`nginx non risponde sulla porta ${options.port}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    async stop() {
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGQUIT'); // graceful: open requests finish
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
