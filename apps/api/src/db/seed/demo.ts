/**
 * Demo data: one company per situation the portal must handle, every password `Quartzo#Azul47`.
 * Idempotent: an account that already exists is left as it is, so `npm run seed` can run again.
 */
import {
  BASE_PROFILE_IDS,
  PRODUCT_IDS,
  PROVIDER_COMPANY_ID,
  USER_STATUS_IDS,
  customProfileGrants,
} from '@painel/domain';
import type { Config } from '../../config';
import type { Db } from '../database';
import { hashPassword } from '../../lib/passwords';
import { mfaSecretContext, secretBox } from '../../lib/secret-box';
import { loadSecretKey } from '../../lib/secret-key';
import { seedDemoServices } from './demo-services';
import { seedDemoUsage } from './demo-usage';
import { PREPAID_DEMO_DOCUMENT, seedDemoPrepaid } from './demo-prepaid';
import { seedDemoGroups } from './demo-groups';
import { seedDemoUsers } from './demo-users';
import { seedDemoProductClients } from './demo-product-clients';
import { seedDemoOidc } from './demo-oidc';
import { seedDemoPayments } from './demo-payments';
import { replaceGrants } from '../../modules/profiles/profiles.repository';

export const DEMO_PASSWORD = 'Quartzo#Azul47';
/** Public on purpose: printed on start so anyone can follow the MFA demo with an authenticator app. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

type DemoUser = {
  email: string;
  name: string;
  cpf: string;
  profileId: number;
  group?: string;
  /** An active second factor: an authenticator app (the demo secret) or SMS to `mobile`. */
  mfa?: 'TOTP' | 'SMS';
  mobile?: string;
  /** The name of one of the company's custom profiles, held instead of `profileId`'s base profile. */
  customProfile?: string;
};
type DemoCompany = {
  id?: number;
  name: string;
  tradingName: string;
  document: string;
  segment: string;
  planType: 'PONTUAL' | 'EXPRESS' | 'PADRAO' | 'TRIAL';
  /** Days of trial left from the seed; negative: the trial ended that many days before it. */
  trialDays?: number;
  flags?: { api?: boolean; mfa?: boolean; migration?: boolean };
  blockedForNonPayment?: boolean;
  products: number[];
  groups: string[];
  users: DemoUser[];
  /** Custom access profiles, with the catalogue functionalities they switch on. */
  customProfiles?: { name: string; description: string; baseProfileId: number; functionalityIds: number[] }[];
};

const P = PRODUCT_IDS;
const FULL_SUITE = [
  P.localize,
  P.autentica,
  P.signatures,
  P.baseCerta,
  P.sms,
  P.debtCollection,
  P.analysis360,
  P.accountManagement,
];

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    id: PROVIDER_COMPANY_ID,
    name: 'Painel Soluções de Dados S.A.',
    tradingName: 'Painel',
    document: '11222333000181',
    segment: 'Tecnologia',
    planType: 'PADRAO',
    products: [P.accountManagement],
    groups: ['Suporte'],
    users: [
      {
        email: 'suporte@painel.example',
        name: 'Sofia Suporte Andrade',
        cpf: '52998224725',
        profileId: BASE_PROFILE_IDS.backofficeAdministrative,
        group: 'Suporte',
      },
    ],
  },
  {
    name: 'Empresa Demonstração Ltda',
    tradingName: 'Empresa Demonstração',
    document: '11444777000161',
    segment: 'Serviços financeiros',
    planType: 'PADRAO',
    flags: { api: true },
    products: FULL_SUITE,
    // Held by analista@ only (a holder who loses a right when an administrator edits it, e2e/own-profile.spec.ts):
    // the matrix and the other journeys sign in as the base profiles.
    customProfiles: [
      {
        name: 'Analista de cadastro',
        description: 'Consultas de pessoas e empresas e validação de identidade.',
        baseProfileId: BASE_PROFILE_IDS.operator,
        functionalityIds: [11, 12, 22],
      },
    ],
    groups: ['Comercial', 'Financeiro'],
    users: [
      {
        email: 'admin@empresa.example',
        name: 'Ana Administradora Souza',
        cpf: '11144477735',
        profileId: BASE_PROFILE_IDS.administrator,
        group: 'Comercial',
      },
      {
        email: 'gerente@empresa.example',
        name: 'Gustavo Gerente Lima',
        cpf: '39053344705',
        profileId: BASE_PROFILE_IDS.manager,
        group: 'Comercial',
      },
      {
        email: 'operador@empresa.example',
        name: 'Otávio Operador Reis',
        cpf: '12345678909',
        profileId: BASE_PROFILE_IDS.operator,
        group: 'Comercial',
      },
      {
        email: 'financeiro@empresa.example',
        name: 'Fernanda Financeiro Costa',
        cpf: '98765432100',
        profileId: BASE_PROFILE_IDS.financial,
        group: 'Financeiro',
      },
      {
        email: 'analista@empresa.example',
        name: 'Alice Analista Nunes',
        cpf: '25814736909',
        profileId: BASE_PROFILE_IDS.operator,
        customProfile: 'Analista de cadastro',
        group: 'Comercial',
      },
      // The administrator corrects this user's e-mail and phone in the journeys (e2e/user-corrections.spec.ts); named to sort last.
      {
        email: 'correcao@empresa.example',
        name: 'Zuleica Correção Lima',
        cpf: '73159648273',
        profileId: BASE_PROFILE_IDS.operator,
        group: 'Comercial',
      },
    ],
  },
  {
    name: 'Teste Gratuito Comércio Ltda',
    tradingName: 'Teste Gratuito',
    document: '06990590000123',
    segment: 'Varejo',
    planType: 'TRIAL',
    trialDays: 3,
    products: [P.localize, P.autentica, P.accountManagement],
    groups: ['Avaliação'],
    users: [
      {
        email: 'trial@teste.example',
        name: 'Tiago Teste Moura',
        cpf: '71428793860',
        profileId: BASE_PROFILE_IDS.administrator,
        group: 'Avaliação',
      },
    ],
  },
  // Contratar planos: a trial company of its own for the journey that asks for a plan
  // and has staff convert it (e2e/plans.spec.ts), so trial@'s journeys keep their trial.
  {
    name: 'Avaliação Contratação Serviços Ltda',
    tradingName: 'Avaliação Contratação',
    document: '61830529000127',
    segment: 'Serviços financeiros',
    planType: 'TRIAL',
    trialDays: 5,
    products: [P.localize, P.accountManagement],
    groups: ['Avaliação'],
    users: [
      {
        email: 'contratar@teste.example',
        name: 'Carla Contratação Dias',
        cpf: '39614258764',
        profileId: BASE_PROFILE_IDS.administrator,
        group: 'Avaliação',
      },
    ],
  },
  // A trial company of its own for the journey that changes the trial password and signs in with
  // it (e2e/trial-reach.spec.ts), so trial@'s password stays the published one.
  {
    name: 'Avaliação Senha Comércio Ltda',
    tradingName: 'Avaliação Senha',
    document: '47251983000100',
    segment: 'Varejo',
    planType: 'TRIAL',
    trialDays: 4,
    products: [P.localize, P.accountManagement],
    groups: ['Avaliação'],
    users: [
      {
        email: 'senha@teste.example',
        name: 'Sílvia Senha Campos',
        cpf: '63925814728',
        profileId: BASE_PROFILE_IDS.administrator,
        group: 'Avaliação',
      },
    ],
  },
  // A trial whose period ended two days before the seed: what an expired trial may still do
  // (e2e/trial-reach.spec.ts).
  {
    name: 'Avaliação Encerrada Serviços Ltda',
    tradingName: 'Avaliação Encerrada',
    document: '58316274000174',
    segment: 'Serviços financeiros',
    planType: 'TRIAL',
    trialDays: -2,
    products: [P.localize, P.autentica, P.accountManagement],
    groups: ['Avaliação'],
    users: [
      {
        email: 'expirado@teste.example',
        name: 'Elisa Expirada Ramos',
        cpf: '85274196373',
        profileId: BASE_PROFILE_IDS.administrator,
        group: 'Avaliação',
      },
    ],
  },
  {
    name: 'Seguro Pagamentos S.A.',
    tradingName: 'Seguro Pagamentos',
    document: '33000167000101',
    segment: 'Serviços financeiros',
    planType: 'EXPRESS',
    flags: { mfa: true },
    products: [P.localize, P.analysis360, P.accountManagement],
    groups: ['Segurança'],
    users: [
      {
        email: 'mfa@seguro.example',
        name: 'Marina Fatores Prado',
        cpf: '86288366757',
        profileId: BASE_PROFILE_IDS.administrator,
        group: 'Segurança',
        mfa: 'TOTP',
      },
      {
        email: 'sms@seguro.example',
        name: 'Sérgio Mensagens Prado',
        cpf: '28625587887',
        profileId: BASE_PROFILE_IDS.operator,
        group: 'Segurança',
        mfa: 'SMS',
        mobile: '11987654321',
      },
      // Changes their password through the TOTP challenge in the journeys (e2e/own-profile.spec.ts), apart from mfa@'s logins.
      {
        email: 'troca@seguro.example',
        name: 'Tereza Trocas Prado',
        cpf: '74185296355',
        profileId: BASE_PROFILE_IDS.operator,
        group: 'Segurança',
        mfa: 'TOTP',
      },
      // Staff reset this user's MFA in the back-office journey (e2e/users.spec.ts); nobody signs in as them.
      {
        email: 'recadastro@seguro.example',
        name: 'Renata Recadastro Prado',
        cpf: '61325784982',
        profileId: BASE_PROFILE_IDS.operator,
        group: 'Segurança',
        mfa: 'TOTP',
      },
      // Types wrong codes until blocked, and the administrator unblocks them in the journeys (e2e/user-corrections.spec.ts).
      {
        email: 'bloqueio@seguro.example',
        name: 'Beatriz Bloqueio Prado',
        cpf: '61827394528',
        profileId: BASE_PROFILE_IDS.operator,
        group: 'Segurança',
        mfa: 'TOTP',
      },
      // Sets their own security question in the journeys (e2e/users.spec.ts), which staff then check; apart from mfa@'s seeded one.
      {
        email: 'pergunta@seguro.example',
        name: 'Paulo Pergunta Prado',
        cpf: '41852963719',
        profileId: BASE_PROFILE_IDS.operator,
        group: 'Segurança',
        mfa: 'TOTP',
      },
    ],
  },
  {
    name: 'Inadimplente Distribuidora Ltda',
    tradingName: 'Inadimplente Distribuidora',
    document: '00000000000191',
    segment: 'Varejo',
    planType: 'PONTUAL',
    blockedForNonPayment: true,
    products: [P.localize, P.sms, P.accountManagement],
    groups: ['Operações'],
    users: [
      {
        email: 'bloqueado@inadimplente.example',
        name: 'Bruno Bloqueio Teixeira',
        cpf: '45317828791',
        profileId: BASE_PROFILE_IDS.administrator,
        group: 'Operações',
      },
    ],
  },
  // 'Saldo e extrato': a prepaid (PONTUAL) company in good standing, with credits
  // and seven months of usage (demo-prepaid.ts); Inadimplente, the other PONTUAL one, is blocked.
  {
    name: 'Pontual Serviços Ltda',
    tradingName: 'Pontual Serviços',
    document: PREPAID_DEMO_DOCUMENT,
    segment: 'Serviços financeiros',
    planType: 'PONTUAL',
    products: [P.localize, P.sms, P.autentica, P.signatures, P.accountManagement],
    groups: ['Atendimento'],
    users: [
      {
        email: 'admin@pontual.example',
        name: 'Paula Pontual Ribeiro',
        cpf: '31628475919',
        profileId: BASE_PROFILE_IDS.administrator,
        group: 'Atendimento',
      },
      {
        email: 'operador@pontual.example',
        name: 'Pedro Pontual Alves',
        cpf: '48291573646',
        profileId: BASE_PROFILE_IDS.operator,
        group: 'Atendimento',
      },
    ],
  },
  // A Gerente of its own for the journey that creates a group managed by his (e2e/groups.spec.ts):
  // the group it leaves would give gerente@empresa a second group in every later journey. Named to
  // sort last among the customers.
  {
    name: 'Varejo Delegado Serviços Ltda',
    tradingName: 'Varejo Delegado',
    document: '72946183000143',
    segment: 'Serviços',
    planType: 'PADRAO',
    products: [P.localize, P.accountManagement],
    groups: ['Equipe Sul', 'Equipe Leste'],
    users: [
      {
        email: 'gerente@delegada.example',
        name: 'Diego Delegado Fontes',
        cpf: '52849173673',
        profileId: BASE_PROFILE_IDS.manager,
        group: 'Equipe Sul',
      },
    ],
  },
];

/**
 * The demo accounts' e-mails: published in the README and printed on start with their password,
 * so a database outside demo mode that holds any of them refuses to start (demo-mode.ts).
 */
export const DEMO_EMAILS: readonly string[] = DEMO_COMPANIES.flatMap((c) => c.users.map((u) => u.email));

/** `config` names the secret key that seals the demo TOTP secret: the server's own, so it opens. */
export async function seedDemo(
  db: Db,
  config: Pick<Config, 'secretKey' | 'nodeEnv' | 'dataDir' | 'demoMode'>,
  now = new Date(),
): Promise<{ created: string[] }> {
  // Published accounts with a published password: never outside demo mode (demo-mode.ts).
  if (!config.demoMode)
    throw new Error('Demo accounts are seeded only in demo mode (never when NODE_ENV=production or DEMO=0).');
  const created: string[] = [];
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const box = secretBox(loadSecretKey(config));
  await db.transaction().execute(async (trx) => {
    for (const c of DEMO_COMPANIES) {
      const existing = await trx
        .selectFrom('companies')
        .select('id')
        .where('document', '=', c.document)
        .executeTakeFirst();
      if (existing) continue;
      const segment =
        (await trx.selectFrom('segments').select('id').where('name', '=', c.segment).executeTakeFirst()) ??
        (await trx
          .insertInto('segments')
          .values({ name: c.segment })
          .returning('id')
          .executeTakeFirstOrThrow());
      const company = await trx
        .insertInto('companies')
        .values({
          ...(c.id ? { id: c.id } : {}),
          name: c.name,
          tradingName: c.tradingName,
          document: c.document,
          segmentId: segment.id,
          planType: c.planType,
          trialEndsAt: c.trialDays ? new Date(now.getTime() + c.trialDays * 86_400_000) : null,
          flagApi: c.flags?.api ?? false,
          flagMfa: c.flags?.mfa ?? false,
          flagMigration: c.flags?.migration ?? false,
          blockedForNonPayment: c.blockedForNonPayment ?? false,
          consumptionLimit: '10000.00',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('companyProducts')
        .values(c.products.map((productId) => ({ companyId: company.id, productId })))
        .execute();
      // Every demo customer is a tomador with an address in São Paulo, so its NFS-e can be issued.
      await trx
        .insertInto('companyFiscalData')
        .values({
          companyId: company.id,
          postalCode: '01310100',
          street: 'Avenida Paulista',
          number: String(1000 + DEMO_COMPANIES.indexOf(c)),
          complement: `Conjunto ${DEMO_COMPANIES.indexOf(c) + 11}`,
          district: 'Bela Vista',
          city: 'São Paulo',
          municipalityCode: '3550308',
          state: 'SP',
          municipalRegistration: null,
          federalWithholding: c.planType === 'PADRAO',
        })
        .execute();
      const customProfileIds = new Map<string, number>();
      for (const p of c.customProfiles ?? []) {
        const profile = await trx
          .insertInto('profiles')
          .values({
            companyId: company.id,
            name: p.name,
            description: p.description,
            baseProfileId: p.baseProfileId,
            isBase: false,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await replaceGrants(trx, profile.id, p.functionalityIds, customProfileGrants(p.functionalityIds));
        customProfileIds.set(p.name, profile.id);
      }
      const groupIds = new Map<string, number>();
      for (const name of c.groups) {
        const group = await trx
          .insertInto('groups')
          .values({ companyId: company.id, name, consumptionLimit: '5000.00' })
          .returning('id')
          .executeTakeFirstOrThrow();
        groupIds.set(name, group.id);
        // Demo groups are open every day, all day, so the demo works at any hour; a group with no
        // hours at all gets the terms' default (no access from 21:00 to 07:00).
        await trx
          .insertInto('groupAccessHours')
          .values(
            [1, 2, 3, 4, 5, 6, 7].map((day) => ({
              groupId: group.id,
              day,
              active: true,
              startTime: '00:00',
              endTime: '23:59',
            })),
          )
          .execute();
      }
      for (const u of c.users) {
        const user = await trx
          .insertInto('users')
          .values({
            companyId: company.id,
            groupId: u.group ? (groupIds.get(u.group) ?? null) : null,
            profileId: u.customProfile ? (customProfileIds.get(u.customProfile) ?? u.profileId) : u.profileId,
            email: u.email,
            name: u.name,
            cpf: u.cpf,
            statusId: USER_STATUS_IDS.active,
            passwordHash,
            mobile: u.mobile ?? null,
            mfaStatus: u.mfa ? 'ATIVO' : 'INATIVO',
            mfaType: u.mfa ?? null,
            updatedAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (u.mfa === 'TOTP') {
          // Sealed like every MFA secret: bound to the user's id, so it is written once the id exists.
          const mfaSecret = box.seal(DEMO_TOTP_SECRET, mfaSecretContext(user.id));
          await trx.updateTable('users').set({ mfaSecret }).where('id', '=', user.id).execute();
        }
        created.push(u.email);
      }
    }
    await seedDemoServices(trx, now);
    await seedDemoUsage(trx, now);
    await seedDemoPrepaid(trx, now);
    created.push(...(await seedDemoGroups(trx, passwordHash, now)));
    await seedDemoUsers(trx, now);
    await seedDemoOidc(trx);
    await seedDemoPayments(trx, now);
  });
  await seedDemoProductClients(db, config);
  return { created };
}

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}
