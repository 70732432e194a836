/**
 * Signing in to a running portal from a command, as a named user (a platform administrator's
 * commands: registering a remote). Never a default account: the user and password are given.
 */
export async function signInAs(
  portal: string,
  username: string | undefined,
  password: string | undefined,
): Promise<Record<string, string>> {
  if (!username || !password) {
    throw new Error('indica PORTAL_USER e PORTAL_PASSWORD di un amministratore della piattaforma');
  }
  let response: Response;
  try {
    response = await fetch(`${portal}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  } catch {
    throw new Error(`il portale ${portal} non risponde`);
  }
  const answer = (await response.json()) as { message: string | null; context: { accessToken: string } | null };
  if (!response.ok || !answer.context) throw new Error(`accesso di ${username}: ${answer.message}`);
  const token = answer.context.accessToken;
  const tenant = (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { tid: string }).tid;
  return { authorization: `Bearer ${token}`, tenantid: tenant };
}
