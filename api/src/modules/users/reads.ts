/**
 * What the users module lets other modules read: its door for them (ESLint refuses their reaching
 * into its repositories). Its own routes go through its service.
 */
export {
  type ActiveUser,
  findPasswordPolicyUser,
  findUserForSignIn,
  getUserProfile,
  type PasswordPolicyUser,
  recentPasswordHashes,
  replacePassword,
  unlockUser,
} from './accounts-repository.ts';
export { listProfiles } from './repository.ts';
export { findActiveUser } from './accounts-repository.ts';
export { clearFailedSignIns, recordFailedSignIn, touchLastAccess } from './accounts-repository.ts';
export { listPermissionUsers } from './accounts-repository.ts';
