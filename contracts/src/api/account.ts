/** Bodies and answers of the account pages (sign-up, forgot/reset password, unlock, change password). */
import { SIGN_UP_LIMITS } from '../account.ts';
import { PASSWORD_MAX_LENGTH } from '../messages.ts';
import { Nullable, Type, type Static } from './schema.ts';

const Password = () => Type.String({ maxLength: PASSWORD_MAX_LENGTH });
// Tokens are 43 characters; anything else is simply unknown, up to a sane length.
const Token = () => Type.String({ minLength: 1, maxLength: 128, description: 'Il token ricevuto per email' });
const TenantName = () =>
  Type.Optional(
    Nullable(Type.String({ maxLength: 32 }), { description: 'Tenant della pagina; assente: quello predefinito' }),
  );

export const SignUpBody = Type.Object(
  {
    companyName: Type.String({ minLength: 1, maxLength: SIGN_UP_LIMITS.companyName, description: 'Ragione sociale' }),
    partitaIva: Type.String({
      minLength: 1,
      maxLength: SIGN_UP_LIMITS.partitaIva,
      description: 'Partita IVA (11 cifre)',
    }),
    name: Type.String({ minLength: 1, maxLength: SIGN_UP_LIMITS.name }),
    lastName: Type.String({ minLength: 1, maxLength: SIGN_UP_LIMITS.lastName, description: 'Cognome' }),
    email: Type.String({ minLength: 1, maxLength: SIGN_UP_LIMITS.email, format: 'email' }),
    username: Type.String({
      minLength: SIGN_UP_LIMITS.usernameMin,
      maxLength: SIGN_UP_LIMITS.username,
      description: 'Nome utente richiesto',
    }),
    tenantName: TenantName(),
  },
  { additionalProperties: false },
);
export type SignUpBody = Static<typeof SignUpBody>;

export const ForgotPasswordBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 128, description: 'Login, oppure login@tenant' }),
    tenantName: Type.Optional(Nullable(Type.String({ maxLength: 32 }))),
  },
  { additionalProperties: false },
);
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

export const ResetPasswordBody = Type.Object(
  { token: Token(), password: Password(), passwordConfirm: Password() },
  { additionalProperties: false },
);
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const TokenParams = Type.Object({ token: Token() }, { additionalProperties: false });

export const UnlockAccountBody = Type.Object({ token: Token() }, { additionalProperties: false });

export const ChangePasswordBody = Type.Object(
  { password: Password(), passwordConfirm: Password() },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** What the reset page needs to know of a link before asking for the new password. */
export const ResetTokenAnswer = Type.Object({ pwdMinLength: Type.Integer(), pwdNumDiff: Type.Integer() });
export type ResetTokenAnswer = Static<typeof ResetTokenAnswer>;
