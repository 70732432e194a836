/** The change-password messages of spec 000 §5, plus the success message. */
export const PASSWORD_MESSAGES = {
  required: 'La password è obbligatoria',
  tooShort: 'La password è troppo corta',
  confirmRequired: 'La conferma della password è obbligatoria',
  mismatch: 'Le password devono coincidere',
  // OWASP ASVS 5.0 §6.2: refused by the server whatever the length.
  common: "Questa password è tra le più usate e facili da indovinare: scegline un'altra",
  repetitive: 'La password ha troppo pochi caratteri diversi: scegline una più varia',
  personal: 'La password non può contenere il nome utente, il nome o il cognome',
  changed: 'Password aggiornata correttamente.',
  currentRequired: 'Inserisci la password attuale',
  currentWrong: 'La password attuale non è corretta',
} as const;

/** The API refuses longer passwords (argon2 input bound); the forms say so first. */
export const PASSWORD_MAX_LENGTH = 256;
