/** The kinds of record the 'Attività' view follows, with their Italian names. */
export const ACTIVITY_ENTITIES = [
  'field',
  'form',
  'form-field',
  'content',
  'service',
  'line',
  'product',
  'product-category',
  'processing',
  'user',
  'profile',
  'price-list',
  'permissions',
  'remote-release',
] as const;
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];

export const ACTIVITY_ENTITY_LABELS: Record<ActivityEntity, string> = {
  field: 'Campo',
  form: 'Form',
  'form-field': 'Campo di form',
  content: 'Contenuto',
  service: 'Servizio',
  line: 'Linea',
  product: 'Prodotto',
  'product-category': 'Categoria prodotto',
  processing: 'Elaborazione',
  user: 'Utente',
  profile: 'Profilo',
  'price-list': 'Listino',
  permissions: 'Permessi',
  'remote-release': 'Rilascio remote',
};

export const ACTIVITY_ACTIONS = ['create', 'update', 'delete'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  create: 'Creazione',
  update: 'Modifica',
  delete: 'Rimozione',
};
