/**
 * Demo groups: groups of Empresa Demonstração with real access rules, so the groups
 * screens have something to show in both environments — 'Campo' (weekdays 08:00–18:00, Saturday
 * 08:00–12:00, an IPv4 and an IPv6 range), 'Plantão' (every day, all day) with one member for the
 * hours journey, and 'Auditoria' (Inativo). Runs once: nothing is added when 'Campo' exists.
 */
import { BASE_PROFILE_IDS, GROUP_STATUS_IDS, USER_STATUS_IDS } from '@painel/domain';
import type { Db } from '../database';

const DEMO_COMPANY_DOCUMENT = '11444777000161';

export const DEMO_GROUP_MEMBER = {
  email: 'plantao@empresa.example',
  name: 'Paula Plantão Ribeiro',
  cpf: '15350946056',
} as const;

type Hours = { day: number; active: boolean; startTime: string; endTime: string };
const allWeek = (startTime: string, endTime: string): Hours[] =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, active: true, startTime, endTime }));

const GROUPS: { name: string; statusId: number; consumptionLimit: string; ips: string[]; hours: Hours[] }[] =
  [
    {
      name: 'Campo',
      statusId: GROUP_STATUS_IDS.active,
      consumptionLimit: '2500.00',
      ips: ['203.0.113.0/24', '198.51.100.7', '2001:db8:10::/48'],
      hours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
        day,
        active: day <= 6,
        startTime: '08:00',
        endTime: day === 6 ? '12:00' : '18:00',
      })),
    },
    {
      name: 'Plantão',
      statusId: GROUP_STATUS_IDS.active,
      consumptionLimit: '1000.00',
      ips: [],
      hours: allWeek('00:00', '23:59'),
    },
    {
      name: 'Auditoria',
      statusId: GROUP_STATUS_IDS.inactive,
      consumptionLimit: '500.00',
      ips: ['10.10.0.0/16'],
      hours: allWeek('08:00', '18:00'),
    },
  ];

export async function seedDemoGroups(trx: Db, passwordHash: string, now: Date): Promise<string[]> {
  const company = await trx
    .selectFrom('companies')
    .select('id')
    .where('document', '=', DEMO_COMPANY_DOCUMENT)
    .executeTakeFirst();
  if (!company) return [];
  const exists = await trx
    .selectFrom('groups')
    .select('id')
    .where('companyId', '=', company.id)
    .where('name', '=', 'Campo')
    .executeTakeFirst();
  if (exists) return [];
  const ids = new Map<string, number>();
  for (const g of GROUPS) {
    const group = await trx
      .insertInto('groups')
      .values({
        companyId: company.id,
        name: g.name,
        statusId: g.statusId,
        consumptionLimit: g.consumptionLimit,
        ips: g.ips,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(g.name, group.id);
    await trx
      .insertInto('groupAccessHours')
      .values(g.hours.map((h) => ({ groupId: group.id, ...h })))
      .execute();
  }
  // The member holds the company's custom profile, so the base profiles' user counts stay as they were.
  const custom = await trx
    .selectFrom('profiles')
    .select('id')
    .where('companyId', '=', company.id)
    .where('isBase', '=', false)
    .orderBy('id')
    .executeTakeFirst();
  await trx
    .insertInto('users')
    .values({
      companyId: company.id,
      groupId: ids.get('Plantão') ?? null,
      profileId: custom?.id ?? BASE_PROFILE_IDS.operator,
      email: DEMO_GROUP_MEMBER.email,
      name: DEMO_GROUP_MEMBER.name,
      cpf: DEMO_GROUP_MEMBER.cpf,
      statusId: USER_STATUS_IDS.active,
      passwordHash,
      updatedAt: now,
    })
    .execute();
  return [DEMO_GROUP_MEMBER.email];
}
