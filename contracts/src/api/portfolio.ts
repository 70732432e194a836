/** Investigations portfolio and monitoring (`/portafoglio-indagini`, investigations-portfolio permission). */
import { SUBJECT_KINDS } from '../subjects.ts';
import { DateTime, Nullable, NullableText, PagingQuery, StringEnum, Type, type Static } from './schema.ts';
import { endpoint } from './endpoint.ts';
import { PERMISSIONS } from '../permissions.ts';
import { Page } from './schema.ts';

export const PortfolioSubject = Type.Object({
  subjectCode: Type.String(),
  subjectName: NullableText(),
  subjectType: StringEnum(SUBJECT_KINDS),
  requests: Type.Integer(),
  lastRequestAt: DateTime(),
  monitoredUntil: Nullable(DateTime()),
});
export type PortfolioSubject = Static<typeof PortfolioSubject>;

export const Monitoring = Type.Object({
  id: Type.Integer(),
  subjectCode: Type.String(),
  subjectName: NullableText(),
  subjectType: StringEnum(SUBJECT_KINDS),
  startedAt: DateTime(),
  expiresAt: DateTime(),
  active: Type.Boolean(),
  alerts: Type.Integer(),
});
export type Monitoring = Static<typeof Monitoring>;

export const MonitoringsQuery = PagingQuery({
  expiring: Type.Optional(
    Type.Boolean({ description: 'Solo quelli che scadono nei prossimi 30 giorni (da rinnovare)' }),
  ),
});
export type MonitoringsQuery = Static<typeof MonitoringsQuery>;

export const SUBJECT_CHANGE_KINDS = ['status', 'address', 'legal-form', 'protest', 'other'] as const;

export const MonitoringAlert = Type.Object({
  id: Type.Integer(),
  at: DateTime(),
  subjectCode: Type.String(),
  subjectName: NullableText(),
  kind: StringEnum(SUBJECT_CHANGE_KINDS),
  description: Type.String(),
});
export type MonitoringAlert = Static<typeof MonitoringAlert>;

export const SubjectChange = Type.Object({
  id: Type.Integer(),
  at: DateTime(),
  subjectCode: Type.String(),
  kind: StringEnum(SUBJECT_CHANGE_KINDS),
  description: Type.String(),
  alerts: Type.Integer(),
  recordedBy: Type.String(),
});
export type SubjectChange = Static<typeof SubjectChange>;

export const SubjectChangeInput = Type.Object(
  {
    subjectCode: Type.String({ minLength: 11, maxLength: 16, pattern: '^[A-Za-z0-9]+$' }),
    kind: StringEnum(SUBJECT_CHANGE_KINDS),
    description: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type SubjectChangeInput = Static<typeof SubjectChangeInput>;

/** Every portfolio endpoint: the one declaration the API registers and the clients call. */
export const portfolioEndpoints = {
  getPortfolioSubjects: endpoint({
    method: 'GET',
    path: '/api/portfolio/subjects',
    access: [PERMISSIONS.investigationsPortfolio],
    tags: ['portafoglio indagini'],
    summary: 'I soggetti su cui il cliente ha fatto richieste, con quante e se sono monitorati',
    query: PagingQuery(),
    response: Page(PortfolioSubject),
  }),
  getPortfolioMonitorings: endpoint({
    method: 'GET',
    path: '/api/portfolio/monitorings',
    access: [PERMISSIONS.investigationsPortfolio],
    tags: ['portafoglio indagini'],
    summary: 'I monitoraggi del cliente per scadenza; expiring: quelli da rinnovare nei prossimi 30 giorni',
    query: MonitoringsQuery,
    response: Page(Monitoring),
  }),
  getPortfolioAlerts: endpoint({
    method: 'GET',
    path: '/api/portfolio/alerts',
    access: [PERMISSIONS.investigationsPortfolio],
    tags: ['portafoglio indagini'],
    summary: 'Gli avvisi sui soggetti monitorati, dal più recente',
    query: PagingQuery(),
    response: Page(MonitoringAlert),
  }),
  getBackOfficeSubjectChanges: endpoint({
    method: 'GET',
    path: '/api/back-office/subject-changes',
    access: [PERMISSIONS.manager],
    tags: ['portafoglio indagini'],
    summary: 'Le variazioni dei soggetti registrate, dalla più recente, con quanti monitoraggi hanno avvisato',
    query: PagingQuery(),
    response: Page(SubjectChange),
  }),
  postBackOfficeSubjectChanges: endpoint({
    method: 'POST',
    path: '/api/back-office/subject-changes',
    access: [PERMISSIONS.manager],
    tags: ['portafoglio indagini'],
    summary: 'Registra una variazione dei dati di un soggetto: avvisa ogni suo monitoraggio attivo',
    description: 'Gli utenti con il portafoglio indagini dei clienti avvisati ricevono una notifica.',
    body: SubjectChangeInput,
    response: SubjectChange,
  }),
};
