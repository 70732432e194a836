/** Impersonation ('Mutaforma', spec 000 §2.4): the accounts one may act as, and the start. */
import { Type, type Static } from './schema.ts';

export const ImpersonationAccount = Type.Object({
  clientId: Type.Integer(),
  clientName: Type.String(),
  users: Type.Array(
    Type.Object({
      login: Type.String(),
      firstname: Type.String(),
      surname: Type.String(),
      isMaster: Type.Boolean(),
    }),
  ),
});
export type ImpersonationAccount = Static<typeof ImpersonationAccount>;

export const StartImpersonationBody = Type.Object(
  { login: Type.String({ minLength: 1, maxLength: 128, description: 'Login, anche nella forma login@tenant' }) },
  { additionalProperties: false },
);
