import { PERMISSIONS } from '@portal/shared-auth';
import type { NavContribution, RemoteContribution, RouteContribution } from '@portal/shared-ui';

const manager = [PERMISSIONS.manager];

/** The back-office sections of the side navigation this remote fills. */
const CATALOGUE = 'Catalogo';
const PROCESSINGS = 'Elaborazioni';
const USERS = 'Utenti e listini';
const QUEUES = 'Code di lavoro';
const ACTIVITY = 'Attività';

/** Routes filed under one section of the back-office navigation. */
const inSection = (section: string, routes: RouteContribution[]): RouteContribution[] =>
  routes.map((route) => ({ ...route, section }));

const entry = (
  id: string,
  title: string,
  subtitle: string,
  icon: string,
  link: string,
  section: string,
): NavContribution => ({
  id,
  type: 'basic',
  title,
  subtitle,
  icon,
  link,
  section,
  authorities: manager,
});

/** The routes, each filed under its section of the back-office navigation. */
const routes: RouteContribution[] = [
  ...inSection(CATALOGUE, [
    { path: 'fields', authorities: manager, load: () => import('../features/fields/components/field-list-page') },
    {
      path: 'field/:fieldCode',
      authorities: manager,
      load: () => import('../features/fields/components/field-edit-page'),
    },
    { path: 'forms', authorities: manager, load: () => import('../features/forms/components/form-list-page') },
    { path: 'form/:formCode', authorities: manager, load: () => import('../features/forms/components/form-edit-page') },
    {
      path: 'contents',
      authorities: manager,
      load: () => import('../features/contents/components/content-list-page'),
    },
    {
      path: 'content/:contentId',
      authorities: manager,
      load: () => import('../features/contents/components/content-edit-page'),
    },
    { path: 'lines', authorities: manager, load: () => import('../features/lines/components/line-list-page') },
    { path: 'line/:lineId', authorities: manager, load: () => import('../features/lines/components/line-edit-page') },
    {
      path: 'products',
      authorities: manager,
      load: () => import('../features/products/components/product-list-page'),
    },
    {
      path: 'product/:productId',
      authorities: manager,
      load: () => import('../features/products/components/product-edit-page'),
    },
    {
      path: 'product-categories',
      authorities: manager,
      load: () => import('../features/products/components/product-category-list-page'),
    },
    // Services need only a session (spec 002 §6); saving them needs the manager permission on the server.
    { path: 'services', load: () => import('../features/services/components/service-list-page') },
    { path: 'service/:serviceId', load: () => import('../features/services/components/service-edit-page') },
  ]),
  ...inSection(PROCESSINGS, [
    {
      path: 'processings',
      authorities: manager,
      load: () => import('../features/processings/components/processing-list-page'),
    },
    {
      path: 'processing/:processingId',
      authorities: manager,
      load: () => import('../features/processings/components/processing-edit-page'),
    },
  ]),
  ...inSection(USERS, [
    { path: 'users', authorities: manager, load: () => import('../features/users/components/user-list-page') },
    { path: 'user/:userId', authorities: manager, load: () => import('../features/users/components/user-edit-page') },
    {
      path: 'profiles',
      authorities: manager,
      load: () => import('../features/users/components/profile-list-page'),
    },
    {
      path: 'price-lists',
      authorities: manager,
      load: () => import('../features/price-lists/components/price-list-list-page'),
    },
    {
      path: 'price-list/:code',
      authorities: manager,
      load: () => import('../features/price-lists/components/price-list-page'),
    },
  ]),
  ...inSection(QUEUES, [
    {
      path: 'subject-changes',
      authorities: manager,
      load: () => import('../features/subject-changes/components/subject-changes-page'),
    },
    { path: 'top-ups', authorities: manager, load: () => import('../features/top-ups/components/top-up-list-page') },
    {
      path: 'offline-requests',
      authorities: manager,
      load: () => import('../features/offline-requests/components/offline-request-list-page'),
    },
  ]),
  ...inSection(ACTIVITY, [
    { path: 'activity', authorities: manager, load: () => import('../features/activity/components/activity-page') },
  ]),
];

/** What catalogue administration adds to the portal: its routes and navigation entries. */
const contribution: RemoteContribution = {
  title: 'Amministrazione catalogo',
  // Every route needs the manager permission (spec 002 §6); the server checks it too.
  routes,
  navigation: [
    {
      id: 'catalogue',
      type: 'collapsable',
      title: 'Catalogo',
      icon: 'settings',
      order: 20,
      authorities: manager,
      children: [
        entry('fields', 'Campi', 'Campi delle richieste', 'fields', '/fields', CATALOGUE),
        entry('forms', 'Form', 'Insiemi ordinati di campi', 'forms', '/forms', CATALOGUE),
        entry('contents', 'Contenuti', 'Raggruppamenti con icona', 'contents', '/contents', CATALOGUE),
        entry('services', 'Servizi', 'Gruppi di linee in home page', 'settings', '/services', CATALOGUE),
        entry('lines', 'Linee', 'Gruppi di prodotti con la loro form', 'list', '/lines', CATALOGUE),
        entry('products', 'Prodotti', 'Prodotti ordinabili, categorie e file', 'products', '/products', CATALOGUE),
        entry(
          'processings',
          'Elaborazioni',
          'Form, orari e tipo di richiesta per prodotti e clienti',
          'schedule',
          '/processings',
          PROCESSINGS,
        ),
      ],
    },
    {
      id: 'users-admin',
      type: 'collapsable',
      title: 'Utenti',
      icon: 'users',
      order: 30,
      authorities: manager,
      children: [
        entry('users', 'Utenti', 'Account, sicurezza e abilitazioni', 'user', '/users', USERS),
        entry('profiles', 'Profili', 'I profili assegnabili agli utenti', 'list', '/profiles', USERS),
        entry('price-lists', 'Listini', 'Prezzi per profilo listino e clienti', 'products', '/price-lists', USERS),
        entry('top-ups', 'Ricariche', 'Richieste di ricarica del credito da confermare', 'list', '/top-ups', QUEUES),
        entry(
          'offline-requests',
          'Richieste offline',
          'Da evadere, per data di evasione',
          'list',
          '/offline-requests',
          QUEUES,
        ),
        entry(
          'subject-changes',
          'Variazioni soggetti',
          'Variazioni che avvisano i monitoraggi',
          'list',
          '/subject-changes',
          QUEUES,
        ),
      ],
    },
    {
      ...entry('activity', 'Attività', 'Chi ha modificato cosa, e quando', 'history', '/activity', ACTIVITY),
      order: 35,
    },
  ],
};

export default contribution;
