import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Monitoring,
  MonitoringAlert,
  MonitoringsQuery,
  PortfolioSubject,
  SubjectChange,
  SubjectChangeInput,
} from '@portal/contracts/api/portfolio';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { SUBJECT_CHANGE_LABELS } from '@portal/contracts/portfolio';
import { Page, PagingQuery } from '@portal/contracts/api/schema';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import {
  clientAlerts,
  clientMonitorings,
  listSubjectChanges,
  portfolioSubjects,
  portfolioUsers,
  recordSubjectChange,
} from '../../repositories/monitoring-repository.ts';
import { responses } from '../../schemas/common.ts';
import { payerOf } from '../../services/requests-service.ts';
import { requiredText } from '../../services/text-rules.ts';

const portfolio = { access: [PERMISSIONS.investigationsPortfolio] };
const manager = { access: [PERMISSIONS.manager] };
const TAGS = ['portafoglio indagini'];

/**
 * Investigations portfolio (`/portafoglio-indagini`, investigations-portfolio permission) and the
 * back office's record of changes in subjects' data (manager), which alert their monitorings.
 */
const portfolioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const clientOf = async (request: Parameters<typeof caller>[0]) => (await payerOf(app.db, caller(request))).clientId;

  app.get(
    '/api/portfolio/subjects',
    {
      config: portfolio,
      schema: {
        tags: TAGS,
        summary: 'I soggetti su cui il cliente ha fatto richieste, con quante e se sono monitorati',
        querystring: PagingQuery(),
        response: responses(Page(PortfolioSubject)),
      },
    },
    async (request) =>
      envelope(await portfolioSubjects(app.db, caller(request).tenantId, await clientOf(request), request.query)),
  );

  app.get(
    '/api/portfolio/monitorings',
    {
      config: portfolio,
      schema: {
        tags: TAGS,
        summary: 'I monitoraggi del cliente per scadenza; expiring: quelli da rinnovare nei prossimi 30 giorni',
        querystring: MonitoringsQuery,
        response: responses(Page(Monitoring)),
      },
    },
    async (request) =>
      envelope(await clientMonitorings(app.db, caller(request).tenantId, await clientOf(request), request.query)),
  );

  app.get(
    '/api/portfolio/alerts',
    {
      config: portfolio,
      schema: {
        tags: TAGS,
        summary: 'Gli avvisi sui soggetti monitorati, dal più recente',
        querystring: PagingQuery(),
        response: responses(Page(MonitoringAlert)),
      },
    },
    async (request) =>
      envelope(await clientAlerts(app.db, caller(request).tenantId, await clientOf(request), request.query)),
  );

  app.get(
    '/api/back-office/subject-changes',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Le variazioni dei soggetti registrate, dalla più recente, con quanti monitoraggi hanno avvisato',
        querystring: PagingQuery(),
        response: responses(Page(SubjectChange)),
      },
    },
    async (request) => envelope(await listSubjectChanges(app.db, caller(request).tenantId, request.query)),
  );

  app.post(
    '/api/back-office/subject-changes',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Registra una variazione dei dati di un soggetto: avvisa ogni suo monitoraggio attivo',
        description: 'Gli utenti con il portafoglio indagini dei clienti avvisati ricevono una notifica.',
        body: SubjectChangeInput,
        response: responses(SubjectChange),
      },
    },
    async (request) => {
      const who = caller(request);
      const subjectCode = request.body.subjectCode.toUpperCase();
      const description = requiredText(request.body.description, 'description');
      const { id, clients } = await app.db.transaction((tx) =>
        recordSubjectChange(tx, {
          tenantId: who.tenantId,
          subjectCode,
          kind: request.body.kind,
          description,
          recordedBy: who.act ? Number(who.act.sub) : who.userId,
        }),
      );
      for (const clientId of new Set(clients)) {
        for (const userId of await portfolioUsers(app.db, who.tenantId, clientId)) {
          await app.notifications.create(who.tenantId, userId, {
            subject: `Variazione su un soggetto monitorato: ${subjectCode}`,
            text: `${SUBJECT_CHANGE_LABELS[request.body.kind]}: ${description}`,
            link: '/portafoglio-indagini?tab=alerts',
            useRouter: true,
          });
        }
      }
      const [change] = (
        await listSubjectChanges(app.db, who.tenantId, { search: subjectCode, size: 100 })
      ).content.filter((row) => row.id === id);
      return envelope(change);
    },
  );
};

export default portfolioRoutes;
