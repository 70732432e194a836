import type { FastifyPluginAsync } from 'fastify';
import { activityEndpoints } from '@portal/contracts/api/activity';
import { listActivity } from '../../activity/activity-log.ts';
import { answer } from '../../http/endpoint-route.ts';

const activity: FastifyPluginAsync = async (app) => {
  answer(app, activityEndpoints.list, (request, { db, who }) => listActivity(db, who.tenantId, request.query));
};

export default activity;
