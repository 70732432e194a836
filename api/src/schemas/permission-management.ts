export const permissionUser = {
  type: 'object',
  required: ['userId', 'name', 'lastName', 'email', 'login', 'clientId', 'clientName', 'tenantCode', 'permissions'],
  properties: {
    userId: { type: 'integer' },
    name: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string' },
    login: { type: 'string' },
    clientId: { type: 'integer' },
    clientName: { type: 'string' },
    tenantCode: { type: 'string' },
    permissions: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const account = {
  type: 'object',
  required: ['clientId', 'clientName', 'customerCode'],
  properties: {
    clientId: { type: 'integer' },
    clientName: { type: 'string' },
    customerCode: { type: 'string' },
  },
} as const;

export const accountsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { search: { type: 'string', maxLength: 200, default: '' } },
} as const;
