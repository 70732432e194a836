import { answer } from '../../http/endpoint-route.ts';
import { servicesEndpoints } from '@portal/contracts/api/services';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createService, deleteService, getService, reorderServices, updateService, listServices } from './service.ts';
import { logsActivity } from '../../plugins/activity.ts';

/** Services (spec 002 §2.9, §2.10, §7 Services; the paths are designed here). */
const services: FastifyPluginAsyncTypebox = async (app) => {
  answer(app, servicesEndpoints.getServices, (request, { db, who }) => listServices(db, who.tenantId, request.query));

  answer(app, servicesEndpoints.getServiceById, (request, { db, who }) =>
    getService(db, who.tenantId, request.params.id),
  );

  answer(
    app,
    servicesEndpoints.postService,
    (request, { db, who }) => createService(db, who.tenantId, request.body),
    logsActivity.create('service'),
  );

  answer(
    app,
    servicesEndpoints.putServiceById,
    (request, { db, who }) => updateService(db, who.tenantId, request.params.id, request.body),
    logsActivity.update('service'),
  );

  answer(
    app,
    servicesEndpoints.putServicesOrder,
    (request, { db, who }) => reorderServices(db, who.tenantId, request.body),
    logsActivity.update('service', (request) =>
      (request.body as { services: Array<{ id: number }> }).services.map((service) => service.id),
    ),
  );

  answer(
    app,
    servicesEndpoints.deleteServiceById,
    async (request, { db, who }) => {
      await deleteService(db, who.tenantId, request.params.id);
    },
    logsActivity.delete('service'),
  );
};

export default services;
