/**
 * Staff's security-question check is limited per target user (5 wrong answers in 15 minutes): a
 * burst of parallel wrong answers must not get past the limit. The check locks the user's row while
 * it compares the answer, so on PostgreSQL exactly five are compared and the rest refused.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BASE_PROFILE_IDS, SECURITY_CHECK_MAX_FAILURES } from '@painel/domain';
import { hashPassword } from '../../lib/passwords';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { DEMO_DOCUMENTS, addUser, companyId } from '../../test/fixtures';

let h: Harness;
let backoffice: FastifyInstance;
let staff: string;
let demoId: number;

beforeAll(async () => {
  h = await createHarness();
  backoffice = await h.app('backoffice');
  staff = await signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice');
  demoId = await companyId(h.db, DEMO_DOCUMENTS.demo);
});
afterAll(() => h.close());

it('20 parallel wrong answers: 5 are compared, 15 refused with 429, and each one is audited', async () => {
  const id = await addUser(h.db, {
    companyId: demoId,
    profileId: BASE_PROFILE_IDS.operator,
    email: `paralelo-${Date.now()}@empresa.example`,
    name: 'Pessoa Paralela',
  });
  await h.db
    .updateTable('users')
    .set({
      mfaStatus: 'ATIVO',
      mfaSecurityQuestion: 'Cidade natal?',
      mfaSecurityAnswerHash: await hashPassword('sao paulo'),
    })
    .where('id', '=', id)
    .execute();
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      backoffice.inject({
        method: 'POST',
        url: `/api/customers/${demoId}/users/${id}/mfa/security-question`,
        headers: { cookie: staff },
        payload: { answer: `errada ${i}` },
      }),
    ),
  );
  const statuses = answers.map((a) => a.statusCode);
  expect(
    statuses.filter((s) => s === 200),
    answers.map((a) => a.body).join('\n'),
  ).toHaveLength(SECURITY_CHECK_MAX_FAILURES);
  expect(statuses.filter((s) => s === 429)).toHaveLength(20 - SECURITY_CHECK_MAX_FAILURES);
  const left = answers
    .filter((a) => a.statusCode === 200)
    .map((a) => a.json<{ attemptsLeft: number }>().attemptsLeft)
    .sort();
  expect(left).toEqual([0, 1, 2, 3, 4]);
  const audit = await h.db
    .selectFrom('auditEvents')
    .select('outcome')
    .where('action', '=', 'USER_SECURITY_QUESTION')
    .where('targetUserId', '=', id)
    .execute();
  expect(audit.filter((r) => r.outcome === 'NO_MATCH')).toHaveLength(SECURITY_CHECK_MAX_FAILURES);
  expect(audit.filter((r) => r.outcome === 'LOCKED')).toHaveLength(20 - SECURITY_CHECK_MAX_FAILURES);
  const stored = await h.db
    .selectFrom('users')
    .select('securityCheckFailures')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(stored.securityCheckFailures).toBe(SECURITY_CHECK_MAX_FAILURES);
});
