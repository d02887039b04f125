/**
 * Demo content of the shell's services, so every part of the bell and of the extra
 * notifications can be seen with the demo accounts:
 * - the bell: five notifications for every customer, six for Empresa Demonstração and one for
 *   admin@empresa.example alone (twelve for the admin, over two pages, in eleven categories and
 *   dated from minutes to a year ago); the admin has already read the older ones, so five are unread;
 * - extra notifications for every customer: two virtual-seller cards on /inicio (the second
 *   follows the first) and a banner on /inicio and the account pages but Pagamentos; for the
 *   trial company, a redirect from Preço Unitário (not in its plan) to the plans page;
 * - the feature flags on for Empresa Demonstração (new sidebar, Protesto, 'Saldo e extrato') so
 *   both sidebars can be seen.
 * Runs once: nothing is added when notifications exist.
 */
import { FEATURE_FLAG_NAMES, PRODUCT_IDS } from '@painel/domain';
import type { VirtualSellerContent } from '@painel/contracts';
import { sanitizeRichText } from '../../lib/rich-text';
import type { Db } from '../database';

/** Empresa Demonstração and Teste Gratuito (see DEMO_COMPANIES). */
const DEMO_COMPANY_DOCUMENT = '11444777000161';
const TRIAL_COMPANY_DOCUMENT = '06990590000123';
const DEMO_ADMIN_EMAIL = 'admin@empresa.example';
const HOUR_MS = 3_600_000;
const DAY_HOURS = 24;

const analysisSeller: VirtualSellerContent = {
  title: 'Conheça o Análise 360',
  text: 'Análise de crédito completa de pessoas e empresas em uma única consulta.',
  buttonText: 'QUERO CONHECER',
  image: '/favicon.svg',
  color: { background: '#6A1B9A', title: '#FFFFFF', text: '#F3E5F5', button: ['#FFFFFF', '#6A1B9A'] },
  campaignId: 'analise-360-lancamento',
  productId: PRODUCT_IDS.analysis360,
};

const signaturesSeller: VirtualSellerContent = {
  title: 'Contratos assinados em minutos',
  text: 'Com o Assinaturas seus clientes assinam pelo celular, com validade jurídica e sem papel.',
  buttonText: 'EXPERIMENTAR',
  image: '/favicon.svg',
  color: { background: '#0B3D91', title: '#FFFFFF', text: '#E3EAF7', button: ['#FFFFFF', '#0B3D91'] },
  campaignId: 'assinaturas-sem-papel',
  productId: PRODUCT_IDS.signatures,
};

type Seeded = { category: string; html: string; hoursAgo: number; readByAdmin?: boolean };

/** For every customer. */
const FOR_EVERYONE: Seeded[] = [
  {
    category: 'ATUALIZAÇÕES',
    html: '<h4>Manutenção programada</h4><p>No sábado, das <strong>22h às 23h</strong>, os relatórios podem ficar indisponíveis por alguns minutos.</p>',
    hoursAgo: 20,
  },
  {
    category: 'SEGURANÇA',
    html: '<p>Ative a <strong>autenticação por dois fatores</strong> em Privacidade e Segurança: além da senha, um código será pedido a cada login.</p>',
    hoursAgo: 3 * DAY_HOURS,
  },
  {
    category: 'MARKETING',
    html: '<p><strong>Novo:</strong> o Análise 360 reúne em uma só consulta os dados de crédito de pessoas e empresas. <a href="https://painel.example/novidades">Saiba mais</a></p>',
    hoursAgo: 10 * DAY_HOURS,
    readByAdmin: true,
  },
  {
    category: 'ASSINATURAS',
    html: '<p>Agora é possível enviar um mesmo documento para até <strong>20 signatários</strong>, na ordem que você definir.</p>',
    hoursAgo: 45 * DAY_HOURS,
    readByAdmin: true,
  },
  {
    category: 'CARTÃO DE CRÉDITO',
    html: '<p>Você já pode pagar suas faturas com <strong>cartão de crédito</strong>, em até 3 vezes sem juros.</p>',
    hoursAgo: 400 * DAY_HOURS,
    readByAdmin: true,
  },
];

/** For Empresa Demonstração. */
const FOR_DEMO_COMPANY: Seeded[] = [
  {
    category: 'LOCALIZE',
    html: '<p>Sua equipe fez <strong>1.250 consultas</strong> no Localize este mês. Veja os detalhes em <em>Relatórios</em>.</p>',
    hoursAgo: 2,
  },
  {
    category: 'FINANCEIRO',
    html: '<p>A fatura de <strong>novembro</strong> está disponível em Pagamentos, com vencimento no dia 10.</p>',
    hoursAgo: 28,
  },
  {
    category: 'SMS',
    html: '<p>Seu pacote de SMS está <strong>80% consumido</strong>. Para não interromper os envios, fale com o seu gerente de contas.</p>',
    hoursAgo: 5 * DAY_HOURS,
    readByAdmin: true,
  },
  {
    category: 'WEBPHONE',
    html: '<p>Novos relatórios de chamadas do Webphone: duração, horário e resultado de cada ligação.</p>',
    hoursAgo: 9 * DAY_HOURS,
    readByAdmin: true,
  },
  {
    category: 'AUTENTICA',
    html: '<p>O Autentica passou a aceitar a <strong>CNH digital</strong> na validação de identidade.</p>',
    hoursAgo: 16 * DAY_HOURS,
    readByAdmin: true,
  },
  {
    category: 'BASE CERTA',
    html: '<ul><li>Higienização de até <strong>500 mil</strong> registros por arquivo</li><li>Resultado por e-mail ao terminar</li></ul>',
    hoursAgo: 70 * DAY_HOURS,
    readByAdmin: true,
  },
];

/** For admin@empresa.example only. */
const FOR_DEMO_ADMIN: Seeded[] = [
  {
    category: 'SEGURANÇA',
    html: '<p>Um novo acesso à sua conta foi feito hoje. Se não foi você, troque sua senha em <em>Privacidade e Segurança</em>.</p>',
    hoursAgo: 0.5,
  },
];

export async function seedDemoServices(db: Db, now: Date): Promise<void> {
  const existing = await db.selectFrom('notifications').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const demo = await db
    .selectFrom('companies')
    .select('id')
    .where('document', '=', DEMO_COMPANY_DOCUMENT)
    .executeTakeFirst();
  const trial = await db
    .selectFrom('companies')
    .select('id')
    .where('document', '=', TRIAL_COMPANY_DOCUMENT)
    .executeTakeFirst();
  const admin = await db
    .selectFrom('users')
    .select(['id', 'companyId'])
    .where('email', '=', DEMO_ADMIN_EMAIL)
    .executeTakeFirst();
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const everyone = { audience: 'ALL' as const, companyId: null, userId: null };

  const rows = [
    ...FOR_EVERYONE.map((item) => ({ item, audience: everyone })),
    ...(demo
      ? FOR_DEMO_COMPANY.map((item) => ({
          item,
          audience: { audience: 'COMPANY' as const, companyId: demo.id, userId: null },
        }))
      : []),
    ...(admin
      ? FOR_DEMO_ADMIN.map((item) => ({
          item,
          audience: { audience: 'USER' as const, companyId: admin.companyId, userId: admin.id },
        }))
      : []),
  ];
  const inserted = await db
    .insertInto('notifications')
    .values(
      rows.map(({ item, audience }) => ({
        ...audience,
        category: item.category,
        content: sanitizeRichText(item.html),
        createdAt: ago(item.hoursAgo),
        createdBy: null,
      })),
    )
    .returning('id')
    .execute();
  const readIds = inserted.filter((_row, index) => rows[index]?.item.readByAdmin).map((row) => row.id);
  if (admin && readIds.length > 0) {
    await db
      .insertInto('notificationReads')
      .values(readIds.map((notificationId) => ({ userId: admin.id, notificationId, readAt: now })))
      .execute();
  }

  await db
    .insertInto('extraNotifications')
    .values([
      {
        ...everyone,
        componentType: 'VIRTUAL_SELLER',
        content: JSON.stringify(analysisSeller),
        priority: 1,
        productId: PRODUCT_IDS.analysis360,
        productIds: [PRODUCT_IDS.analysis360],
        allowedRoutes: ['/inicio'],
        eventCategory: 'Vendedor virtual',
        eventLabel: analysisSeller.campaignId,
      },
      {
        ...everyone,
        componentType: 'VIRTUAL_SELLER',
        content: JSON.stringify(signaturesSeller),
        priority: 2,
        productId: PRODUCT_IDS.signatures,
        productIds: [PRODUCT_IDS.signatures],
        allowedRoutes: ['/inicio'],
        eventCategory: 'Vendedor virtual',
        eventLabel: signaturesSeller.campaignId,
      },
      {
        ...everyone,
        componentType: 'BANNER',
        content: sanitizeRichText(
          // Demo content advertises only what the product has: the consolidated consumption report.
          '<p><strong>Novidade:</strong> o relatório de consumo consolidado mostra o consumo de cada solução por período. Veja em <em>Gestão da conta › Relatórios</em>.</p>',
        ),
        priority: 3,
        // Leads to Relatórios: users who may not open it never get it.
        targetRoute: '/gestao-da-conta/relatorios',
        allowedRoutes: ['/inicio', '/gestao-da-conta/*'],
        blockedRoutes: ['/gestao-da-conta/pagamentos'],
        variant: 'info',
        eventCategory: 'Banner',
        eventLabel: 'relatorio-consumo-consolidado',
      },
      ...(trial
        ? [
            {
              audience: 'COMPANY' as const,
              companyId: trial.id,
              userId: null,
              componentType: 'REDIRECT' as const,
              content: '/contratar/planos',
              priority: 4,
              allowedRoutes: ['/gestao-da-conta/preco-unitario'],
              eventCategory: 'Redirecionamento',
              eventLabel: 'trial-preco-unitario-para-planos',
            },
          ]
        : []),
    ])
    .execute();
  if (demo) {
    for (const name of FEATURE_FLAG_NAMES) {
      await db
        .insertInto('featureFlags')
        .values({ name, updatedAt: now })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      await db
        .insertInto('featureFlagOverrides')
        .values({ flagName: name, companyId: demo.id, userId: null, enabled: true })
        .execute();
    }
  }
}
