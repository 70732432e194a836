import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

/** What a verified access token says about the caller. */
export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Tenant code, e.g. `alfa`. */
  tid: string;
  login: string;
  perms: string[];
  /** The acting admin while impersonating (RFC 8693 "act" claim). */
  act?: { sub: string; login: string };
  /**
   * The password was past its validity when the token was issued ("pwx"): the session may only
   * change it. A new token (refresh) after the change no longer carries it.
   */
  passwordExpired?: true;
  /** The session (refresh-token family) the token belongs to: signing out ends the token too. */
  sid: string;
  jti: string;
}

export interface AccessTokenService {
  sign(claims: Omit<AccessClaims, 'jti'>): Promise<{ accessToken: string; expiresIn: number }>;
  /** Resolves to null for any invalid, expired or foreign token. */
  verify(token: string): Promise<AccessClaims | null>;
}

const ISSUER = 'portal-api';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AUDIENCE = 'portal';

export function createAccessTokenService(secret: string, ttlSeconds: number): AccessTokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims) {
      const payload: Record<string, unknown> = {
        tid: claims.tid,
        login: claims.login,
        perms: claims.perms,
        sid: claims.sid,
      };
      if (claims.act) payload.act = claims.act;
      if (claims.passwordExpired) payload.pwx = true;
      const accessToken = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
      return { accessToken, expiresIn: ttlSeconds };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'tid', 'exp', 'jti', 'sid'],
        });
        if (
          typeof payload.tid !== 'string' ||
          typeof payload.login !== 'string' ||
          typeof payload.sid !== 'string' ||
          !UUID.test(payload.sid) ||
          !Array.isArray(payload.perms)
        ) {
          return null;
        }
        const act = payload.act as AccessClaims['act'] | undefined;
        return {
          sub: payload.sub!,
          tid: payload.tid,
          login: payload.login,
          perms: payload.perms.filter((perm): perm is string => typeof perm === 'string'),
          ...(act && typeof act.sub === 'string' ? { act: { sub: act.sub, login: String(act.login) } } : {}),
          ...(payload.pwx === true ? { passwordExpired: true as const } : {}),
          sid: payload.sid,
          jti: payload.jti!,
        };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
