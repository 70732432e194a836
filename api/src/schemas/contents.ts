const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

/** Content (spec 002 §3). */
export const content = {
  type: 'object',
  required: ['id', 'description', 'icon', 'order', 'hasProducts', 'productCount', 'version'],
  properties: {
    id: { type: 'integer' },
    description: { type: 'string' },
    icon: { type: 'string' },
    order: { type: 'integer', description: 'Ordine (sola lettura in modifica)' },
    hasProducts: { type: 'boolean' },
    productCount: { type: 'integer' },
    version: { type: 'integer' },
    contentProduct: {
      type: 'array',
      items: {
        type: 'object',
        required: ['contentId', 'productId'],
        properties: { contentId: { type: 'integer' }, productId: { type: 'integer' } },
      },
    },
  },
} as const;

export function contentInput(withId: boolean) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['description', 'icon', ...(withId ? ['id', 'version'] : [])],
    properties: {
      id,
      description: { type: 'string', minLength: 1, maxLength: 500 },
      icon: { type: 'string', minLength: 1, maxLength: 128 },
      order: { type: 'integer', description: 'Sola lettura: ignorato' },
      hasProducts: { type: 'boolean' },
      productCount: { type: 'integer' },
      contentProduct: { type: 'array' },
      version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    },
  } as const;
}

export const contentOrderInput = {
  type: 'array',
  maxItems: 500,
  items: {
    type: 'object',
    additionalProperties: true,
    required: ['id', 'order', 'version'],
    properties: {
      id,
      order: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
      version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    },
  },
} as const;

export const contentIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id },
} as const;

export const contentProductParams = {
  type: 'object',
  required: ['id', 'productId'],
  properties: { id, productId: id },
} as const;

export const productIdBody = {
  type: 'object',
  additionalProperties: false,
  required: ['productId'],
  properties: { productId: id },
} as const;
