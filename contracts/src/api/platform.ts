/** The remote registry (platform, not in the spec): which version of each remote is live. */
import { REMOTE_APPS, VERSION_PATTERN } from '../platform.ts';
import { DateTime, Nullable, StringEnum, Type, type Static } from './schema.ts';
import { endpoint } from './endpoint.ts';

export const RemoteEntry = Type.Object({
  name: Type.String({ description: 'Nome Module Federation' }),
  app: StringEnum(REMOTE_APPS),
  version: Type.String(),
  manifestUrl: Type.String({ description: '{hostname} va sostituito dal browser con il proprio' }),
});
export type RemoteEntry = Static<typeof RemoteEntry>;

export const AppParams = Type.Object({ app: StringEnum(REMOTE_APPS) }, { additionalProperties: false });

/** Who sees a canary release: named users (`login@tenant`), or a share of one tenant's users. */
export const CanaryTarget = Type.Object(
  {
    users: Type.Optional(
      Type.Array(Type.String({ pattern: '^[^@\\s]{1,64}@[a-z0-9-]{1,32}$', maxLength: 100 }), { maxItems: 200 }),
    ),
    tenant: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,32}$' })),
    percent: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type CanaryTarget = Static<typeof CanaryTarget>;

export const ReleaseBody = Type.Object(
  {
    version: Type.String({ pattern: VERSION_PATTERN, maxLength: 64 }),
    canary: Type.Optional(CanaryTarget),
  },
  { additionalProperties: false },
);

export const Release = Type.Object({
  id: Type.Integer(),
  app: Type.String(),
  version: Type.String(),
  createdAt: DateTime(),
  activatedAt: Nullable(DateTime()),
  active: Type.Boolean(),
  rolledBackAt: Nullable(DateTime()),
  contractVersion: Nullable(Type.Integer({ description: 'Versione del contratto di ./contribution' })),
  canary: Nullable(
    Type.Object({
      users: Type.Array(Type.String()),
      tenant: Nullable(Type.String()),
      percent: Nullable(Type.Integer()),
    }),
  ),
});
export type Release = Static<typeof Release>;

/** Every platform endpoint: the one declaration the API registers and the clients call. */
export const platformEndpoints = {
  getPlatformRemotes: endpoint({
    method: 'GET',
    path: '/api/platform/remotes',
    access: 'public',
    tags: ['piattaforma'],
    summary: 'Versioni attive dei remote, con il manifest da caricare',
    description:
      'Pubblica; con il token di un utente risponde, per i remote con un rilascio canary che lo comprende, ' +
      'la versione canary.',
    response: Type.Array(RemoteEntry),
  }),
  getPlatformRemotesReleasesByApp: endpoint({
    method: 'GET',
    path: '/api/platform/remotes/:app/releases',
    access: 'deploy',
    tags: ['piattaforma'],
    summary: 'Storico dei rilasci di un remote (dal più recente)',
    params: AppParams,
    response: Type.Array(Release),
  }),
  postPlatformRemotesReleasesByApp: endpoint({
    method: 'POST',
    path: '/api/platform/remotes/:app/releases',
    access: 'deploy',
    tags: ['piattaforma'],
    summary: 'Registra e attiva una nuova versione di un remote (per tutti, o per un canary)',
    description:
      'La versione deve essere pubblicata: il server del remote deve rispondere con il suo mf-manifest.json ' +
      '(400 "La versione … non è pubblicata" altrimenti) e il suo portal-contract.json deve avere il contratto ' +
      "dell'host (400 altrimenti). Con canary la versione vale solo per gli utenti indicati (login@tenant) " +
      'o per una percentuale degli utenti di un tenant, fino a promote o rollback.',
    params: AppParams,
    body: ReleaseBody,
    response: Release,
  }),
  postPlatformRemotesPromoteByApp: endpoint({
    method: 'POST',
    path: '/api/platform/remotes/:app/promote',
    access: 'deploy',
    tags: ['piattaforma'],
    summary: 'Rende il rilascio canary di un remote attivo per tutti',
    params: AppParams,
    response: Release,
  }),
  postPlatformRemotesRollbackByApp: endpoint({
    method: 'POST',
    path: '/api/platform/remotes/:app/rollback',
    access: 'deploy',
    tags: ['piattaforma'],
    summary: 'Riattiva la versione precedente di un remote (o chiude il canary in corso)',
    params: AppParams,
    response: Release,
  }),
};
