/**
 * The account mails that carry a link (reset, activation, unlock) and the sign-up's pair: what
 * they work with, and the one way they are sent — a failed mail is logged, never shown, so no
 * answer depends on the mail server.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { activationMail, resetPasswordMail, unlockAccountMail } from '../../mail/account-mails.ts';
import { signUpReceivedMail, signUpRequestMail, type SignUpDetails } from '../../mail/account-mails.ts';
import { createMailer, type Mail, type Mailer } from '../../mail/mailer.ts';
import { MAILS_PER_RECIPIENT, limitPerRecipient } from '../../mail/recipient-limit.ts';
import { attemptCounter } from '../../auth/attempt-counter.ts';
import type { Mailing } from '../../notifications/effects.ts';
import { issueAccountToken } from './account-tokens-repository.ts';
import type { Tenant } from '../tenants/reads.ts';

/** What an account mail works with: besides the mailer, its token's database, the portal its link opens and the log. */
export interface AccountMailing extends Mailing {
  db: Database;
  /** Users of this tenant sign in by their bare login; the others add `@tenant`. */
  defaultTenant: string;
  /** The portal's address the links point at. */
  portal: string;
  log: FastifyBaseLogger;
}

/** Whom a link mail goes to. */
export interface AccountHolder {
  id: number;
  login: string;
  name: string;
  email: string;
}

/** One mailer for the account mails (SMTP or the outbox folder), a few mails per recipient an hour. */
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

/** The account mails of one request: its links open the portal the browser's page came from. */
export function accountMailing(app: FastifyInstance, mailer: Mailer, request: FastifyRequest): AccountMailing {
  const { mailFrom, defaultTenant, publicUrls } = app.config;
  return { db: app.db, mailer, mailFrom, defaultTenant, portal: portalOrigin(request, publicUrls), log: request.log };
}

/**
 * Where mailed links point: one of the configured addresses (PUBLIC_URL), the one the browser's
 * page came from when it is among them, else the first. Never a host the request names: with
 * `Host: evil.example` a reset link would hand the token to that host.
 */
export function portalOrigin(request: FastifyRequest, publicUrls: readonly string[]): string {
  const origin = request.headers.origin;
  return typeof origin === 'string' && publicUrls.includes(origin) ? origin : publicUrls[0];
}

/** The mails that carry a one-time link: its token's purpose and life, the page it opens, the text. */
export const ACCOUNT_LINKS = {
  reset: { purpose: 'reset', ttlSeconds: 3600, page: 'reset-password', mail: resetPasswordMail },
  // An activation is the reset-link flow, valid longer: a new user may not read the mail at once.
  activation: { purpose: 'reset', ttlSeconds: 72 * 3600, page: 'reset-password', mail: activationMail },
  unlock: { purpose: 'unlock', ttlSeconds: 24 * 3600, page: 'unlock-account', mail: unlockAccountMail },
} as const;

/** Issues a fresh link of the kind and mails it to the holder. True when the mail went. */
export async function mailAccountLink(
  deps: AccountMailing,
  kind: keyof typeof ACCOUNT_LINKS,
  tenant: Tenant,
  holder: AccountHolder,
): Promise<boolean> {
  const { purpose, ttlSeconds, page, mail } = ACCOUNT_LINKS[kind];
  const token = await issueAccountToken(deps.db, { tenantId: tenant.id, userId: holder.id, purpose, ttlSeconds });
  const login = tenant.code === deps.defaultTenant ? holder.login : `${holder.login}@${tenant.code}`;
  const to = { email: holder.email, name: holder.name, login };
  return sendQuietly(deps, mail(to, deps.mailFrom, `${deps.portal}/${page}/${token}`, ttlSeconds / 3600), kind);
}

/**
 * A sign-up request goes to the back office (`supportMailTo`) and its receipt to the applicant.
 * True when the back office's copy went.
 */
export async function mailSignUp(
  deps: AccountMailing,
  supportMailTo: string,
  details: SignUpDetails,
): Promise<boolean> {
  const toBackOffice = await sendQuietly(deps, signUpRequestMail(details, supportMailTo, deps.mailFrom), 'sign-up');
  await sendQuietly(deps, signUpReceivedMail(details, deps.mailFrom), 'sign-up-received');
  return toBackOffice;
}

/** A failed mail is logged, never shown: the answer must not depend on it. */
export async function sendQuietly(deps: AccountMailing, mail: Mail, what: string): Promise<boolean> {
  try {
    await deps.mailer.send(mail);
    return true;
  } catch (error) {
    deps.log.error({ err: error, what }, 'account mail not sent');
    return false;
  }
}
