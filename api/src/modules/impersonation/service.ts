/**
 * The rules of impersonation (spec 000 §9): whom a shapeshifter may act as, and the client list
 * they pick from. Returns results or throws domain errors; the session tokens and the cookie
 * of a start or an end are the route's.
 */
import type { ImpersonationAccount } from '@portal/contracts/api/impersonation';
import { MAX_IMPERSONATION_ACCOUNTS as MAX_ACCOUNTS } from '@portal/contracts/permissions';
import { listAccounts } from '../clients/reads.ts';
import { NOT_IMPERSONABLE, findImpersonationTarget, listImpersonableUsers } from './repository.ts';
import { findTenantByCode } from '../tenants/reads.ts';
import type { Queryable } from '../../db/database.ts';
import { conflict, forbidden, invalid, notFound } from '../../domain-error.ts';
import type { Caller } from '../../plugins/tenant.ts';

/** Spec 000 §9: at most 10 accounts per client list. */
export { MAX_ACCOUNTS };
// Accounts whose users all hold staff permissions are dropped: look at a few more than shown.
const ACCOUNTS_LOOKED_AT = 50;

export const IMPERSONATION_MESSAGES = {
  alreadyImpersonating: "Stai già impersonando un utente: termina l'impersonificazione prima di iniziarne un'altra",
  notImpersonating: 'Nessuna impersonificazione in corso',
  userNotFound: 'Utente non trovato',
  otherTenant: 'Puoi impersonare solo utenti del tuo tenant',
  notImpersonable: 'Questo utente non può essere impersonato',
  self: 'Non puoi impersonare te stesso',
} as const;

/** The tenant's clients matching `search`, each with the users the caller may impersonate. */
export async function impersonableAccounts(
  db: Queryable,
  who: Caller,
  search: string | undefined,
): Promise<ImpersonationAccount[]> {
  const accounts = await listAccounts(db, who.tenantId, search, ACCOUNTS_LOOKED_AT);
  const users = await listImpersonableUsers(
    db,
    who.tenantId,
    accounts.map((account) => account.clientId),
    who.userId,
  );
  return accounts
    .map((account) => ({
      clientId: account.clientId,
      clientName: account.clientName,
      users: users
        .filter((user) => user.clientId === account.clientId)
        .map(({ login, firstname, surname, isMaster }) => ({ login, firstname, surname, isMaster })),
    }))
    .filter((account) => account.users.length > 0)
    .slice(0, MAX_ACCOUNTS);
}

/**
 * The user `login` names, if the caller may impersonate them: same tenant (`mario@beta` from
 * tenant alfa is refused), active, not the caller, holding no staff permission; and the caller
 * is not impersonating already.
 */
export async function impersonationTarget(db: Queryable, who: Caller, typed: string): Promise<{ id: number }> {
  if (who.act) throw conflict(IMPERSONATION_MESSAGES.alreadyImpersonating);
  let login = typed.trim();
  const at = login.lastIndexOf('@');
  if (at > 0) {
    const suffix = login.slice(at + 1).toLowerCase();
    if (suffix === who.tenantCode) login = login.slice(0, at);
    else if (await findTenantByCode(db, suffix)) throw forbidden(IMPERSONATION_MESSAGES.otherTenant);
  }
  const target = await findImpersonationTarget(db, who.tenantId, login);
  if (!target || target.blocked !== 'N') throw notFound(IMPERSONATION_MESSAGES.userNotFound);
  if (target.id === who.userId) throw invalid(IMPERSONATION_MESSAGES.self);
  if (target.permissions.some((permission) => NOT_IMPERSONABLE.includes(permission))) {
    throw forbidden(IMPERSONATION_MESSAGES.notImpersonable);
  }
  return target;
}

/** Ending needs an impersonation in progress. */
export function assertImpersonating(who: Caller): asserts who is Caller & { act: NonNullable<Caller['act']> } {
  if (!who.act) throw conflict(IMPERSONATION_MESSAGES.notImpersonating);
}

// The module's reads, for its routes: a route imports its service only.
export { writeAudit } from '../permission-management/reads.ts';
export { familyRevoked, findImpersonation, insertImpersonation, markImpersonationEnded } from './repository.ts';
export { revokeFamily, spendRefreshToken } from '../auth/reads.ts';
export { findActiveUser } from '../users/reads.ts';
