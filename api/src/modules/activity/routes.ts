import type { FastifyPluginAsync } from 'fastify';
import { activityEndpoints } from '@portal/contracts/api/activity';
import { listActivity } from '../../activity/activity-log.ts';
import { envelope } from '../../errors.ts';
import { route } from '../../http/endpoint-route.ts';
import { caller } from '../../plugins/tenant.ts';

const activity: FastifyPluginAsync = async (app) => {
  route(app, activityEndpoints.list, async (request) =>
    envelope(await listActivity(app.db, caller(request).tenantId, request.query)),
  );
};

export default activity;
