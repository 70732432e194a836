import { answer, route } from '../../http/endpoint-route.ts';
import { accountEndpoints } from '@portal/contracts/api/account';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { issueAccountToken } from './account-tokens-repository.ts';
import { markSignUpRequestMailed } from './sign-up-requests-repository.ts';
import { findTenantById, findTenantByCode, type Tenant } from '../tenants/reads.ts';
import { findUserForSignIn } from '../users/reads.ts';
import { envelope } from '../../errors.ts';
import {
  activationMail,
  resetPasswordMail,
  signUpReceivedMail,
  signUpRequestMail,
  unlockAccountMail,
} from '../../mail/account-mails.ts';
import { createMailer, type Mail, type Mailer } from '../../mail/mailer.ts';
import { MAILS_PER_RECIPIENT, limitPerRecipient } from '../../mail/recipient-limit.ts';
import { attemptCounter } from '../../auth/attempt-counter.ts';
import {
  ACCOUNT_MESSAGES,
  recordSignUpRequest,
  resetLinkPolicy,
  resetPassword,
  signUpRequest,
  unlockAccount,
  type AccountOwner,
} from '../../services/account-service.ts';
import { accountKey, resolveAccount } from './resolve-account.ts';

export const RESET_TOKEN_TTL_SECONDS = 3600;
export const UNLOCK_TOKEN_TTL_SECONDS = 24 * 3600;
export const ACTIVATION_TOKEN_TTL_SECONDS = 72 * 3600;

/** Routes that send mail on anyone's request get a tighter limit per client address. */
const MAILING_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

/**
 * Where mailed links point: one of the configured addresses (PUBLIC_URL), the one the browser's
 * page came from when it is among them, else the first. Never a host the request names: with
 * `Host: evil.example` a reset link would hand the token to that host.
 */
export function portalOrigin(request: FastifyRequest, publicUrls: readonly string[]): string {
  const origin = request.headers.origin;
  return typeof origin === 'string' && publicUrls.includes(origin) ? origin : publicUrls[0];
}

/** `mario` in the default tenant, `mario@beta` elsewhere: what the user types to sign in. */
function signInName(login: string, tenant: Tenant, defaultTenant: string): string {
  return tenant.code === defaultTenant ? login : `${login}@${tenant.code}`;
}

/** A failed mail is logged, never shown: the answer must not depend on it. */
async function sendQuietly(mailer: Mailer, request: FastifyRequest, mail: Mail, what: string): Promise<boolean> {
  try {
    await mailer.send(mail);
    return true;
  } catch (error) {
    request.log.error({ err: error, what }, 'account mail not sent');
    return false;
  }
}

/** Mails a fresh unlock link to a user the sign-in route has just locked. */
export async function sendUnlockMail(
  app: FastifyInstance,
  mailer: Mailer,
  request: FastifyRequest,
  tenant: Tenant,
  user: { id: number; login: string; name: string; email: string },
): Promise<void> {
  const token = await issueAccountToken(app.db, {
    tenantId: tenant.id,
    userId: user.id,
    purpose: 'unlock',
    ttlSeconds: UNLOCK_TOKEN_TTL_SECONDS,
  });
  const link = `${portalOrigin(request, app.config.publicUrls)}/unlock-account/${token}`;
  await sendQuietly(
    mailer,
    request,
    unlockAccountMail(
      { email: user.email, name: user.name, login: signInName(user.login, tenant, app.config.defaultTenant) },
      app.config.mailFrom,
      link,
      UNLOCK_TOKEN_TTL_SECONDS / 3600,
    ),
    'unlock',
  );
}

/**
 * Mails a user the back office created the link to choose a first password (the reset-link
 * flow, valid longer). True when the mail went.
 */
export async function sendActivationMail(
  app: FastifyInstance,
  mailer: Mailer,
  request: FastifyRequest,
  tenant: Tenant,
  user: { id: number; login: string; name: string; email: string },
): Promise<boolean> {
  const token = await issueAccountToken(app.db, {
    tenantId: tenant.id,
    userId: user.id,
    purpose: 'reset',
    ttlSeconds: ACTIVATION_TOKEN_TTL_SECONDS,
  });
  const link = `${portalOrigin(request, app.config.publicUrls)}/reset-password/${token}`;
  return sendQuietly(
    mailer,
    request,
    activationMail(
      { email: user.email, name: user.name, login: signInName(user.login, tenant, app.config.defaultTenant) },
      app.config.mailFrom,
      link,
      ACTIVATION_TOKEN_TTL_SECONDS / 3600,
    ),
    'activation',
  );
}

/** One mailer for the account routes (SMTP or the outbox folder), a few mails per recipient an hour. */
export function accountMailer(app: FastifyInstance): Mailer {
  return limitPerRecipient(
    createMailer({ smtpUrl: app.config.smtpUrl, outboxDir: app.config.outboxDir, log: app.log }),
    attemptCounter(
      app.db,
      `${app.config.counterNamespace}mail-recipient`,
      MAILS_PER_RECIPIENT.max,
      MAILS_PER_RECIPIENT.windowMs,
    ),
  );
}

const account: FastifyPluginAsyncTypebox<{ mailer: Mailer }> = async (app, { mailer }) => {
  const { mailFrom, supportMailTo, defaultTenant, publicUrls } = app.config;

  /** A new password or an unlock lets the account try signing in again at once. */
  async function forgetFailedSignIns(owner: AccountOwner | null) {
    const tenant = owner && (await findTenantById(app.db, owner.tenantId));
    if (owner && tenant) await app.signInLimiter.reset(accountKey(tenant.code, owner.login));
  }

  route(
    app,
    accountEndpoints.postAuthSignUp,
    async (request) => {
      const fields = signUpRequest(request.body);
      const tenant = await findTenantByCode(app.db, request.body.tenantName?.trim() || defaultTenant);
      // An unknown tenant gets the same answer; there is nobody to review the request.
      if (!tenant) return envelope(null, ACCOUNT_MESSAGES.signUpSent);
      const id = await recordSignUpRequest(app.db, tenant.id, fields, request.ip);
      const details = { id, tenant: tenant.code, ...fields };
      const toBackOffice = await sendQuietly(
        mailer,
        request,
        signUpRequestMail(details, supportMailTo, mailFrom),
        'sign-up',
      );
      await sendQuietly(mailer, request, signUpReceivedMail(details, mailFrom), 'sign-up-received');
      if (toBackOffice) await markSignUpRequestMailed(app.db, tenant.id, id);
      return envelope(null, ACCOUNT_MESSAGES.signUpSent);
    },
    { config: { rateLimit: MAILING_RATE_LIMIT } },
  );

  answer(
    app,
    accountEndpoints.postAuthForgotPassword,
    async (request, { db }) => {
      const { login, tenantCode } = await resolveAccount(db, defaultTenant, request.body);
      const tenant = await findTenantByCode(db, tenantCode);
      const user = tenant ? await findUserForSignIn(db, tenant.id, login) : null;
      if (tenant && user && user.blocked === 'N' && user.recoveryPassword === 'S' && user.email) {
        const token = await issueAccountToken(db, {
          tenantId: tenant.id,
          userId: user.id,
          purpose: 'reset',
          ttlSeconds: RESET_TOKEN_TTL_SECONDS,
        });
        const link = `${portalOrigin(request, publicUrls)}/reset-password/${token}`;
        await sendQuietly(
          mailer,
          request,
          resetPasswordMail(
            { email: user.email, name: user.name, login: signInName(user.login, tenant, defaultTenant) },
            mailFrom,
            link,
            RESET_TOKEN_TTL_SECONDS / 3600,
          ),
          'reset',
        );
      }
    },
    { config: { rateLimit: MAILING_RATE_LIMIT }, message: ACCOUNT_MESSAGES.forgotSent },
  );

  answer(app, accountEndpoints.getAuthResetPasswordByToken, (request, { db }) =>
    resetLinkPolicy(db, request.params.token),
  );

  answer(
    app,
    accountEndpoints.postAuthResetPassword,
    async (request, { db }) => {
      await forgetFailedSignIns(await resetPassword(db, request.body, request.ip));
    },
    { message: ACCOUNT_MESSAGES.passwordReset },
  );

  answer(
    app,
    accountEndpoints.postAuthUnlockAccount,
    async (request, { db }) => {
      await forgetFailedSignIns(await unlockAccount(db, request.body.token, request.ip));
    },
    { message: ACCOUNT_MESSAGES.unlocked },
  );
};

export default account;
