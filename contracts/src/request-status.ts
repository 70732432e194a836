/** How each state of a request reads in Italian: the screens and the exports say the same. */
export const REQUEST_STATUS_NAMES = {
  TO_APPROVE: 'Da approvare',
  PENDING: 'In lavorazione',
  COMPLETED: 'Evasa',
  ERROR: 'In errore',
  WS: 'Web service',
  REJECTED: 'Rifiutata',
  CANCELLED: 'Annullata',
} as const;
