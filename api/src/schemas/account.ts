/** Bodies and answers of the account pages (sign-up, forgot/reset password, unlock, change password). */

const password = { type: 'string', maxLength: 256 } as const;
// Tokens are 43 characters; anything else is simply unknown, up to a sane length.
const token = { type: 'string', minLength: 1, maxLength: 128, description: 'Il token ricevuto per email' } as const;

export const signUpBody = {
  type: 'object',
  required: ['companyName', 'partitaIva', 'name', 'lastName', 'email', 'username'],
  additionalProperties: false,
  properties: {
    companyName: { type: 'string', minLength: 1, maxLength: 255, description: 'Ragione sociale' },
    partitaIva: { type: 'string', minLength: 1, maxLength: 11, description: 'Partita IVA (11 cifre)' },
    name: { type: 'string', minLength: 1, maxLength: 128 },
    lastName: { type: 'string', minLength: 1, maxLength: 128, description: 'Cognome' },
    email: { type: 'string', minLength: 1, maxLength: 254, format: 'email' },
    username: { type: 'string', minLength: 3, maxLength: 64, description: 'Nome utente richiesto' },
    tenantName: {
      type: ['string', 'null'],
      maxLength: 32,
      description: 'Tenant della pagina; assente: quello predefinito',
    },
  },
} as const;

export const forgotPasswordBody = {
  type: 'object',
  required: ['username'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 128, description: 'Login, oppure login@tenant' },
    tenantName: { type: ['string', 'null'], maxLength: 32 },
  },
} as const;

export const resetPasswordBody = {
  type: 'object',
  required: ['token', 'password', 'passwordConfirm'],
  additionalProperties: false,
  properties: { token, password, passwordConfirm: password },
} as const;

export const tokenParams = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token },
} as const;

export const unlockAccountBody = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token },
} as const;

export const changePasswordBody = {
  type: 'object',
  required: ['password', 'passwordConfirm'],
  additionalProperties: false,
  properties: { password, passwordConfirm: password },
} as const;

/** What the reset page needs to know of a link before asking for the new password. */
export const resetTokenAnswer = {
  type: 'object',
  required: ['pwdMinLength', 'pwdNumDiff'],
  properties: {
    pwdMinLength: { type: 'integer' },
    pwdNumDiff: { type: 'integer' },
  },
} as const;
