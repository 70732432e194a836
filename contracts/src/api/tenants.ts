/** Tenant configuration (spec 000 §2.2): the palette and title of a tenant's portal. */
import { PALETTES } from '../tenants.ts';
import { Type, StringEnum, type Static } from './schema.ts';
import { endpoint } from './endpoint.ts';

export const TenantConfig = Type.Object({
  instanceCode: Type.String(),
  name: Type.String({ description: 'Codice del tenant (valore di TenantId)' }),
  descr: Type.String(),
  palette: StringEnum(PALETTES),
  preProduction: Type.Boolean({ description: 'Ambiente di pre-produzione: la barra in alto prende il suo colore' }),
});
export type TenantConfig = Static<typeof TenantConfig>;

export const TenantParams = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 32 }) },
  { additionalProperties: false },
);

/** Every tenants endpoint: the one declaration the API registers and the clients call. */
export const tenantsEndpoints = {
  getTenantsDefault: endpoint({
    method: 'GET',
    path: '/api/tenants/default',
    access: 'public',
    tags: ['tenant'],
    summary: 'Configurazione del tenant predefinito',
    response: TenantConfig,
  }),
  getTenantsByName: endpoint({
    method: 'GET',
    path: '/api/tenants/:name',
    access: 'public',
    tags: ['tenant'],
    summary: 'Configurazione di un tenant (nome, descrizione, tavolozza)',
    params: TenantParams,
    response: TenantConfig,
  }),
};
