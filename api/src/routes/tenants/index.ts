import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findTenantByCode, tenantConfig } from '../../data/tenants.ts';
import { MESSAGES, envelope } from '../../errors.ts';
import { notFound } from '../../domain-error.ts';
import { TenantConfig, TenantParams } from '@portal/contracts/api/tenants';
import { responses } from '../../schemas/common.ts';

const tenants: FastifyPluginAsyncTypebox = async (app) => {
  const configOf = async (code: string) => {
    const tenant = await findTenantByCode(app.db, code);
    if (!tenant) throw notFound(MESSAGES.tenantNotFound);
    return envelope(tenantConfig(tenant, app.config.preProduction));
  };

  app.get(
    '/api/tenants/default',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tenant'],
        summary: 'Configurazione del tenant predefinito',
        response: responses(TenantConfig),
      },
    },
    async () => configOf(app.config.defaultTenant),
  );

  app.get(
    '/api/tenants/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tenant'],
        summary: 'Configurazione di un tenant (nome, descrizione, tavolozza)',
        params: TenantParams,
        response: responses(TenantConfig),
      },
    },
    async (request) => configOf(request.params.name),
  );
};

export default tenants;
