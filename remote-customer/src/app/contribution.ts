import { PERMISSIONS } from '@portal/shared-auth';
import type { RemoteContribution } from '@portal/shared-ui';
import { paths } from '../config/paths';
import { prefetchLineDetail } from '../features/ordering/api/line-detail-queries';

/** What the customer area adds to the portal: its routes and navigation entries. */
const contribution: RemoteContribution = {
  title: 'Area clienti',
  // The help center needs only sign-in (spec 001 §6).
  routes: [
    { path: 'help-center', load: () => import('../features/help-center/components/help-center-page') },
    { path: 'help-center/faq', load: () => import('../features/help-center/components/faq-page') },
    { path: 'help-center/support', load: () => import('../features/help-center/components/support-page') },
    // Ordering needs only sign-in; what each customer may order is the server's answer.
    { path: 'service-list', load: () => import('../features/ordering/components/service-list-page') },
    {
      path: 'line/detail/:lineId',
      load: () => import('../features/ordering/components/line-detail-page'),
      prefetch: prefetchLineDetail,
    },
    { path: 'requests', load: () => import('../features/requests/components/requests-page') },
    // A batch from a file: its owner, or a manager of the client (the server decides).
    {
      path: 'requests/massive/detail/:batchId',
      load: () => import('../features/batches/components/batch-detail-page'),
    },
    { path: 'request/report', load: () => import('../features/requests/components/report-page') },
    // Every signed-in user sees what their client pays; the server prices it for them.
    { path: 'price-list', load: () => import('../features/price-list/components/price-list-page') },
    {
      path: 'cruscotto',
      authorities: [PERMISSIONS.creditDashboard],
      load: () => import('../features/credit/components/credit-dashboard-page'),
    },
    {
      path: 'dettaglio-fatturazione',
      authorities: [PERMISSIONS.billingDetail],
      load: () => import('../features/billing/components/billing-page'),
    },
    {
      path: 'statistiche',
      authorities: [PERMISSIONS.statistics],
      load: () => import('../features/statistics/components/statistics-page'),
    },
    {
      path: 'portafoglio-indagini',
      authorities: [PERMISSIONS.investigationsPortfolio],
      load: () => import('../features/portfolio/components/portfolio-page'),
    },
    { path: 'foreign-companies', load: () => import('../features/foreign/components/foreign-companies-page') },
    // Approvers of the client (a user flag, checked by the server): the requests waiting for them.
    { path: 'approvals', load: () => import('../features/approvals/components/approvals-page') },
    // A manager of the client sees all its requests, everyone else their own: the server decides.
    {
      path: 'request-history',
      load: () => import('../features/request-history/components/request-history-page'),
    },
  ],
  // The services of product selection, in the host's drawer under the chosen subject (spec 000 §2.7).
  productSelection: () => import('../features/ordering/components/product-selection'),
  // A request's detail and its search's companies, in the same drawer (spec 000 §2.2).
  requestDrawer: () => import('../features/requests/components/request-drawer-content'),
  navigation: [
    {
      id: 'service-list',
      type: 'basic',
      title: 'Servizi',
      subtitle: 'I servizi che puoi richiedere',
      icon: 'services',
      link: paths.serviceList,
      order: 15,
    },
    {
      id: 'requests',
      type: 'basic',
      title: 'Le mie richieste',
      subtitle: 'Stato, dettaglio ed esiti',
      icon: 'list',
      link: paths.requests,
      order: 16,
    },
    {
      id: 'foreign-companies',
      type: 'basic',
      title: 'Imprese estere',
      subtitle: 'Report su imprese di altri paesi',
      icon: 'services',
      link: paths.foreignCompanies,
      order: 15.5,
    },
    {
      id: 'approvals',
      type: 'basic',
      title: 'Approvazioni',
      subtitle: 'Le richieste offline da approvare',
      icon: 'list',
      link: paths.approvals,
      order: 16.2,
      hidden: (context) => !context.approver,
    },
    {
      id: 'request-history',
      type: 'basic',
      title: 'Storico richieste',
      subtitle: 'Filtri, esportazioni ed esiti',
      icon: 'list',
      link: paths.requestHistory,
      order: 16.5,
    },
    {
      id: 'cruscotto',
      type: 'basic',
      title: 'Cruscotto del credito',
      subtitle: 'Credito, spesa, ricariche e movimenti',
      icon: 'home',
      link: paths.creditDashboard,
      order: 18,
      authorities: [PERMISSIONS.creditDashboard],
    },
    {
      id: 'dettaglio-fatturazione',
      type: 'basic',
      title: 'Dettaglio fatturazione',
      subtitle: 'Mesi, prodotti, IVA ed estratti conto',
      icon: 'forms',
      link: paths.billingDetail,
      order: 18.5,
      authorities: [PERMISSIONS.billingDetail],
    },
    {
      id: 'statistiche',
      type: 'basic',
      title: 'Statistiche',
      subtitle: 'Richieste e spesa nel tempo',
      icon: 'list',
      link: paths.statistics,
      order: 18.7,
      authorities: [PERMISSIONS.statistics],
    },
    {
      id: 'portafoglio-indagini',
      type: 'basic',
      title: 'Portafoglio indagini',
      subtitle: 'Soggetti, monitoraggi e avvisi',
      icon: 'contents',
      link: paths.portfolio,
      order: 18.9,
      authorities: [PERMISSIONS.investigationsPortfolio],
    },
    {
      id: 'price-list',
      type: 'basic',
      title: 'Listino prezzi',
      subtitle: 'Quanto costa ogni prodotto',
      icon: 'products',
      link: paths.priceList,
      order: 17,
    },
    {
      id: 'help-center',
      type: 'basic',
      title: 'Centro assistenza',
      subtitle: 'FAQ e contatto con il supporto',
      icon: 'help',
      link: paths.helpCenter.home,
      order: 90,
    },
  ],
};

export default contribution;
