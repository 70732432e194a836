/**
 * What the auth module lets other modules read: its door for them (ESLint refuses their reaching
 * into its repositories). Its own routes go through its service.
 */
export { findAccountTokenOwner, spendAccountToken } from './account-tokens-repository.ts';
export { insertRefreshToken, liveSession, type LiveSession } from './refresh-tokens-repository.ts';
export { insertSignUpRequest } from './sign-up-requests-repository.ts';
export { revokeFamily, spendRefreshToken } from './refresh-tokens-repository.ts';
