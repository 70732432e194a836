/** Claims the client reads from its access token (the server verifies it; we only read). */
export interface AccessClaims {
  sub: string;
  tid: string;
  login: string;
  perms: string[];
  exp: number;
  act?: { sub: string; login: string };
}

export function readAccessClaims(token: string): AccessClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as AccessClaims;
  } catch {
    return null;
  }
}
