/** What a recorded change in a subject's data is about, in Italian. */
export const SUBJECT_CHANGE_LABELS = {
  status: 'Stato di attività',
  address: 'Indirizzo',
  'legal-form': 'Forma giuridica',
  protest: 'Protesto',
  other: 'Altro',
} as const;

/**
 * The monitoring form's fields: whether the customer switched the monitoring on ('Attiva
 * monitoraggio'), and for how many months. A monitoring product whose form has the switch starts
 * a monitoring only when it is on.
 */
export const MONITORING_FIELDS = { on: 'MONITORAGGIO', months: 'PERIODO_MONITORAGGIO' } as const;
