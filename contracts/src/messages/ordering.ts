/** The Italian texts of ordering (spec 001 §4, §8, and those designed here). */
export const ORDERING_MESSAGES = {
  // Spec 001 §8.
  productNotOrderable: 'Spiacenti, il prodotto è inesistente o non è abilitato',
  serviceWindow: (from: string, to: string) => `Servizio disponibile dalle ${from} alle ${to}`,
  insufficientCredit: 'Credito insufficiente',
  /** The shortfall, formatted by the caller ('12,50 €'). */
  creditShortBy: (missing: string) => `Credito insufficiente: mancano ${missing} per questa richiesta.`,
  formInvalid: 'Alcuni dati della richiesta non sono validi: correggili e riprova',
  requestNotFound: 'Richiesta non trovata',
  // Spec 001 §8: a result that cannot be downloaded.
  resultMissing: 'Esito non presente',
  // The form validators of the confirm step (spec 001 §5); the windows are documented in api/docs.
  fiscalCodeIncoherent: 'Il codice fiscale non è coerente con nome e cognome',
  requestNotUnique: 'Esiste già una richiesta di questo prodotto per lo stesso soggetto negli ultimi 30 giorni',
  monitoringNotUnique: 'Il soggetto è già in monitoraggio per questo prodotto',
  landRegistryNotUnique:
    'Esiste già una richiesta catastale per lo stesso soggetto, provincia e tipo di immobile negli ultimi 30 giorni',
  subjectMismatch: 'Il tipo di soggetto non corrisponde ai dati del soggetto',
  codeNotOfSubject: (subject: string) => `Il codice non corrisponde al soggetto scelto (${subject})`,
  subjectNotInRegistry: (code: string) =>
    `Nessun soggetto con codice ${code} nel registro: controlla il codice o cerca il soggetto per nome`,
  // FILE fields: the file travels before the request, which then claims it.
  attachmentFailed: "Errore durante l'upload del file",
  attachmentMissing: (field: string) => `Carica di nuovo il file di ${field}: quello scelto non è più disponibile`,
  attachmentNotFileField: 'Il campo non prevede il caricamento di un file',
  attachmentTooMany: 'Troppi file caricati e non ancora inviati: invia la richiesta o riprova domani',
} as const;
