import type { FastifyPluginAsync } from 'fastify';
import { findTenantByCode, tenantConfig } from '../../data/tenants.ts';
import { HttpError, MESSAGES, envelope } from '../../errors.ts';
import { responses } from '../../schemas/common.ts';
import { tenantConfig as tenantConfigSchema, tenantParams } from '../../schemas/tenants.ts';

const tenants: FastifyPluginAsync = async (app) => {
  const configOf = async (code: string) => {
    const tenant = await findTenantByCode(app.db, code);
    if (!tenant) throw new HttpError(404, MESSAGES.tenantNotFound);
    return envelope(tenantConfig(tenant, app.config.preProduction));
  };

  app.get(
    '/api/tenants/default',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tenant'],
        summary: 'Configurazione del tenant predefinito',
        response: responses(tenantConfigSchema),
      },
    },
    async () => configOf(app.config.defaultTenant),
  );

  app.get<{ Params: { name: string } }>(
    '/api/tenants/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tenant'],
        summary: 'Configurazione di un tenant (nome, descrizione, tavolozza)',
        params: tenantParams,
        response: responses(tenantConfigSchema),
      },
    },
    async (request) => configOf(request.params.name),
  );
};

export default tenants;
