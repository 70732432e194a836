import { REMOTE_APPS, VERSION_PATTERN } from '../platform/release-registry.ts';

export const remoteEntry = {
  type: 'object',
  required: ['name', 'app', 'version', 'manifestUrl'],
  properties: {
    name: { type: 'string', description: 'Nome Module Federation' },
    app: { type: 'string', enum: REMOTE_APPS },
    version: { type: 'string' },
    manifestUrl: { type: 'string', description: '{hostname} va sostituito dal browser con il proprio' },
  },
} as const;

export const appParams = {
  type: 'object',
  required: ['app'],
  additionalProperties: false,
  properties: { app: { type: 'string', enum: REMOTE_APPS } },
} as const;

export const releaseBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: { version: { type: 'string', pattern: VERSION_PATTERN, maxLength: 64 } },
} as const;

export const release = {
  type: 'object',
  required: ['id', 'app', 'version', 'createdAt', 'activatedAt', 'active', 'rolledBackAt'],
  properties: {
    id: { type: 'integer' },
    app: { type: 'string' },
    version: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    activatedAt: { type: ['string', 'null'], format: 'date-time' },
    active: { type: 'boolean' },
    rolledBackAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;
