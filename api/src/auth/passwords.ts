import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MESSAGES } from '@portal/contracts/messages';

// Algorithm.Argon2id: the package exports it as a const enum, unusable with isolatedModules.
const ARGON2ID = 2;

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane).
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the account does not exist, so the answer time
 * does not tell which logins exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('account-inesistente');
  await verifyPassword(await dummyHash, password);
  return false;
}

export { PASSWORD_MESSAGES };

export function reusedPasswordMessage(count: number): string {
  return count === 1
    ? "La nuova password non può essere uguale all'ultima password utilizzata"
    : `La nuova password non può essere uguale alle ultime ${count} password utilizzate`;
}

/**
 * The checks that need no database: presence, length from the user's pwdMinLength, match.
 * Returns the first failure as an Italian message and the field it concerns, or null.
 */
export function checkNewPassword(
  password: string,
  passwordConfirm: string,
  minLength: number,
): { message: string; field: 'password' | 'passwordConfirm' } | null {
  if (password === '') return { message: PASSWORD_MESSAGES.required, field: 'password' };
  // Code points, as the browser's length check counts them for most text.
  if ([...password].length < minLength) return { message: PASSWORD_MESSAGES.tooShort, field: 'password' };
  if (passwordConfirm === '') return { message: PASSWORD_MESSAGES.confirmRequired, field: 'passwordConfirm' };
  if (password !== passwordConfirm) return { message: PASSWORD_MESSAGES.mismatch, field: 'passwordConfirm' };
  return null;
}

/** True when `password` matches one of the hashes (argon2 verify, one at a time). */
export async function matchesAnyHash(hashes: readonly string[], password: string): Promise<boolean> {
  for (const passwordHash of hashes) {
    if (await verifyPassword(passwordHash, password)) return true;
  }
  return false;
}
