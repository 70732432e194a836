/** Every path of the customer area, built in one place. */
export const paths = {
  helpCenter: {
    home: '/help-center',
    faq: '/help-center/faq',
    support: '/help-center/support',
  },
  serviceList: '/service-list',
  requests: '/requests',
  priceList: '/price-list',
  requestHistory: '/request-history',
  approvals: '/approvals',
  foreignCompanies: '/foreign-companies',
  creditDashboard: '/cruscotto',
  billingDetail: '/dettaglio-fatturazione',
  statistics: '/statistiche',
  portfolio: '/portafoglio-indagini',
  request: (id: number) => `/requests?requestId=${id}`,
  /** A batch of requests from a file (spec 001 §2.2). */
  batchDetail: (id: number) => `/requests/massive/detail/${id}`,
  /** The HTML report of a completed request (spec 001 §2.3). */
  report: (id: number) => `/request/report?requestId=${id}`,
  /** A line's request page; the query carries the subject, the filters and where to go back. */
  lineDetail: (lineId: number, query: URLSearchParams) => `/line/detail/${lineId}${query.size ? `?${query}` : ''}`,
} as const;
