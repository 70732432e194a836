export { accountsQuery } from './permission-management.ts';

export const impersonationAccount = {
  type: 'object',
  required: ['clientId', 'clientName', 'users'],
  properties: {
    clientId: { type: 'integer' },
    clientName: { type: 'string' },
    users: {
      type: 'array',
      items: {
        type: 'object',
        required: ['login', 'firstname', 'surname', 'isMaster'],
        properties: {
          login: { type: 'string' },
          firstname: { type: 'string' },
          surname: { type: 'string' },
          isMaster: { type: 'boolean' },
        },
      },
    },
  },
} as const;

export const startImpersonationBody = {
  type: 'object',
  required: ['login'],
  additionalProperties: false,
  properties: {
    login: { type: 'string', minLength: 1, maxLength: 128, description: 'Login, anche nella forma login@tenant' },
  },
} as const;
