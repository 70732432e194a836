import { answer, route } from '../../http/endpoint-route.ts';
import { accountEndpoints } from '@portal/contracts/api/account';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { markSignUpRequestMailed } from './sign-up-requests-repository.ts';
import { findTenantById, findTenantByCode } from '../tenants/reads.ts';
import { findUserForSignIn } from '../users/reads.ts';
import { envelope } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { accountMailing, mailAccountLink, mailSignUp } from './account-mailing.ts';
import {
  ACCOUNT_MESSAGES,
  recordSignUpRequest,
  resetLinkPolicy,
  resetPassword,
  signUpRequest,
  unlockAccount,
  type AccountOwner,
} from './account-service.ts';
import { accountKey, resolveAccount } from './resolve-account.ts';

/** Routes that send mail on anyone's request get a tighter limit per client address. */
const MAILING_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

const account: FastifyPluginAsyncTypebox<{ mailer: Mailer }> = async (app, { mailer }) => {
  const { supportMailTo, defaultTenant } = app.config;
  const mailing = (request: FastifyRequest) => accountMailing(app, mailer, request);

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
      if (await mailSignUp(mailing(request), supportMailTo, details)) {
        await markSignUpRequestMailed(app.db, tenant.id, id);
      }
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
        await mailAccountLink(mailing(request), 'reset', tenant, { ...user, email: user.email });
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
