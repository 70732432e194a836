import { tenantConfig } from './tenants.ts';

export const signInBody = {
  type: 'object',
  required: ['username', 'password'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 128, description: 'Login, oppure login@tenant' },
    password: { type: 'string', minLength: 1, maxLength: 256 },
    tenantName: { type: ['string', 'null'], maxLength: 32, description: 'Prevale sul suffisso @tenant' },
  },
} as const;

export const tokenAnswer = {
  type: 'object',
  required: ['accessToken', 'expiresIn'],
  properties: {
    accessToken: { type: 'string' },
    expiresIn: { type: 'integer', description: 'Validità del token di accesso, in secondi' },
  },
} as const;

export const me = {
  type: 'object',
  required: ['id', 'login', 'name', 'lastName', 'email', 'clientId', 'clientName', 'tenant', 'permissions'],
  properties: {
    id: { type: 'integer' },
    login: { type: 'string' },
    name: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string' },
    clientId: { type: 'integer' },
    clientName: { type: 'string' },
    tenant: tenantConfig,
    permissions: { type: 'array', items: { type: 'string' } },
    pwdMinLength: { type: 'integer' },
    pwdNumDiff: { type: 'integer' },
    passwordDurationDays: { type: 'integer' },
    passwordExpired: {
      type: 'boolean',
      description:
        'La password è scaduta (passwordDurationDays): finché non viene cambiata la sessione può solo leggere ' +
        "l'utente e cambiare la password; ogni altra chiamata risponde 403 con context.reason " +
        "'password-expired'. Il client porta a /change-password.",
    },
    impersonator: {
      type: ['object', 'null'],
      description: "L'amministratore che agisce come questo utente, durante l'impersonificazione",
      properties: {
        id: { type: 'integer' },
        login: { type: 'string' },
        name: { type: 'string' },
        lastName: { type: 'string' },
      },
    },
  },
} as const;
