/**
 * An administrator editing a user while that user edits their own profile: on PostgreSQL the two
 * transactions used to deadlock (the edit locked the company FOR UPDATE and then the user; the own
 * profile locked the user and then, through the audit row's foreign key, the company) and one of
 * them answered 500. Both must answer 200, round after round, and both changes must be kept.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { USER_STATUS_IDS } from '@painel/domain';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';

let h: Harness;
let portal: FastifyInstance;
let admin: string;
let operator: string;
let target: { id: number; groupId: number | null; profileId: number };

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal');
  [admin, operator] = await Promise.all([
    signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD),
    signIn(portal, h.config, 'operador@empresa.example', DEMO_PASSWORD),
  ]);
  target = await h.db
    .selectFrom('users')
    .select(['id', 'groupId', 'profileId'])
    .where('email', '=', 'operador@empresa.example')
    .executeTakeFirstOrThrow();
});
afterAll(() => h.close());

const ROUND_NAMES = [
  'Alves',
  'Barros',
  'Campos',
  'Dias',
  'Esteves',
  'Farias',
  'Gomes',
  'Horta',
  'Igreja',
  'Jardim',
  'Lima',
  'Moura',
];

it('an edit of a user and that user’s own profile edit at once both answer 200, for 12 rounds', async () => {
  for (let round = 0; round < 12; round += 1) {
    const name = `Otávio Operador ${ROUND_NAMES[round]}`;
    const answers = await Promise.all([
      portal.inject({
        method: 'PUT',
        url: `/api/customers/users/${target.id}`,
        headers: { cookie: admin },
        payload: { statusId: USER_STATUS_IDS.active, groupId: target.groupId, profileId: target.profileId },
      }),
      portal.inject({
        method: 'PUT',
        url: '/api/customers/users/profile',
        headers: { cookie: operator },
        payload: { name, birthdate: null, mobile: '(11) 98765-4321', phone: null },
      }),
      portal.inject({
        method: 'PUT',
        url: `/api/customers/users/${target.id}`,
        headers: { cookie: admin },
        payload: { statusId: USER_STATUS_IDS.active, groupId: target.groupId, profileId: target.profileId },
      }),
    ]);
    expect(
      answers.map((a) => a.statusCode),
      answers.map((a) => a.body).join('\n'),
    ).toEqual([200, 200, 200]);
    const row = await h.db
      .selectFrom('users')
      .select(['name', 'statusId'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name, statusId: USER_STATUS_IDS.active });
  }
});
