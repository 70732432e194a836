/**
 * A platform administrator: named in PLATFORM_ADMINS as `login@tenant`, and acting as themselves
 * (an impersonation's token names the impersonated user, who is not). The access check of
 * 'platform' routes and `/api/me`'s `platformAdmin` both ask here.
 */
export function isPlatformAdmin(admins: readonly string[], who: { login: string; tid: string } | null): boolean {
  return who !== null && admins.includes(`${who.login.toLowerCase()}@${who.tid}`);
}
