/**
 * Demo content of the shell's services (issue 4): notifications for the bell (three for every
 * customer in different categories, one for Empresa Demonstração only), a virtual-seller card and
 * a banner, and the feature flags on for Empresa Demonstração (new sidebar, Protesto, 'Saldo e
 * extrato') so both sidebars can be seen. Runs once: nothing is added when notifications exist.
 */
import { FEATURE_FLAG_NAMES, PRODUCT_IDS } from '@painel/domain';
import type { VirtualSellerContent } from '@painel/contracts';
import { sanitizeRichText } from '../../lib/rich-text';
import type { Db } from '../database';

/** Empresa Demonstração (see DEMO_COMPANIES). */
const DEMO_COMPANY_DOCUMENT = '11444777000161';
const HOUR_MS = 3_600_000;

const virtualSeller: VirtualSellerContent = {
  title: 'Conheça o Análise 360',
  text: 'Análise de crédito completa de pessoas e empresas em uma única consulta.',
  buttonText: 'QUERO CONHECER',
  image: '/favicon.svg',
  color: { background: '#6A1B9A', title: '#FFFFFF', text: '#F3E5F5', button: ['#FFFFFF', '#6A1B9A'] },
  campaignId: 'analise-360-lancamento',
  productId: PRODUCT_IDS.analysis360,
};

export async function seedDemoServices(db: Db, now: Date): Promise<void> {
  const existing = await db.selectFrom('notifications').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const demo = await db.selectFrom('companies').select('id').where('document', '=', DEMO_COMPANY_DOCUMENT).executeTakeFirst();
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const everyone = { audience: 'ALL' as const, companyId: null, userId: null };
  await db
    .insertInto('notifications')
    .values([
      {
        ...everyone,
        category: 'MARKETING',
        content: sanitizeRichText(
          '<p><strong>Novo:</strong> o Análise 360 reúne em uma só consulta os dados de crédito de pessoas e empresas. <a href="https://painel.example/novidades">Saiba mais</a></p>',
        ),
        createdAt: ago(24 * 10),
        createdBy: null,
      },
      {
        ...everyone,
        category: 'SEGURANÇA',
        content: sanitizeRichText(
          '<p>Ative a <strong>autenticação por dois fatores</strong> em Privacidade e Segurança: além da senha, um código será pedido a cada login.</p>',
        ),
        createdAt: ago(24 * 3),
        createdBy: null,
      },
      {
        ...everyone,
        category: 'ATUALIZAÇÕES',
        content: sanitizeRichText(
          '<h4>Manutenção programada</h4><p>No sábado, das <strong>22h às 23h</strong>, os relatórios podem ficar indisponíveis por alguns minutos.</p>',
        ),
        createdAt: ago(20),
        createdBy: null,
      },
      ...(demo
        ? [
            {
              audience: 'COMPANY' as const,
              companyId: demo.id,
              userId: null,
              category: 'LOCALIZE',
              content: sanitizeRichText(
                '<p>Sua equipe fez <strong>1.250 consultas</strong> no Localize este mês. Veja os detalhes em <em>Relatórios</em>.</p>',
              ),
              createdAt: ago(2),
              createdBy: null,
            },
          ]
        : []),
    ])
    .execute();
  await db
    .insertInto('extraNotifications')
    .values([
      {
        ...everyone,
        componentType: 'VIRTUAL_SELLER',
        content: JSON.stringify(virtualSeller),
        priority: 1,
        productId: PRODUCT_IDS.analysis360,
        productIds: [PRODUCT_IDS.analysis360],
        allowedRoutes: ['/inicio'],
        eventCategory: 'Vendedor virtual',
        eventLabel: virtualSeller.campaignId,
      },
      {
        ...everyone,
        componentType: 'BANNER',
        content: sanitizeRichText(
          '<p><strong>Novidade:</strong> relatórios de consumo com filtro por grupo. <a href="https://painel.example/novidades">Saiba mais</a></p>',
        ),
        priority: 2,
        allowedRoutes: ['/inicio', '/gestao-da-conta/*'],
        blockedRoutes: ['/gestao-da-conta/pagamentos'],
        variant: 'info',
        eventCategory: 'Banner',
        eventLabel: 'relatorios-por-grupo',
      },
    ])
    .execute();
  if (demo) {
    for (const name of FEATURE_FLAG_NAMES) {
      await db.insertInto('featureFlags').values({ name, updatedAt: now }).onConflict((oc) => oc.column('name').doNothing()).execute();
      await db.insertInto('featureFlagOverrides').values({ flagName: name, companyId: demo.id, userId: null, enabled: true }).execute();
    }
  }
}
