export const tenantConfig = {
  type: 'object',
  required: ['instanceCode', 'name', 'descr', 'palette', 'preProduction'],
  properties: {
    instanceCode: { type: 'string' },
    name: { type: 'string', description: 'Codice del tenant (valore di TenantId)' },
    descr: { type: 'string' },
    palette: { type: 'string', enum: ['default', 'brand', 'teal', 'rose', 'purple', 'amber'] },
    preProduction: { type: 'boolean' },
  },
} as const;

export const tenantParams = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: { name: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;
