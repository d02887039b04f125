/**
 * The session cookie: HttpOnly (page scripts never see the token), SameSite=Lax, Secure and
 * `__Host-` over https. Its name differs per environment because browsers do not scope cookies
 * by port, and the portal and back office share localhost in development.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Environment } from '@painel/contracts';

export type CookiePolicy = { name: string; refreshName: string; secure: boolean };

/** The refresh token only travels to the token and session endpoints. */
const REFRESH_PATH = '/api/oauth2';

export function cookiePolicy(environment: Environment, publicUrl: string): CookiePolicy {
  const secure = publicUrl.startsWith('https://');
  const base = environment === 'portal' ? 'painel' : 'painel_bo';
  return {
    name: secure ? `__Host-${base}_sessao` : `${base}_sessao`,
    // `__Host-` demands Path=/; `__Secure-` allows the narrower path the refresh token wants.
    refreshName: secure ? `__Secure-${base}_renovacao` : `${base}_renovacao`,
    secure,
  };
}

export function setRefreshCookie(
  reply: FastifyReply,
  policy: CookiePolicy,
  token: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(policy.refreshName, token, {
    httpOnly: true,
    secure: policy.secure,
    sameSite: 'strict',
    path: REFRESH_PATH,
    maxAge: maxAgeSeconds,
  });
}

export function readRefreshCookie(request: FastifyRequest, policy: CookiePolicy): string | undefined {
  return request.cookies[policy.refreshName];
}

export function setSessionCookie(
  reply: FastifyReply,
  policy: CookiePolicy,
  token: string,
  maxAgeSeconds: number,
) {
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
  reply.clearCookie(policy.refreshName, {
    httpOnly: true,
    secure: policy.secure,
    sameSite: 'strict',
    path: REFRESH_PATH,
  });
}

export function readSessionCookie(request: FastifyRequest, policy: CookiePolicy): string | undefined {
  return request.cookies[policy.name];
}
