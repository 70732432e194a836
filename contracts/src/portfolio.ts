/** What a recorded change in a subject's data is about, in Italian. */
export const SUBJECT_CHANGE_LABELS = {
  status: 'Stato di attività',
  address: 'Indirizzo',
  'legal-form': 'Forma giuridica',
  protest: 'Protesto',
  other: 'Altro',
} as const;
