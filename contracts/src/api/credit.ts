/** Credit dashboard (`/cruscotto`) and top-ups (issue "account area"). */
import { Day, DateTime, Id, Nullable, NullableText, PagingQuery, StringEnum, Type, type Static } from './schema.ts';
import { endpoint } from './endpoint.ts';
import { PERMISSIONS } from '../permissions.ts';
import { Page } from './schema.ts';
import { CREDIT_MESSAGES } from '../messages.ts';

/** Euro to the cent as text: `500`, `500,5`, `500.50`. */
export const Money = (options: Record<string, unknown> = {}) =>
  Type.String({ pattern: '^\\d{1,10}([.,]\\d{1,2})?$', description: 'Importo in euro, al centesimo', ...options });

export const MOVEMENT_KINDS = ['REQUEST', 'TOP_UP', 'REFUND'] as const;
export const TOP_UP_STATUSES = ['PENDING', 'CONFIRMED', 'REJECTED'] as const;

export const MonthlyCredit = Type.Object({
  month: Type.String({ description: 'aaaa-mm (ora di Roma)' }),
  spent: Type.String(),
  toppedUp: Type.String(),
});
export type MonthlyCredit = Static<typeof MonthlyCredit>;

export const TopUp = Type.Object({
  id: Type.Integer(),
  clientId: Type.Integer(),
  clientName: Type.String(),
  customerCode: Type.String(),
  amount: Type.String(),
  note: NullableText(),
  status: StringEnum(TOP_UP_STATUSES),
  requestedBy: Type.String(),
  createdAt: DateTime(),
  decidedAt: Nullable(DateTime()),
  decidedBy: NullableText(),
  reason: NullableText(),
  ownRequest: Type.Optional(
    Type.Boolean({ description: 'Chiesta da chi guarda: non può confermarla (quattro occhi)' }),
  ),
});
export type TopUp = Static<typeof TopUp>;

export const CreditDashboard = Type.Object({
  balance: Type.String(),
  threshold: NullableText({ description: 'Soglia di avviso (euro), null se non impostata' }),
  /** The last 12 months, oldest first. */
  months: Type.Array(MonthlyCredit),
  topUps: Type.Array(TopUp, { description: 'Le ultime richieste di ricarica del cliente' }),
});
export type CreditDashboard = Static<typeof CreditDashboard>;

export const CreditMovement = Type.Object({
  id: Type.Integer(),
  at: DateTime(),
  kind: StringEnum(MOVEMENT_KINDS),
  description: Type.String(),
  amount: Type.String(),
  balanceAfter: Type.String(),
  userName: Type.String(),
});
export type CreditMovement = Static<typeof CreditMovement>;

export const MovementsQuery = PagingQuery({
  kind: Type.Optional(StringEnum(MOVEMENT_KINDS)),
  from: Type.Optional(Day()),
  to: Type.Optional(Day()),
});
export type MovementsQuery = Static<typeof MovementsQuery>;

export const ThresholdInput = Type.Object({ threshold: Nullable(Money()) }, { additionalProperties: false });
export const TopUpInput = Type.Object(
  { amount: Money(), note: Type.Optional(Nullable(Type.String({ maxLength: 500 }))) },
  { additionalProperties: false },
);
export type TopUpInput = Static<typeof TopUpInput>;

export const TopUpsQuery = PagingQuery({ status: Type.Optional(StringEnum(TOP_UP_STATUSES)) });
export type TopUpsQuery = Static<typeof TopUpsQuery>;
export const TopUpParams = Type.Object({ id: Id() });
export const TopUpRejection = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);

/** Every credit endpoint: the one declaration the API registers and the clients call. */
export const creditEndpoints = {
  getCreditDashboard: endpoint({
    method: 'GET',
    path: '/api/credit/dashboard',
    access: [PERMISSIONS.creditDashboard],
    tags: ['cruscotto'],
    summary: 'Credito residuo, soglia di avviso, spesa e ricariche degli ultimi 12 mesi, ultime richieste di ricarica',
    response: CreditDashboard,
  }),
  getCreditMovements: endpoint({
    method: 'GET',
    path: '/api/credit/movements',
    access: [PERMISSIONS.creditDashboard],
    tags: ['cruscotto'],
    summary: 'I movimenti del credito (addebiti, rimborsi, ricariche) con il saldo dopo ciascuno, dal più recente',
    query: MovementsQuery,
    response: Page(CreditMovement),
  }),
  putCreditAlertThreshold: endpoint({
    method: 'PUT',
    path: '/api/credit/alert-threshold',
    access: [PERMISSIONS.creditDashboard],
    tags: ['cruscotto'],
    summary: 'Soglia di avviso: sotto di essa gli utenti del cruscotto ricevono una notifica (null la toglie)',
    body: ThresholdInput,
    response: Type.Object({ balance: Type.String(), threshold: Type.Union([Type.String(), Type.Null()]) }),
  }),
  postCreditTopUps: endpoint({
    method: 'POST',
    path: '/api/credit/top-ups',
    access: [PERMISSIONS.creditDashboard],
    tags: ['cruscotto'],
    summary: 'Chiede una ricarica del credito (almeno 500,00 €), che il back office conferma',
    body: TopUpInput,
    response: TopUp,
  }),
  getBackOfficeTopUps: endpoint({
    method: 'GET',
    path: '/api/back-office/top-ups',
    access: [PERMISSIONS.manager],
    tags: ['ricariche'],
    summary: 'Le richieste di ricarica dei clienti del tenant, prima quelle da gestire',
    query: TopUpsQuery,
    response: Page(TopUp),
  }),
  postBackOfficeTopUpsConfirmById: endpoint({
    method: 'POST',
    path: '/api/back-office/top-ups/:id/confirm',
    access: [PERMISSIONS.manager],
    tags: ['ricariche'],
    summary: 'Conferma una ricarica: accredita il credito e registra il movimento, in una transazione',
    description: `409 "${CREDIT_MESSAGES.topUpDecided}" se è già stata gestita.`,
    params: TopUpParams,
    response: TopUp,
  }),
  postBackOfficeTopUpsRejectById: endpoint({
    method: 'POST',
    path: '/api/back-office/top-ups/:id/reject',
    access: [PERMISSIONS.manager],
    tags: ['ricariche'],
    summary: 'Rifiuta una ricarica con il motivo',
    params: TopUpParams,
    body: TopUpRejection,
    response: TopUp,
  }),
};
