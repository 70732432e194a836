/** The remote registry (platform, not in the spec): which version of each remote is live. */
import { REMOTE_APPS, VERSION_PATTERN } from '../platform.ts';
import { DateTime, Nullable, StringEnum, Type, type Static } from './schema.ts';

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
