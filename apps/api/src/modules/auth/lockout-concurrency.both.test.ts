/**
 * Account lockout under concurrency (security review): fifty wrong passwords for one
 * account sent at the same moment from fifty addresses reach the password check at most five
 * times, and the account ends up locked. Each attempt that reached the hash leaves an
 * INVALID_CREDENTIALS or LOCKOUT row; the others were refused before hashing (ACCOUNT_LOCKED).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, authorizeRequest, createHarness, type Harness } from '../../test/harness';

let h: Harness;
let portal: FastifyInstance;

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal');
});
afterAll(() => h.close());

async function outcomes(email: string) {
  const rows = await h.db
    .selectFrom('auditEvents')
    .select('outcome')
    .where('email', '=', email)
    .where('action', '=', 'LOGIN')
    .execute();
  return rows.map((row) => row.outcome);
}

describe('account lockout under concurrency', () => {
  it.each([
    ['a known account', 'operador@empresa.example'],
    ['an unknown e-mail', 'ninguem.concorrente@empresa.example'],
  ])(
    'fifty simultaneous wrong passwords for %s reach the hash at most five times and lock it',
    async (_case, email) => {
      const attempts = Array.from({ length: 50 }, (_, i) =>
        authorizeRequest(portal, h.config, {
          email,
          password: 'Errada#Senha99',
          remoteAddress: `198.51.100.${i + 1}`,
        }),
      );
      const answers = await Promise.all(attempts);
      const codes = answers.map((answer) => answer.json<{ code: string }>().code);
      expect(new Set(codes)).toEqual(new Set(['INVALID_CREDENTIALS', 'ACCOUNT_LOCKED']));

      const audited = await outcomes(email);
      const hashed = audited.filter((outcome) => outcome === 'INVALID_CREDENTIALS' || outcome === 'LOCKOUT');
      expect(hashed.length).toBeLessThanOrEqual(5);
      expect(audited.filter((outcome) => outcome === 'LOCKOUT')).toHaveLength(1);
      expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(hashed.length);

      // Locked: even the right password is refused now.
      const afterwards = await authorizeRequest(portal, h.config, {
        email,
        password: DEMO_PASSWORD,
        remoteAddress: '198.51.100.200',
      });
      expect(afterwards.statusCode).toBe(429);
      expect(afterwards.json().code).toBe('ACCOUNT_LOCKED');
    },
  );
});
