export const supportBody = {
  type: 'object',
  required: ['name', 'email', 'note'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 128 },
    email: { type: 'string', minLength: 1, maxLength: 254, format: 'email' },
    note: { type: 'string', minLength: 1, maxLength: 2000 },
  },
} as const;
