import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { insertRefreshToken } from '../modules/auth/reads.ts';
import type { TenantId } from '../db/tenant-id.ts';
import { type ActiveUser } from '../modules/users/reads.ts';
import type { Queryable } from '../db/database.ts';
import { hashSecretToken, newSecretToken } from './secret-token.ts';
import { SESSION_HINT_COOKIE } from '@portal/contracts/session';

export const REFRESH_COOKIE = 'portal_refresh';
export { SESSION_HINT_COOKIE };
/** The browser sends the refresh cookie only to the routes that spend it. */
export const REFRESH_COOKIE_PATH = '/api/auth';

export interface SessionTokens {
  /**
   * A new refresh token in `familyId` plus an access token for the user (naming `act` if given).
   * An expired password limits the access token to changing it, except while impersonating:
   * the acting admin may not change the user's password, so the limit would only lock them out.
   */
  issue(
    db: Queryable,
    user: ActiveUser,
    tenant: { id: TenantId; code: string },
    familyId: string,
    act?: { sub: string; login: string },
  ): Promise<{ refreshToken: string; accessToken: string; expiresIn: number }>;
  setCookie(request: FastifyRequest, reply: FastifyReply, token: string): void;
  clearCookie(request: FastifyRequest, reply: FastifyReply): void;
}

/** Issuing sessions, shared by sign-in/refresh and impersonation start/end. */
export function sessionTokens(app: FastifyInstance): SessionTokens {
  const { refreshTokenTtl } = app.config;
  const cookieOptions = (request: FastifyRequest) =>
    ({
      path: REFRESH_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
    }) as const;
  // The hint holds no secret: the page reads it to know whether a refresh is worth asking.
  const hintOptions = (request: FastifyRequest) =>
    ({ path: '/', httpOnly: false, sameSite: 'strict', secure: request.protocol === 'https' }) as const;
  return {
    async issue(db, user, tenant, familyId, act) {
      const refreshToken = newSecretToken();
      await insertRefreshToken(db, {
        familyId,
        userId: user.id,
        tenantId: tenant.id,
        tokenHash: hashSecretToken(refreshToken),
        ttlSeconds: refreshTokenTtl,
      });
      const access = await app.tokens.sign({
        sub: String(user.id),
        tid: tenant.code,
        login: user.login,
        perms: user.permissions,
        sid: familyId,
        ...(act ? { act } : {}),
        ...(user.passwordExpired && !act ? { passwordExpired: true as const } : {}),
      });
      return { refreshToken, ...access };
    },
    setCookie(request, reply, token) {
      reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions(request), maxAge: refreshTokenTtl });
      reply.setCookie(SESSION_HINT_COOKIE, '1', { ...hintOptions(request), maxAge: refreshTokenTtl });
    },
    clearCookie(request, reply) {
      reply.clearCookie(REFRESH_COOKIE, cookieOptions(request));
      reply.clearCookie(SESSION_HINT_COOKIE, hintOptions(request));
    },
  };
}
