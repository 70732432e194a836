/** The Italian texts of ordering (spec 001 §4, §8, and those designed here). */
export const ORDERING_MESSAGES = {
  // Spec 001 §8.
  productNotOrderable: 'Spiacenti, il prodotto è inesistente o non è abilitato',
  insufficientCredit: 'Credito insufficiente',
  formInvalid: 'Alcuni dati della richiesta non sono validi: correggili e riprova',
  requestNotFound: 'Richiesta non trovata',
  // Spec 001 §8: a result that cannot be downloaded.
  resultMissing: 'Esito non presente',
  subjectMismatch: 'Il tipo di soggetto non corrisponde ai dati del soggetto',
} as const;
