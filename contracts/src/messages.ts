/**
 * The Italian texts that the API and the screens both show, written once. A message the
 * server sends and a form also checks (a required field, a taken code) must read the same.
 */

/** A required field left empty: the forms' first check and the API's schema answer. */
export const REQUIRED_MESSAGE = 'Campo obbligatorio';

/** Texts of the API's own answers (validation, auth, HTTP failures) and of the forms' common checks. */
export const MESSAGES = {
  internal: 'Si è verificato un errore interno. Riprova più tardi.',
  notFound: 'Risorsa non trovata',
  badRequest: 'Richiesta non valida',
  invalidJson: 'Il corpo della richiesta non è un JSON valido',
  emptyBody: 'Il corpo della richiesta è vuoto',
  tooLarge: 'Richiesta troppo grande',
  unsupportedMediaType: 'Tipo di contenuto non supportato',
  methodNotAllowed: 'Metodo non consentito',
  tooManyRequests: 'Troppe richieste. Riprova tra qualche istante.',
  authRequired: 'Autenticazione richiesta',
  forbidden: 'Non disponi dei privilegi necessari per eseguire questa azione',
  passwordExpired: 'La tua password è scaduta: scegline una nuova per continuare.',
  tenantHeaderMissing: 'Intestazione TenantId mancante',
  tenantMismatch: 'Tenant non valido per questa sessione',
  tenantNotFound: 'Tenant non trovato',
  badCredentials: 'Nome utente o password non validi',
  tooManySignInAttempts: 'Troppi tentativi di accesso. Riprova tra qualche minuto.',
  sessionExpired: 'Sessione scaduta. Accedi di nuovo.',
  deployTokenInvalid: 'Token di rilascio mancante o non valido',
  required: REQUIRED_MESSAGE,
  invalidEmail: 'Inserire un indirizzo email valido',
} as const;

/** The Italian texts of the catalogue calls and screens (spec 002 §5, §8, and those designed here). */
export const CATALOGUE_MESSAGES = {
  emptyList: 'Indicare almeno un elemento',
  stale: 'Il record è stato modificato da un altro utente: ricarica la pagina',
  fieldCodeTaken: 'Codice campo già registrata',
  formCodeTaken: 'Codice form già registrata',
  codeFormat: 'Il codice può contenere solo lettere, cifre, "_" e "-"',
  lengthTooBig: 'Inserire un valore minore di 99999',
  minAboveMax: 'Il valore minimo non può superare il valore massimo',
  minDateAboveMax: 'La data minima non può superare la data massima',
  optionsAndSql: 'Le opzioni e la query SQL sono alternative: indicarne una sola',
  optionsOrSql: 'Indicare le opzioni oppure la query SQL',
  optionsRequired: "Indicare almeno un'opzione",
  sqlSelect: 'La query SQL deve iniziare con SELECT',
  sqlSingle: "La query SQL deve essere un'unica istruzione SELECT",
  accessoryProductNotFound: 'Prodotto accessorio non trovato',
  derivedProductNotFound: 'Prodotto della richiesta derivata non trovato',
  fieldInUse: (count: number) => `Il campo è utilizzato da ${count} form e non può essere rimosso`,
  invalidFormValidator: (code: string) => `Validatore non valido: ${code}`,
  fieldAlreadyInForm: 'Il campo è già presente nella form',
  exampleSheetMissing: 'Scheda esempio non presente',
  uploadFailed: "Errore durante l'upload del file",
  contentHasProducts: 'Il contenuto ha prodotti collegati e non può essere rimosso',
  productAlreadyInContent: 'Il prodotto è già collegato a questo contenuto',
} as const;

/** The change-password messages of spec 000 §5, plus the success message. */
export const PASSWORD_MESSAGES = {
  required: 'La password è obbligatoria',
  tooShort: 'La password è troppo corta',
  confirmRequired: 'La conferma della password è obbligatoria',
  mismatch: 'Le password devono coincidere',
  changed: 'Password aggiornata correttamente.',
} as const;

/** The API refuses longer passwords (argon2 input bound); the forms say so first. */
export const PASSWORD_MAX_LENGTH = 256;
