/** Help-center support request (spec 001 §9). */
import { SUPPORT_LIMITS } from '../account.ts';
import { Type, type Static } from './schema.ts';

export const SupportBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: SUPPORT_LIMITS.name }),
    email: Type.String({ minLength: 1, maxLength: SUPPORT_LIMITS.email, format: 'email' }),
    note: Type.String({ minLength: 1, maxLength: SUPPORT_LIMITS.note }),
  },
  { additionalProperties: false },
);
export type SupportBody = Static<typeof SupportBody>;
