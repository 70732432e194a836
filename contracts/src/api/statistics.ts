/** Statistics (`/statistiche`, statistics permission): requests and spend of the client over time. */
import { Month, StringEnum, Type, type Static } from './schema.ts';
import { endpoint } from './endpoint.ts';
import { PERMISSIONS } from '../permissions.ts';

export const STATISTICS_GROUPS = ['service', 'product', 'user', 'type'] as const;
export type StatisticsGroup = (typeof STATISTICS_GROUPS)[number];

const MONTH = Month({ description: 'aaaa-mm (ora di Roma)' });

export const StatisticsQuery = Type.Object(
  { from: MONTH, to: MONTH, groupBy: StringEnum(STATISTICS_GROUPS) },
  { additionalProperties: false },
);
export type StatisticsQuery = Static<typeof StatisticsQuery>;

/** One month of one group (a service, a product, a user, online or offline). */
export const StatisticsBucket = Type.Object({
  month: Type.String(),
  key: Type.String(),
  label: Type.String(),
  requests: Type.Integer(),
  spend: Type.String(),
});
export type StatisticsBucket = Static<typeof StatisticsBucket>;

export const StatisticsTotals = Type.Object({ requests: Type.Integer(), spend: Type.String() });

export const Statistics = Type.Object({
  from: Type.String(),
  to: Type.String(),
  /** Every month of the period, oldest first (empty ones included). */
  months: Type.Array(Type.String()),
  buckets: Type.Array(StatisticsBucket),
  totals: StatisticsTotals,
  /** The same number of months just before `from`, for the comparison. */
  previous: Type.Object({ from: Type.String(), to: Type.String(), requests: Type.Integer(), spend: Type.String() }),
});
export type Statistics = Static<typeof Statistics>;

/** Every statistics endpoint: the one declaration the API registers and the clients call. */
export const statisticsEndpoints = {
  getStatistics: endpoint({
    method: 'GET',
    path: '/api/statistics',
    access: [PERMISSIONS.statistics],
    tags: ['statistiche'],
    summary: 'Richieste e spesa del cliente per mese, per servizio, prodotto, utente o tipo, e il periodo precedente',
    description:
      'from e to sono mesi aaaa-mm (ora di Roma), inclusi, al più 60; previous è il periodo di pari durata prima di from.',
    query: StatisticsQuery,
    response: Statistics,
  }),
};
