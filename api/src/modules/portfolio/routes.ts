import { answer } from '../../http/endpoint-route.ts';
import { portfolioEndpoints } from '@portal/contracts/api/portfolio';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller } from '../../plugins/tenant.ts';
import { payerOf } from '../requests/service.ts';
import {
  clientAlerts,
  clientMonitorings,
  listSubjectChanges,
  portfolioSubjects,
  recordChangeAndAlert,
} from './service.ts';

/**
 * Investigations portfolio (`/portafoglio-indagini`, investigations-portfolio permission) and the
 * back office's record of changes in subjects' data (manager), which alert their monitorings.
 */
const portfolioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const clientOf = async (request: Parameters<typeof caller>[0]) => (await payerOf(app.db, caller(request))).clientId;

  answer(app, portfolioEndpoints.getPortfolioSubjects, async (request, { db, who }) =>
    portfolioSubjects(db, who.tenantId, await clientOf(request), request.query),
  );

  answer(app, portfolioEndpoints.getPortfolioMonitorings, async (request, { db, who }) =>
    clientMonitorings(db, who.tenantId, await clientOf(request), request.query),
  );

  answer(app, portfolioEndpoints.getPortfolioAlerts, async (request, { db, who }) =>
    clientAlerts(db, who.tenantId, await clientOf(request), request.query),
  );

  answer(app, portfolioEndpoints.getBackOfficeSubjectChanges, (request, { db, who }) =>
    listSubjectChanges(db, who.tenantId, request.query),
  );

  answer(app, portfolioEndpoints.postBackOfficeSubjectChanges, (request, { db, who }) =>
    recordChangeAndAlert({ db, hub: app.notifications }, who, request.body),
  );
};

export default portfolioRoutes;
