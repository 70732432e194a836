import { route } from '../../http/endpoint-route.ts';
import { servicesEndpoints } from '@portal/contracts/api/services';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { createService, deleteService, getService, reorderServices, updateService, listServices } from './service.ts';
import { logsActivity } from '../../plugins/activity.ts';

/** Services (spec 002 §2.9, §2.10, §7 Services; the paths are designed here). */
const services: FastifyPluginAsyncTypebox = async (app) => {
  route(app, servicesEndpoints.getServices, async (request) =>
    envelope(await listServices(app.db, caller(request).tenantId, request.query)),
  );

  route(app, servicesEndpoints.getServiceById, async (request) =>
    envelope(await getService(app.db, caller(request).tenantId, request.params.id)),
  );

  route(
    app,
    servicesEndpoints.postService,
    async (request) => envelope(await createService(app.db, caller(request).tenantId, request.body)),
    logsActivity.create('service'),
  );

  route(
    app,
    servicesEndpoints.putServiceById,
    async (request) => envelope(await updateService(app.db, caller(request).tenantId, request.params.id, request.body)),
    logsActivity.update('service'),
  );

  route(
    app,
    servicesEndpoints.putServicesOrder,
    async (request) => envelope(await reorderServices(app.db, caller(request).tenantId, request.body)),
    logsActivity.update('service', (request) =>
      (request.body as { services: Array<{ id: number }> }).services.map((service) => service.id),
    ),
  );

  route(
    app,
    servicesEndpoints.deleteServiceById,
    async (request) => {
      await deleteService(app.db, caller(request).tenantId, request.params.id);
      return envelope(null);
    },
    logsActivity.delete('service'),
  );
};

export default services;
