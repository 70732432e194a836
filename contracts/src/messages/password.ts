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
