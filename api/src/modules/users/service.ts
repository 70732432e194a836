/**
 * The rules of user administration (spec 002 §2.15, §4, §5): a login unique in the tenant
 * (the sign-in finds users by tenant and login) and locked after creation, the client and its
 * price-list profiles (one required when the client has any), at least one profile of the
 * tenant, the optimistic lock. A new user has no password: the activation mail sets it.
 * Blocking a user ends their sessions at once. Every save is audited with what changed.
 */
import type { NewUserInput, Profile, UserDetail, UserInput } from '@portal/contracts/api/users';
import { CATALOGUE_MESSAGES, MESSAGES, PERMISSION_MESSAGES, USER_MESSAGES } from '@portal/contracts/messages';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { LOGIN_PATTERN } from '@portal/contracts/users';
import { pgCode, stale } from '../../catalogue-rules.ts';
import { writeAudit } from '../permission-management/reads.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict, forbidden, invalid, notFound } from '../../domain-error.ts';
import type { Caller } from '../../plugins/tenant.ts';
import { clientExists } from '../clients/reads.ts';
import { countActiveHolders, lockTenantPermissions } from '../permission-management/reads.ts';
import { assertMayActOn, whyNotActOn } from '../../auth/authority-rules.ts';
import {
  clientPriceLists,
  countTenantProfiles,
  findUserDetail,
  insertProfile,
  insertUser,
  isLoginFree,
  listProfiles,
  revokeUserSessions,
  setUserProfiles,
  updateUserVersion,
  userVersion,
  type UserValues,
} from './repository.ts';
import { optionalText, requiredTexts } from '../../text-rules.ts';
import { findTenantById } from '../tenants/reads.ts';
import { mailAccountLink, sendQuietly, type AccountMailing } from '../auth/service.ts';

const loginTaken = () => conflict(USER_MESSAGES.loginTaken, { field: 'login' });

export async function getUser(db: Queryable, tenantId: TenantId, id: number): Promise<UserDetail> {
  const user = await findUserDetail(db, tenantId, id);
  if (!user) throw notFound(USER_MESSAGES.userNotFound);
  return user;
}

/** The user as `who` sees it: with the reason, if any, why `who` may not change it (the form is read-only then). */
export async function getUserFor(db: Queryable, who: Caller, id: number): Promise<UserDetail> {
  const user = await getUser(db, who.tenantId, id);
  return { ...user, readOnlyReason: await whyNotActOn(db, who, id) };
}

export async function priceListsOfClient(db: Queryable, tenantId: TenantId, clientId: number) {
  if (!(await clientExists(db, tenantId, clientId))) throw notFound(USER_MESSAGES.clientNotFound);
  return clientPriceLists(db, tenantId, clientId);
}

function checkedLogin(login: string): string {
  const trimmed = login.trim();
  if (!trimmed) throw invalid(`${MESSAGES.required}: "login"`, 'login');
  if (!LOGIN_PATTERN.test(trimmed)) throw invalid(USER_MESSAGES.loginFormat, 'login');
  return trimmed;
}

/** What both saves check: texts, the client of the tenant, its price lists, the profiles. */
async function userValues(
  db: Queryable,
  tenantId: TenantId,
  input: NewUserInput | UserInput,
): Promise<{ values: UserValues; profiles: number[] }> {
  const texts = requiredTexts({ name: input.name, lastName: input.lastName, email: input.email });
  if (!(await clientExists(db, tenantId, input.customerId))) {
    throw invalid(USER_MESSAGES.clientNotFound, 'customerId');
  }
  const priceLists = await clientPriceLists(db, tenantId, input.customerId);
  const profiloListino = optionalText(input.profiloListino);
  if (priceLists.length > 0 && profiloListino === null) {
    throw invalid(`${MESSAGES.required}: "profiloListino"`, 'profiloListino');
  }
  if (profiloListino !== null && !priceLists.some((list) => list.codice === profiloListino)) {
    throw invalid(USER_MESSAGES.priceListNotOfClient, 'profiloListino');
  }
  const profiles = [...new Set(input.profiles)];
  if (profiles.length === 0) throw invalid(USER_MESSAGES.profileRequired, 'profiles');
  if ((await countTenantProfiles(db, tenantId, profiles)) !== profiles.length) {
    throw invalid(USER_MESSAGES.profileNotFound, 'profiles');
  }
  return {
    values: {
      ...texts,
      email: texts.email.toLowerCase(),
      customerId: input.customerId,
      enablePsWs: input.enablePsWs,
      note: optionalText(input.note),
      blocked: input.blocked,
      recoveryPassword: input.recoveryPassword,
      passwordExpiredIn: input.passwordExpiredIn,
      passwordDurationDays: input.passwordDurationDays,
      pwdMinLength: input.pwdMinLength,
      pwdNumDiff: input.pwdNumDiff,
      richAbilTelemaco: input.richAbilTelemaco,
      approvazione: input.approvazione,
      mailEvasioneRichOffline: input.mailEvasioneRichOffline,
      profiloListino,
    },
    profiles,
  };
}

/** The fields whose value a save changed, before and after (the audit's record). */
function changes(before: UserDetail, after: UserDetail): Record<string, { before: unknown; after: unknown }> {
  const diff: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of Object.keys(after) as Array<keyof UserDetail>) {
    if (key === 'version' || key === 'lastAccessDate') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      diff[key] = { before: before[key], after: after[key] };
  }
  return diff;
}

const actorOf = (who: Caller) => (who.act ? Number(who.act.sub) : who.userId);

/** Creates the user without a password, and mails them the link that sets it. */
export async function createUser(mailing: AccountMailing, who: Caller, input: NewUserInput): Promise<UserDetail> {
  const user = await insertNewUser(mailing.db, who, input);
  await mailActivation(mailing, who, user);
  return user;
}

/** Mails a user who has no password yet the link that sets it, again. */
export async function resendActivation(mailing: AccountMailing, who: Caller, id: number): Promise<void> {
  const user = await getUser(mailing.db, who.tenantId, id);
  await assertMayActOn(mailing.db, who, user.id);
  if (!user.pending) throw conflict(USER_MESSAGES.alreadyActive);
  await mailActivation(mailing, who, user);
}

async function mailActivation(mailing: AccountMailing, who: Caller, user: UserDetail): Promise<void> {
  const tenant = await findTenantById(mailing.db, who.tenantId);
  if (tenant) await mailAccountLink(mailing, 'activation', tenant, user);
}

async function insertNewUser(db: Database, who: Caller, input: NewUserInput): Promise<UserDetail> {
  const login = checkedLogin(input.login);
  const { values, profiles } = await userValues(db, who.tenantId, input);
  if (!(await isLoginFree(db, who.tenantId, login))) throw loginTaken();
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const created = await insertUser(tx, who.tenantId, login, values);
      await setUserProfiles(tx, who.tenantId, created, profiles);
      await writeAudit(tx, {
        tenantId: who.tenantId,
        userId: created,
        actorId: actorOf(who),
        action: 'user-created',
        details: { login, customerId: values.customerId, profiles },
      });
      return created;
    });
  } catch (error) {
    // Another manager took the login between the check and the insert.
    if (pgCode(error) === '23505') throw loginTaken();
    throw error;
  }
  return getUser(db, who.tenantId, id);
}

/**
 * Saves over the version read. Nobody changes a user who holds a permission they lack; blocking
 * ends the user's sessions in the same transaction and never leaves the tenant without an
 * active permission manager.
 */
export async function updateUser(
  mailing: AccountMailing,
  who: Caller,
  id: number,
  input: UserInput,
): Promise<UserDetail> {
  const { db } = mailing;
  const before = await getUser(db, who.tenantId, id);
  await assertMayActOn(db, who, id);
  if (id === who.userId && input.blocked === 'S') throw forbidden(USER_MESSAGES.selfBlock);
  const { values, profiles } = await userValues(db, who.tenantId, input);
  const blocks = values.blocked === 'S' && before.blocked === 'N';
  await db.transaction(async (tx) => {
    // Serialised with permission saves: a block and a revocation cannot each leave "another" holder.
    if (blocks) await lockTenantPermissions(tx, who.tenantId);
    // Again inside the transaction: a permission granted to the user meanwhile counts.
    await assertMayActOn(tx, who, id);
    if (!(await updateUserVersion(tx, who.tenantId, id, input.version, values))) {
      const current = await userVersion(tx, who.tenantId, id);
      throw current === null ? notFound(USER_MESSAGES.userNotFound) : stale(current);
    }
    await setUserProfiles(tx, who.tenantId, id, profiles);
    if (blocks) {
      if ((await countActiveHolders(tx, who.tenantId, PERMISSIONS.permissionManagement)) === 0) {
        throw conflict(PERMISSION_MESSAGES.lastPermissionManager);
      }
      await revokeUserSessions(tx, id);
    }
    const after = await getUser(tx, who.tenantId, id);
    await writeAudit(tx, {
      tenantId: who.tenantId,
      userId: id,
      actorId: actorOf(who),
      action: 'user-updated',
      details: { changes: changes(before, after) },
    });
  });
  const user = await getUserFor(db, who, id);
  if (user.email !== before.email && before.email) {
    // The old address learns of the change: a takeover through the e-mail does not go unseen.
    await sendQuietly(
      mailing,
      {
        to: before.email,
        from: mailing.mailFrom,
        subject: USER_MESSAGES.emailChangedSubject,
        text: USER_MESSAGES.emailChangedText(user.name, user.login, user.email),
      },
      'email-change',
    );
  }
  return user;
}

export function profilesOf(db: Queryable, tenantId: TenantId): Promise<Profile[]> {
  return listProfiles(db, tenantId);
}

export async function createProfile(
  db: Queryable,
  tenantId: TenantId,
  input: { profileCode: string; description: string },
): Promise<Profile> {
  const texts = requiredTexts({ profileCode: input.profileCode, description: input.description });
  const profileCode = texts.profileCode.toUpperCase();
  if (!/^[A-Z0-9_-]+$/.test(profileCode)) throw invalid(CATALOGUE_MESSAGES.codeFormat, 'profileCode');
  try {
    await insertProfile(db, tenantId, { profileCode, description: texts.description });
  } catch (error) {
    if (pgCode(error) === '23505') throw conflict(USER_MESSAGES.profileCodeTaken, { field: 'profileCode' });
    throw error;
  }
  return (await listProfiles(db, tenantId)).find((profile) => profile.profileCode === profileCode)!;
}

// The module's reads, for its routes: a route imports its service only.
export { isLoginFree, listUsers } from './repository.ts';
