/**
 * What an operator reads at LOG_LEVEL=info: no line per request, a stable `event` per security
 * event (lockout, refused sign-in, access denied), and never an e-mail or a password in them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { DEMO_PASSWORD, authorizeRequest, createHarness, signIn, type Harness } from '../test/harness';
import { SECURITY_EVENTS } from './security-log';

type Line = { level: number; msg: string; event?: string; reason?: string; route?: string };

describe('the operator log at info', () => {
  let h: Harness;
  let app: FastifyInstance;
  let backoffice: FastifyInstance;
  const raw: string[] = [];
  const lines = () => raw.map((line) => JSON.parse(line) as Line);
  const events = (event: string) => lines().filter((line) => line.event === event);

  beforeAll(async () => {
    h = await createHarness({ logLevel: 'info' });
    const logStream = { write: (line: string) => void raw.push(line) };
    app = await buildApp({ config: h.config, db: h.db, environment: 'portal', logStream });
    backoffice = await buildApp({ config: h.config, db: h.db, environment: 'backoffice', logStream });
  });
  afterAll(async () => {
    await Promise.all([app?.close(), backoffice?.close()]);
    await h?.close();
  });

  it('has no line for requests that went as designed, 4xx included', async () => {
    raw.length = 0;
    await app.inject({ url: '/api/health' });
    await app.inject({ url: '/api/nao-existe' });
    await app.inject({ url: '/api/users' });
    expect(lines()).toEqual([]);
  });

  it('logs the lockout once, and each attempt while locked, without e-mail or password', async () => {
    raw.length = 0;
    for (let i = 0; i < 6; i++)
      await authorizeRequest(app, h.config, { email: 'gerente@empresa.example', password: 'Errada#123' });
    expect(events('auth.lockout')).toHaveLength(1);
    expect(events('auth.lockout')[0]).toMatchObject({ level: 40, reason: 'LOCKOUT' });
    expect(events('auth.locked_attempt')).toHaveLength(1);
    expect(raw.join('')).not.toMatch(/gerente@|Errada#123|authorization/i);
  });

  it('logs a refused sign-in with its reason', async () => {
    raw.length = 0;
    await authorizeRequest(backoffice, h.config, {
      email: 'admin@empresa.example',
      password: DEMO_PASSWORD,
      environment: 'backoffice',
    });
    expect(events('auth.sign_in_refused')).toMatchObject([{ level: 30, reason: 'ENVIRONMENT_DENIED' }]);
  });

  it('logs an access denial with the route pattern', async () => {
    const cookie = await signIn(app, h.config, 'operador@empresa.example', DEMO_PASSWORD);
    raw.length = 0;
    const response = await app.inject({ url: '/api/customers/users', headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect(events('access.denied')).toMatchObject([{ level: 40, route: '/api/customers/users' }]);
    expect(raw.join('')).not.toContain(cookie.split('=')[1]!.slice(0, 20));
  });

  it('names only catalogued events', () => {
    for (const line of lines()) if (line.event) expect(Object.keys(SECURITY_EVENTS)).toContain(line.event);
  });
});
