import { route } from '../../http/endpoint-route.ts';
import { tenantsEndpoints } from '@portal/contracts/api/tenants';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, envelope } from '../../errors.ts';
import { notFound } from '../../domain-error.ts';
import { findTenantByCode, tenantConfig } from './service.ts';

const tenants: FastifyPluginAsyncTypebox = async (app) => {
  const configOf = async (code: string) => {
    const tenant = await findTenantByCode(app.db, code);
    if (!tenant) throw notFound(MESSAGES.tenantNotFound);
    return envelope(tenantConfig(tenant, app.config.preProduction));
  };

  route(app, tenantsEndpoints.getTenantsDefault, async () => configOf(app.config.defaultTenant));

  route(app, tenantsEndpoints.getTenantsByName, async (request) => configOf(request.params.name));
};

export default tenants;
