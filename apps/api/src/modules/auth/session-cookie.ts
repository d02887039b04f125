/**
 * The session cookie: HttpOnly (page scripts never see the token), SameSite=Lax, Secure and
 * `__Host-` over https. Its name differs per environment because browsers do not scope cookies
 * by port, and the portal and back office share localhost in development.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Environment } from '@painel/contracts';

export type CookiePolicy = { name: string; secure: boolean };

export function cookiePolicy(environment: Environment, publicUrl: string): CookiePolicy {
  const secure = publicUrl.startsWith('https://');
  const base = environment === 'portal' ? 'painel_sessao' : 'painel_bo_sessao';
  return { name: secure ? `__Host-${base}` : base, secure };
}

export function setSessionCookie(reply: FastifyReply, policy: CookiePolicy, token: string, maxAgeSeconds: number) {
  reply.setCookie(policy.name, token, {
    httpOnly: true,
    secure: policy.secure,
    sameSite: 'lax',
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, policy: CookiePolicy) {
  reply.clearCookie(policy.name, { httpOnly: true, secure: policy.secure, sameSite: 'lax', path: '/' });
}

export function readSessionCookie(request: FastifyRequest, policy: CookiePolicy): string | undefined {
  return request.cookies[policy.name];
}
