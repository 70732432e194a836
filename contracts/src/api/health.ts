/** The health endpoints. */
import { endpoint } from './endpoint.ts';

/** Every health endpoint: the one declaration the API registers and the clients call. */
export const healthEndpoints = {
  getHealth: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tags: ['piattaforma'],
    summary: 'Stato del servizio',
    response: {
      type: 'object',
      required: ['status'],
      properties: { status: { type: 'string', const: 'ok' } },
    },
  }),
};
