/** Help-center support request (spec 001 §9). */
import { SUPPORT_LIMITS } from '../account.ts';
import { Type, type Static } from './schema.ts';
import { endpoint } from './endpoint.ts';
import { NullContext } from './schema.ts';

export const SupportBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: SUPPORT_LIMITS.name }),
    email: Type.String({ minLength: 1, maxLength: SUPPORT_LIMITS.email, format: 'email' }),
    note: Type.String({ minLength: 1, maxLength: SUPPORT_LIMITS.note }),
  },
  { additionalProperties: false },
);
export type SupportBody = Static<typeof SupportBody>;

/** Every help-center endpoint: the one declaration the API registers and the clients call. */
export const helpCenterEndpoints = {
  postHelpCenterContactSupport: endpoint({
    method: 'POST',
    path: '/api/help-center/contact/support',
    access: 'user',
    tags: ['centro assistenza'],
    summary: "Invia una richiesta all'assistenza",
    body: SupportBody,
    response: NullContext,
  }),
};
