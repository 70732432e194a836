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
/** Verified tokens remembered at most (a few MB): past it the oldest is forgotten. */
const VERIFIED_MAX = 10_000;

/**
 * Tokens already verified, until they expire: a token is immutable, so its signature checks out
 * the same every time, and checking it (HMAC through WebCrypto, claims) was a twentieth of the
 * API's time per request. Whether its session still lives is asked separately every time.
 */
class VerifiedTokens {
  private readonly tokens = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  get(token: string): AccessClaims | undefined {
    const entry = this.tokens.get(token);
    if (!entry) return undefined;
    if (Date.now() < entry.expiresAt) return entry.claims;
    this.tokens.delete(token);
    return undefined;
  }

  set(token: string, claims: AccessClaims, expiresAt: number): void {
    if (this.tokens.size >= VERIFIED_MAX) this.tokens.delete(this.tokens.keys().next().value!);
    this.tokens.set(token, { claims: Object.freeze(claims), expiresAt });
  }
}

export function createAccessTokenService(secret: string, ttlSeconds: number): AccessTokenService {
  const key = new TextEncoder().encode(secret);
  const verified = new VerifiedTokens();
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
      const known = verified.get(token);
      if (known) return known;
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
        const claims: AccessClaims = {
          sub: payload.sub!,
          tid: payload.tid,
          login: payload.login,
          perms: payload.perms.filter((perm): perm is string => typeof perm === 'string'),
          ...(act && typeof act.sub === 'string' ? { act: { sub: act.sub, login: String(act.login) } } : {}),
          ...(payload.pwx === true ? { passwordExpired: true as const } : {}),
          sid: payload.sid,
          jti: payload.jti!,
        };
        // jose refuses a token once its exp (seconds) is reached.
        verified.set(token, claims, payload.exp! * 1000);
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
