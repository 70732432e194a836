/**
 * Calling the API as a demo user from a script (the bench, end-to-end tests that prepare data):
 * sign in with the demo password, then send the bearer token and the tenant with each call.
 */
import { DEMO_PASSWORD } from '@portal/api/demo-data';

export interface ApiSession {
  headers: Record<string, string>;
}

export async function apiSignIn(apiUrl: string, username: string): Promise<ApiSession> {
  const response = await fetch(`${apiUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const answer = (await response.json()) as { message: string | null; context: { accessToken: string } | null };
  // Say why: a refused sign-in must not surface later as a property of null.
  if (!response.ok || !answer.context) throw new Error(`accesso di ${username}: ${response.status} ${answer.message}`);
  const token = answer.context.accessToken;
  const tenant = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).tid as string;
  return { headers: { authorization: `Bearer ${token}`, tenantid: tenant, 'content-type': 'application/json' } };
}

/** A GET's `context`; throws on any status but 200. */
export async function apiGet<T>(apiUrl: string, session: ApiSession, url: string): Promise<T> {
  const response = await fetch(`${apiUrl}${url}`, { headers: session.headers });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return ((await response.json()) as { context: T }).context;
}
