/** A full password login as a web app makes it: POST authorize (Basic credentials, PKCE), then the token call; its cookies, or null. */
import { createHash, randomBytes } from 'node:crypto';

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export async function login(base: string, email: string, password: string): Promise<string | null> {
  const { verifier, challenge } = pkce();
  const redirect = `${base.replace('127.0.0.1', 'localhost')}/login`;
  const authorized = await fetch(`${base}/api/oauth2/oauth/authorize`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`,
    },
    body: new URLSearchParams({
      client_id: 'painel-portal',
      redirect_uri: redirect,
      state: randomBytes(16).toString('base64url'),
      response_type: 'code',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }),
  });
  if (!authorized.ok) return null;
  const { code } = (await authorized.json()) as { code: string };
  const token = await fetch(`${base}/api/oauth2/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirect,
      code_verifier: verifier,
      client_id: 'painel-portal',
    }),
  });
  if (!token.ok) return null;
  return token.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
