/** The Italian texts of batch requests by spreadsheet (spec 001 §5, §8, and those designed here). */
export const BATCH_FILE_EXTENSIONS = ['.csv', '.xls', '.xlsx', '.ods'] as const;
/** Spec 001 §9: up to 1.000 records per file. */
export const MAX_BATCH_ROWS = 1000;
/** The largest file accepted; a full 1.000-row sheet of any product is far below it. */
export const MAX_BATCH_FILE_MB = 5;

/** How long a batch's prepared archive can be downloaded (issue 45). */
export const BATCH_ARCHIVE_HOURS = 24;

/** '1.000': Italian CLDR leaves four-digit numbers ungrouped, the portal's texts do not. */
export const MAX_BATCH_ROWS_TEXT = new Intl.NumberFormat('it-IT', { useGrouping: 'always' }).format(MAX_BATCH_ROWS);

export const BATCH_MESSAGES = {
  // Spec 001 §5, §8.
  fileType: `Gli unici tipi di file accettabili sono ${BATCH_FILE_EXTENSIONS.join(', ')}`,
  uploadFailed: "Errore durante l'upload del file",
  networkFailure: 'Errore nel caricamento del file, selezionalo nuovamente.',
  fileMissing: 'File non trovato.',
  blocking: (n: number) =>
    n === 1
      ? "Rilevato 1 bloccante. Sistema l'errore e ricarica il file!"
      : `Rilevati ${n} bloccanti. Sistema gli errori e ricarica il file!`,
  warnings: (n: number) => `Sono stati rilevati ${n} avvisi. Ti consigliamo di sistemarli prima di procedere`,
  // The file's limits.
  tooManyRows: `Il file contiene più di ${MAX_BATCH_ROWS_TEXT} righe: dividilo in più file`,
  tooLarge: `Il file supera la dimensione massima di ${MAX_BATCH_FILE_MB} MB`,
  inflatesTooMuch: 'Il file, una volta decompresso, è troppo grande: non può essere letto',
  tooManyColumns: (max: number) =>
    `Il file ha troppe colonne: al massimo ${max} (le colonne della form del prodotto e qualcuna in più)`,
  tooManyCells: 'Il file ha troppe celle compilate per le righe e le colonne ammesse: non può essere letto',
  tooComplex: 'Il file è troppo complesso per essere letto: salvalo di nuovo con le sole colonne richieste',
  tooSlow: 'La lettura del file ha richiesto troppo tempo: salvalo di nuovo con le sole colonne richieste',
  busy: 'Stai già caricando altri file: attendi che il loro controllo finisca e riprova',
  // A file whose content is not what its name says gets the spec's type message (spec 001 §5),
  // and why: renamed, it passed the extension check.
  contentMismatch: (extension: string) =>
    `Gli unici tipi di file accettabili sono ${BATCH_FILE_EXTENSIONS.join(', ')}: il contenuto di questo file non è un ${extension}`,
  notUtf8: 'Il file CSV deve essere salvato con codifica UTF-8',
  unreadable: 'Il file non è leggibile: salvalo di nuovo dal programma di origine e riprova',
  noHeader: 'La prima riga del file deve contenere i nomi delle colonne',
  noRows: 'Il file non contiene righe da elaborare',
  // The product and the check.
  notMassive: 'Il prodotto non prevede il caricamento da file',
  fileFieldsRequired: 'Il prodotto richiede degli allegati: non può essere richiesto da file',
  mappingUnknownColumn: (column: string) => `La colonna "${column}" non è presente nel file`,
  mappingUnknownField: (field: string) => `Il campo ${field} non è previsto dalla form del prodotto`,
  checkNotFound: 'Controllo del file non trovato: caricalo di nuovo',
  checkNotReady: 'Il controllo del file non è ancora terminato',
  checkCancelled: 'Il controllo del file è stato annullato',
  checkExpired: 'Il controllo del file è scaduto: caricalo di nuovo',
  checkSubmitted: 'Le righe di questo file sono già state inviate',
  blockingRows: 'Il file contiene errori bloccanti: correggili e ricaricalo',
  noRowsToSubmit: 'Nessuna riga da inviare',
  batchNotFound: 'Lotto non trovato',
  noResults: 'Nessun esito ancora disponibile per questo lotto',
  rowNotFound: 'Riga del lotto inesistente o non ancora evasa',
  // The archive of a batch's documents (issue 45).
  archiveInBackground:
    "Il lotto ha troppi documenti per scaricarli subito: prepara l'archivio, una notifica ti dirà quando è pronto",
  archiveBusy: "Stai già preparando l'archivio di un altro lotto: attendi che sia pronto e riprova",
  archiveNotReady: "L'archivio del lotto non è pronto o è scaduto: preparalo di nuovo",
  archiveStarted: "Stiamo preparando l'archivio: una notifica ti dirà quando è pronto",
  archiveReadySubject: 'Archivio del lotto pronto',
  archiveReady: (batchId: number, documents: number) =>
    `L'archivio del lotto ${batchId} (${documents} documenti) è pronto: scaricalo dal dettaglio del lotto entro ${BATCH_ARCHIVE_HOURS} ore`,
  archiveFailedSubject: 'Archivio del lotto non riuscito',
  archiveFailed: (batchId: number) =>
    `L'archivio del lotto ${batchId} non è stato preparato: riprova dal dettaglio del lotto`,
  archiveInterrupted: "La preparazione dell'archivio si è interrotta: preparalo di nuovo",
  // Row problems.
  formula: 'La cella contiene una formula: inserire il valore',
  duplicateRow: (row: number) => `Riga uguale alla riga ${row}: verrà richiesta due volte`,
  subjectUnknown: 'Soggetto non presente in anagrafica: la richiesta sarà comunque inoltrata',
  flag: 'Indicare S o N',
} as const;
