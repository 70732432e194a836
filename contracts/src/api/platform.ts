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

export const ReleaseBody = Type.Object(
  { version: Type.String({ pattern: VERSION_PATTERN, maxLength: 64 }) },
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
});
export type Release = Static<typeof Release>;
