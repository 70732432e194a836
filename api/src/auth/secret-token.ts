import { createHash, randomBytes } from 'node:crypto';

/**
 * The one shape of every bearer secret the API hands out (refresh tokens, mailed reset and
 * unlock links, live-channel tickets): 32 random bytes, base64url (43 characters).
 */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored: a leaked table or memory dump gives no usable secret. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
