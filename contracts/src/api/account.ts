/** Bodies and answers of the account pages (sign-up, forgot/reset password, unlock, change password). */
import { LOGIN_MAX_LENGTH, SIGN_UP_LIMITS } from '../account.ts';
import { PASSWORD_MAX_LENGTH } from '../messages.ts';
import { Nullable, Type, type Static } from './schema.ts';
import { endpoint } from './endpoint.ts';
import { NullContext } from './schema.ts';

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
/** Who asks to sign up, for which company: the body less the tenant it is addressed to. */
export type SignUpApplicant = Omit<SignUpBody, 'tenantName'>;

export const ForgotPasswordBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: LOGIN_MAX_LENGTH, description: 'Login, oppure login@tenant' }),
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
  {
    /** Required unless the password has expired (the sign-in that led here proved it). */
    currentPassword: Type.Optional(Password()),
    password: Password(),
    passwordConfirm: Password(),
  },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** What the reset page needs to know of a link before asking for the new password. */
export const ResetTokenAnswer = Type.Object({ pwdMinLength: Type.Integer(), pwdNumDiff: Type.Integer() });
export type ResetTokenAnswer = Static<typeof ResetTokenAnswer>;

/** Every account endpoint: the one declaration the API registers and the clients call. */
export const accountEndpoints = {
  postAuthSignUp: endpoint({
    method: 'POST',
    path: '/api/auth/sign-up',
    access: 'public',
    tags: ['autenticazione'],
    summary: 'Richiesta di registrazione di un nuovo account aziendale',
    description:
      'Registra una richiesta che il back office approva: nessun utente è creato finché non è approvata. ' +
      'La risposta è la stessa anche se il nome utente esiste già.',
    body: SignUpBody,
    response: NullContext,
  }),
  postAuthForgotPassword: endpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'public',
    tags: ['autenticazione'],
    summary: 'Invia per email il collegamento per reimpostare la password',
    description: "Il collegamento vale un'ora e una sola volta. La risposta è la stessa se l'account non esiste.",
    body: ForgotPasswordBody,
    response: NullContext,
  }),
  getAuthResetPasswordByToken: endpoint({
    method: 'GET',
    path: '/api/auth/reset-password/:token',
    access: 'public',
    tags: ['autenticazione'],
    summary: 'Controlla un collegamento di reimpostazione e dà la politica password del suo utente',
    params: TokenParams,
    response: ResetTokenAnswer,
  }),
  postAuthResetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    tags: ['autenticazione'],
    summary: 'Reimposta la password con il collegamento ricevuto per email',
    description:
      'Stessa politica del cambio password (lunghezza minima, ultime password non riutilizzabili). ' +
      "Sblocca l'account e chiude tutte le sessioni aperte.",
    body: ResetPasswordBody,
    response: NullContext,
  }),
  postAuthUnlockAccount: endpoint({
    method: 'POST',
    path: '/api/auth/unlock-account',
    access: 'public',
    tags: ['autenticazione'],
    summary: "Sblocca l'account con il collegamento ricevuto per email",
    description: 'Il collegamento vale 24 ore e una sola volta.',
    body: UnlockAccountBody,
    response: NullContext,
  }),
  postMePassword: endpoint({
    method: 'POST',
    path: '/api/me/password',
    access: 'user',
    tags: ['autenticazione'],
    summary: 'Cambio password della utenza collegata',
    description:
      'Regole della utenza: lunghezza minima pwdMinLength; non può essere uguale alle ultime pwdNumDiff ' +
      'password (compresa quella attuale); la validità (passwordDurationDays) riparte dal cambio. ' +
      'currentPassword, la password attuale, è obbligatoria salvo che la password sia scaduta.',
    body: ChangePasswordBody,
    response: NullContext,
  }),
};
