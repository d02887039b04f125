/**
 * The rules of signing in (PF 4 'Login', PF 7 oauth2 calls): authorization code with PKCE for the
 * browsers, code exchange, the session, logout. Routes stay thin; SQL stays in the repository.
 */
import { deviceInfoSchema, loginFormSchema, type AuthorizeBody, type DeviceInfo, type Environment, type TokenBody } from '@painel/contracts';
import { PROVIDER_COMPANY_ID, USER_STATUS_IDS } from '@painel/domain';
import { verify } from '@node-rs/argon2';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { parseBasic } from '../../lib/http';
import { verifyOrDummy } from '../../lib/passwords';
import { digest, newToken, pkceMatches } from '../../lib/tokens';
import * as repo from './auth.repository';

export const CODE_TTL_MS = 60_000;

export type AuthContext = { db: Db; config: Config; environment: Environment; now?: () => Date };
type Caller = { ip: string; userAgent: string | null };

const clock = (ctx: AuthContext) => (ctx.now ? ctx.now() : new Date());

function zodFields(issues: { path: PropertyKey[]; message: string }[]) {
  return issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

export function parseDeviceInfo(header: string | undefined): DeviceInfo | undefined {
  if (header === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(header);
  } catch {
    throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'x-device-info', message: 'JSON inválido.' }] });
  }
  const parsed = deviceInfoSchema.safeParse(json);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', { fields: zodFields(parsed.error.issues) });
  return parsed.data;
}

/** Which accounts a first-party environment admits: staff in the back office, customers in the portal. */
function admits(environment: 'portal' | 'backoffice' | 'product', companyId: number): boolean {
  if (environment === 'backoffice') return companyId === PROVIDER_COMPANY_ID;
  if (environment === 'portal') return companyId !== PROVIDER_COMPANY_ID;
  return true;
}

const statusErrors: Partial<Record<number, 'USER_INACTIVE' | 'USER_PENDING' | 'USER_BLOCKED'>> = {
  [USER_STATUS_IDS.inactive]: 'USER_INACTIVE',
  [USER_STATUS_IDS.pending]: 'USER_PENDING',
  [USER_STATUS_IDS.securityBlocked]: 'USER_BLOCKED',
};

export async function authorize(
  ctx: AuthContext,
  input: { body: AuthorizeBody; authorization: string | undefined; deviceInfo: string | undefined } & Caller,
): Promise<{ code: string; state: string }> {
  const { db } = ctx;
  const { body } = input;
  if (body.response_type !== 'code') throw new AppError('UNSUPPORTED_RESPONSE_TYPE');
  const client = await repo.findClient(db, body.client_id);
  if (!client) throw new AppError('INVALID_CLIENT');
  if (!client.redirectUris.includes(body.redirect_uri)) throw new AppError('INVALID_REDIRECT_URI');
  if (!client.secretHash && !(body.code_challenge && body.code_challenge_method === 'S256')) {
    // Public clients (browsers) cannot keep a secret: PKCE is what binds the code to them.
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'code_challenge', message: 'Campo obrigatório.' }],
    });
  }
  const device = parseDeviceInfo(input.deviceInfo);

  const basic = parseBasic(input.authorization);
  const credentials = loginFormSchema.safeParse({ email: basic?.user ?? '', password: basic?.secret ?? '' });
  if (!credentials.success) {
    throw new AppError('VALIDATION_FAILED', { fields: zodFields(credentials.error.issues) });
  }
  const { email, password } = credentials.data;
  const candidate = await repo.findLoginCandidate(db, email);
  const passwordOk = await verifyOrDummy(candidate?.passwordHash, password);
  const audit = { email, ip: input.ip, userAgent: input.userAgent, device, action: 'LOGIN' };
  if (!candidate || !passwordOk) {
    await repo.insertAudit(db, {
      ...audit,
      userId: candidate?.id ?? null,
      companyId: candidate?.companyId ?? null,
      outcome: 'INVALID_CREDENTIALS',
    });
    throw new AppError('INVALID_CREDENTIALS');
  }
  const who = { ...audit, userId: candidate.id, companyId: candidate.companyId };
  const statusError = statusErrors[candidate.statusId];
  if (statusError) {
    await repo.insertAudit(db, { ...who, outcome: statusError });
    throw new AppError(statusError);
  }
  if (!admits(client.environment, candidate.companyId)) {
    await repo.insertAudit(db, { ...who, outcome: 'ENVIRONMENT_DENIED' });
    throw new AppError('ENVIRONMENT_DENIED');
  }

  await repo.insertAudit(db, { ...who, outcome: 'CODE_ISSUED', detail: { clientId: client.id } });
  return issueAuthorizationCode(ctx, {
    clientId: client.id,
    userId: candidate.id,
    redirectUri: body.redirect_uri,
    codeChallenge: body.code_challenge ?? null,
    state: body.state,
  });
}

/**
 * The last step of a successful login: a single-use code (60 s) bound to the client, its redirect
 * URI and PKCE challenge. Called by authorize, and by the MFA module once a second factor passes.
 */
export async function issueAuthorizationCode(
  ctx: AuthContext,
  input: { clientId: string; userId: number; redirectUri: string; codeChallenge: string | null; state: string },
): Promise<{ code: string; state: string }> {
  const code = newToken();
  await repo.insertCode(ctx.db, {
    codeHash: digest(code),
    clientId: input.clientId,
    userId: input.userId,
    redirectUri: input.redirectUri,
    codeChallenge: input.codeChallenge,
    expiresAt: new Date(clock(ctx).getTime() + CODE_TTL_MS),
  });
  return { code, state: input.state };
}

/** Client authentication of the token endpoint: Basic header, or client_id alone for public clients. */
async function authenticateClient(ctx: AuthContext, authorization: string | undefined, bodyClientId: string | undefined) {
  const basic = parseBasic(authorization);
  if (basic && bodyClientId && basic.user !== bodyClientId) throw new AppError('INVALID_CLIENT');
  const clientId = basic?.user ?? bodyClientId;
  if (!clientId) throw new AppError('INVALID_CLIENT');
  const client = await repo.findClient(ctx.db, clientId);
  if (!client) throw new AppError('INVALID_CLIENT');
  if (client.secretHash) {
    const ok = basic ? await verify(client.secretHash, basic.secret).catch(() => false) : false;
    if (!ok) throw new AppError('INVALID_CLIENT');
  }
  // A first-party client only obtains tokens through its own environment's origin.
  if (client.environment !== 'product' && client.environment !== ctx.environment) throw new AppError('INVALID_CLIENT');
  return client;
}

export type IssuedSession = {
  sessionId: string;
  accessToken: string;
  expiresIn: number;
  firstParty: boolean;
};

export async function exchangeToken(
  ctx: AuthContext,
  input: { body: TokenBody; authorization: string | undefined } & Caller,
): Promise<IssuedSession> {
  const { db, config } = ctx;
  const { body } = input;
  const client = await authenticateClient(ctx, input.authorization, body.client_id);
  if (body.grant_type !== 'authorization_code') throw new AppError('UNSUPPORTED_GRANT_TYPE');
  if (!body.code || !body.redirect_uri) throw new AppError('INVALID_GRANT');

  const now = clock(ctx);
  const code = await repo.consumeCode(db, digest(body.code), now);
  if (!code || code.clientId !== client.id || code.redirectUri !== body.redirect_uri) {
    throw new AppError('INVALID_GRANT');
  }
  if (code.codeChallenge && !(body.code_verifier && pkceMatches(body.code_verifier, code.codeChallenge))) {
    throw new AppError('INVALID_GRANT');
  }
  const user = await repo.findUserStatus(db, code.userId);
  if (!user || user.statusId !== USER_STATUS_IDS.active) throw new AppError('INVALID_GRANT');

  const accessToken = newToken();
  const absoluteExpiresAt = new Date(now.getTime() + config.sessionAbsoluteSeconds * 1000);
  const expiresAt = new Date(Math.min(now.getTime() + config.sessionIdleSeconds * 1000, absoluteExpiresAt.getTime()));
  const sessionId = await repo.insertSession(db, {
    userId: code.userId,
    clientId: client.id,
    accessTokenHash: digest(accessToken),
    lastRenewedAt: now,
    expiresAt,
    absoluteExpiresAt,
    ip: input.ip,
    userAgent: input.userAgent,
    device: undefined,
  });
  await repo.insertAudit(db, {
    userId: user.id,
    companyId: user.companyId,
    action: 'SESSION_START',
    outcome: 'SUCCESS',
    ip: input.ip,
    userAgent: input.userAgent,
    detail: { clientId: client.id },
  });
  return {
    sessionId,
    accessToken,
    expiresIn: Math.round((expiresAt.getTime() - now.getTime()) / 1000),
    firstParty: client.environment !== 'product',
  };
}

export type LiveSession = NonNullable<Awaited<ReturnType<typeof repo.findLiveSession>>>;

export async function findSession(ctx: AuthContext, accessToken: string | undefined): Promise<LiveSession> {
  if (!accessToken) throw new AppError('UNAUTHENTICATED');
  const session = await repo.findLiveSession(ctx.db, digest(accessToken), clock(ctx));
  if (!session) throw new AppError('UNAUTHENTICATED');
  return session;
}

export async function loadSessionUser(ctx: AuthContext, session: LiveSession) {
  const rows = await repo.loadSessionUserRows(ctx.db, session.userId);
  if (!rows || rows.user.statusId !== USER_STATUS_IDS.active || !admits(ctx.environment, rows.user.companyId)) {
    await repo.revokeSession(ctx.db, session.id, 'INVALID_USER', clock(ctx));
    throw new AppError('UNAUTHENTICATED');
  }
  return rows;
}

export async function logout(ctx: AuthContext, session: LiveSession, caller: Caller) {
  await repo.revokeSession(ctx.db, session.id, 'LOGOUT', clock(ctx));
  await repo.insertAudit(ctx.db, {
    userId: session.userId,
    action: 'SESSION_END',
    outcome: 'LOGOUT',
    ip: caller.ip,
    userAgent: caller.userAgent,
  });
}
