/**
 * The rules of one's own account (spec 000 §2.1, §2.9, §5, §7): a new password under the
 * user's policy, the single-use mailed links that reset a password or unlock an account, and
 * what a sign-up request must hold. Returns results or throws domain errors; the SQL is the
 * data modules', the mails and cookies the routes'.
 */
import type {
  ChangePasswordBody,
  ResetPasswordBody,
  ResetTokenAnswer,
  SignUpBody,
  SignUpApplicant,
} from '@portal/contracts/api/account';
import { MESSAGES, PASSWORD_MESSAGES } from '@portal/contracts/messages';
import {
  checkNewPassword,
  hashPassword,
  matchesAnyHash,
  reusedPasswordMessage,
  verifyPassword,
} from '../../auth/passwords.ts';
import { weakPasswordMessage } from '../../auth/password-strength.ts';
import { findAccountTokenOwner, spendAccountToken } from './reads.ts';
import { writeAudit } from '../permission-management/reads.ts';
import { insertSignUpRequest } from './reads.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import {
  findPasswordPolicyUser,
  recentPasswordHashes,
  replacePassword,
  unlockUser,
  type PasswordPolicyUser,
} from '../users/reads.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { forbidden, invalid, unauthenticated } from '../../domain-error.ts';
import { partitaIvaError } from '../../italian/partita-iva.ts';
import type { Caller } from '../../plugins/tenant.ts';
import { requiredTexts } from '../../text-rules.ts';

export const ACCOUNT_MESSAGES = {
  signUpSent: "Richiesta di registrazione inviata. Riceverai un'email quando il tuo account sarà attivato.",
  forgotSent: "Se l'account esiste, riceverai un'email con il collegamento per reimpostare la password.",
  badLink: 'Il collegamento non è valido o è scaduto. Richiedine uno nuovo.',
  passwordReset: 'Password reimpostata. Ora puoi accedere con la nuova password.',
  unlocked: 'Account sbloccato. Ora puoi accedere con le tue credenziali.',
  invalidUsername: 'Il nome utente può contenere solo lettere, numeri e i caratteri . _ -',
  impersonatingPassword: "Durante l'impersonificazione non è possibile cambiare la password dell'utente.",
  webServicesOnly:
    'Questo utente è abilitato solo ai web services e non può accedere al portale. ' +
    "Per l'accesso al portale rivolgiti all'amministratore.",
  locked:
    "Troppi tentativi di accesso non riusciti: l'account è bloccato. " +
    'Per sbloccarlo usa il collegamento che ti abbiamo inviato per email, oppure reimposta la password.',
} as const;

/** Whose account a spent link or a password change concerned: the sign-in limiter forgets it. */
export interface AccountOwner {
  tenantId: TenantId;
  login: string;
}

/**
 * A new password under its user's policy: the shape rules, then none of the last pwdNumDiff
 * passwords; returns its hash. Checked and hashed before any transaction: argon2 is slow on
 * purpose and PGlite serves one query at a time, so the transaction stays short.
 */
async function hashNewPassword(
  db: Queryable,
  tenantId: TenantId,
  user: PasswordPolicyUser,
  password: string,
  passwordConfirm: string,
): Promise<string> {
  const problem = checkNewPassword(password, passwordConfirm, user.pwdMinLength);
  if (problem) throw invalid(problem.message, problem.field);
  const weak = weakPasswordMessage(password, user);
  if (weak) throw invalid(weak, 'password');
  const recent = await recentPasswordHashes(db, tenantId, user, user.pwdNumDiff);
  if (await matchesAnyHash(recent, password)) throw invalid(reusedPasswordMessage(user.pwdNumDiff), 'password');
  return hashPassword(password);
}

/** The signed-in user's own password; an acting admin must not set one the user does not know. */
export async function changeOwnPassword(db: Database, who: Caller, body: ChangePasswordBody, ip: string) {
  if (who.act) throw forbidden(ACCOUNT_MESSAGES.impersonatingPassword);
  const user = await findPasswordPolicyUser(db, who.tenantId, who.userId);
  if (!user) throw unauthenticated(MESSAGES.authRequired);
  // Whoever holds a session must also know the password to change it (an unattended session is
  // not enough); an expired one was just proved at sign-in.
  if (!user.passwordExpired) {
    if (!body.currentPassword) throw invalid(PASSWORD_MESSAGES.currentRequired, 'currentPassword');
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, body.currentPassword))) {
      await writeAudit(db, {
        tenantId: who.tenantId,
        userId: user.id,
        action: 'password-change-refused',
        details: { ip, reason: 'current-password' },
      });
      throw invalid(PASSWORD_MESSAGES.currentWrong, 'currentPassword');
    }
  }
  const passwordHash = await hashNewPassword(db, who.tenantId, user, body.password, body.passwordConfirm);
  await db.transaction(async (tx) => {
    // Every other session ends: whoever knew the old password is signed out everywhere else.
    await replacePassword(tx, who.tenantId, user.id, passwordHash, {
      endSessions: who.sessionId ? { except: who.sessionId } : 'all',
    });
    await writeAudit(tx, { tenantId: who.tenantId, userId: user.id, action: 'password-changed', details: { ip } });
  });
  return PASSWORD_MESSAGES.changed;
}

/** The policy the reset page shows, if the link would be accepted now. */
export async function resetLinkPolicy(db: Queryable, token: string): Promise<ResetTokenAnswer> {
  const owner = await findAccountTokenOwner(db, token, 'reset');
  const user = owner ? await findPasswordPolicyUser(db, owner.tenantId, owner.userId) : null;
  if (!user) throw invalid(ACCOUNT_MESSAGES.badLink);
  return { pwdMinLength: user.pwdMinLength, pwdNumDiff: user.pwdNumDiff };
}

/**
 * A new password by mailed link: the change-password policy, the account unlocked and every
 * session ended. A refused password leaves the link usable; the link is spent inside the
 * transaction, so of two concurrent uses only one passes.
 */
export async function resetPassword(db: Database, body: ResetPasswordBody, ip: string): Promise<AccountOwner> {
  const owner = await findAccountTokenOwner(db, body.token, 'reset');
  const user = owner ? await findPasswordPolicyUser(db, owner.tenantId, owner.userId) : null;
  if (!owner || !user) throw invalid(ACCOUNT_MESSAGES.badLink);
  const passwordHash = await hashNewPassword(db, owner.tenantId, user, body.password, body.passwordConfirm);
  return db.transaction(async (tx) => {
    const spent = await spendAccountToken(tx, body.token, 'reset');
    if (!spent || spent.userId !== user.id) throw invalid(ACCOUNT_MESSAGES.badLink);
    await replacePassword(tx, spent.tenantId, user.id, passwordHash, { endSessions: 'all' });
    await writeAudit(tx, { tenantId: spent.tenantId, userId: user.id, action: 'password-reset', details: { ip } });
    return { tenantId: spent.tenantId, login: user.login };
  });
}

/** Unlocks the account of a mailed unlock link (24 hours, once). */
export async function unlockAccount(db: Database, token: string, ip: string): Promise<AccountOwner | null> {
  return db.transaction(async (tx) => {
    const owner = await spendAccountToken(tx, token, 'unlock');
    if (!owner) throw invalid(ACCOUNT_MESSAGES.badLink);
    await unlockUser(tx, owner.tenantId, owner.userId);
    await writeAudit(tx, {
      tenantId: owner.tenantId,
      userId: owner.userId,
      action: 'account-unlocked',
      details: { ip },
    });
    const user = await findPasswordPolicyUser(tx, owner.tenantId, owner.userId);
    return user ? { tenantId: owner.tenantId, login: user.login } : null;
  });
}

/** A sign-up request's fields, trimmed and checked: all required, a valid partita IVA, a plain username. */
export function signUpRequest(body: SignUpBody): SignUpApplicant {
  const fields = requiredTexts({
    companyName: body.companyName,
    partitaIva: body.partitaIva,
    name: body.name,
    lastName: body.lastName,
    email: body.email,
    username: body.username,
  });
  const partitaIvaProblem = partitaIvaError(fields.partitaIva);
  if (partitaIvaProblem) throw invalid(partitaIvaProblem, 'partitaIva');
  if (!/^[A-Za-z0-9._-]+$/.test(fields.username)) throw invalid(ACCOUNT_MESSAGES.invalidUsername, 'username');
  return fields;
}

/** Records a checked sign-up request for the back office, with its audit line, in one transaction. */
export async function recordSignUpRequest(
  db: Database,
  tenantId: TenantId,
  request: SignUpApplicant,
  ip: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await insertSignUpRequest(tx, tenantId, request);
    await writeAudit(tx, {
      tenantId,
      userId: null,
      action: 'sign-up-request',
      details: { ip, requestId: id, username: request.username },
    });
    return id;
  });
}
