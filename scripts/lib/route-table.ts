/**
 * `docs/api-routes.md`: every endpoint, who may call it and what it does, from the descriptors
 * (written by `npm run generate:endpoints`, checked by a test).
 */
import path from 'node:path';
import { allEndpoints } from '@portal/contracts/api/all-endpoints';
import type { Access } from '@portal/contracts/api/endpoint';
import { REPO_ROOT } from './layout.ts';

export const ROUTE_TABLE_FILE = path.join(REPO_ROOT, 'docs/api-routes.md');

const ACCESS_WORDS: Record<string, string> = {
  public: 'chiunque',
  user: 'utente collegato',
  deploy: 'strumenti di rilascio (X-Deploy-Token)',
  platform: 'amministratori della piattaforma (PLATFORM_ADMINS)',
};

function accessText(access: Access): string {
  return typeof access === 'string' ? ACCESS_WORDS[access] : access.map((permission) => `\`${permission}\``).join(', ');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

export function routeTable(): string {
  const byModule = new Map<string, string[]>();
  const declared = allEndpoints();
  for (const { module, name, endpoint } of declared) {
    const rows = byModule.get(module) ?? [];
    byModule.set(module, rows);
    const file = endpoint.produces ? ` (file: ${endpoint.produces.join(', ')})` : '';
    rows.push(
      `| \`${endpoint.method} ${endpoint.path}\` | ${accessText(endpoint.access)} | ${cell(endpoint.summary)}${file} | \`${name}\` |`,
    );
  }
  const sections = [...byModule].map(
    ([module, rows]) =>
      `## ${module}\n\n\`@portal/contracts/api/${module}\`\n\n| route | who may call | what | descriptor |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n`,
  );
  return (
    `# API routes\n\n` +
    `Generated from the endpoint descriptors by \`npm run generate:endpoints\`: do not edit. ` +
    `${declared.length} routes; every answer is the \`{error, message, context}\` envelope unless it is a file; ` +
    `the OpenAPI description, with every schema, is served at \`/api/docs\`. ` +
    `The live channel's socket (\`GET /api/ws?ticket=…\`) is opened from the address \`GET /api/ws-connection-url\` gives.\n\n` +
    sections.join('\n')
  );
}
