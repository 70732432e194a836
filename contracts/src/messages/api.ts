import { REQUIRED_MESSAGE } from './required.ts';

/** Texts of the API's own answers (validation, auth, HTTP failures) and of the forms' common checks. */
export const MESSAGES = {
  internal: 'Si è verificato un errore interno. Riprova più tardi.',
  notFound: 'Risorsa non trovata',
  badRequest: 'Richiesta non valida',
  unstorableText: 'Il testo contiene caratteri non ammessi',
  invalidJson: 'Il corpo della richiesta non è un JSON valido',
  emptyBody: 'Il corpo della richiesta è vuoto',
  tooLarge: 'Richiesta troppo grande',
  unsupportedMediaType: 'Tipo di contenuto non supportato',
  methodNotAllowed: 'Metodo non consentito',
  tooManyRequests: 'Troppe richieste. Riprova tra qualche istante.',
  overloaded: 'Il servizio è momentaneamente sovraccarico. Riprova tra qualche secondo.',
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
