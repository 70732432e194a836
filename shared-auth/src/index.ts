export * from './types';
export * from './paths';
export * from '@portal/contracts/permissions';
export * from './access';
export { readAccessClaims, type AccessClaims } from './token';
export { authStore, useAuth, resetAuthStore, onAuthReset, type AuthState } from './auth-store';
export { configureClientHooks, type ClientHooks } from './client-hooks';
export { api, http, refreshAccessToken, sessionHeaders, GENERIC_ERROR } from './http-client';
export { call, callForEnvelope, callForText, type CallArgs, type CallConfig } from './endpoint-call';
export { restoreSession, signIn, signOut, splitLogin, fetchTenant, applyTenant, takeSignInRemotes } from './session';
export { RequireAuth, RequireSignedOut, Authorized } from './guards';
export {
  IMPERSONATION_DELAYS,
  endImpersonation,
  fetchImpersonationAccounts,
  impersonatingAdmin,
  isImpersonating,
  startImpersonation,
  type ImpersonationAccount,
  type ImpersonationOptions,
} from './impersonation';
