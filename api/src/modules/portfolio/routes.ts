import { answer } from '../../http/endpoint-route.ts';
import { portfolioEndpoints } from '@portal/contracts/api/portfolio';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SUBJECT_CHANGE_LABELS } from '@portal/contracts/portfolio';
import { caller } from '../../plugins/tenant.ts';
import { payerOf } from '../requests/service.ts';
import { requiredText } from '../../services/text-rules.ts';
import {
  clientAlerts,
  clientMonitorings,
  listSubjectChanges,
  portfolioSubjects,
  portfolioUsers,
  recordSubjectChange,
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

  answer(app, portfolioEndpoints.postBackOfficeSubjectChanges, async (request, { db, who }) => {
    const subjectCode = request.body.subjectCode.toUpperCase();
    const description = requiredText(request.body.description, 'description');
    const { id, clients } = await db.transaction((tx) =>
      recordSubjectChange(tx, {
        tenantId: who.tenantId,
        subjectCode,
        kind: request.body.kind,
        description,
        recordedBy: who.act ? Number(who.act.sub) : who.userId,
      }),
    );
    for (const clientId of new Set(clients)) {
      for (const userId of await portfolioUsers(db, who.tenantId, clientId)) {
        await app.notifications.create(who.tenantId, userId, {
          subject: `Variazione su un soggetto monitorato: ${subjectCode}`,
          text: `${SUBJECT_CHANGE_LABELS[request.body.kind]}: ${description}`,
          link: '/portafoglio-indagini?tab=alerts',
          useRouter: true,
        });
      }
    }
    const [change] = (await listSubjectChanges(db, who.tenantId, { search: subjectCode, size: 100 })).content.filter(
      (row) => row.id === id,
    );
    return change;
  });
};

export default portfolioRoutes;
