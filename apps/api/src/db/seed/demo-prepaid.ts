/**
 * Demo 'Saldo e extrato'. Pontual Serviços, a prepaid (PONTUAL) company, gets
 * the same seven months of usage as Empresa Demonstração (demo-usage.ts, through the ingestion
 * writer) and the credits a prepaid customer buys: a first purchase, a top-up on the first of
 * every month since, and one adjustment. Empresa Demonstração has the balance flag on
 * (demo-services.ts), so its page is 'Saldo e extrato' too: it gets credits the same way, sized
 * to its usage. Runs once per company: nothing is added to a company that has credits.
 */
import { subMonths } from 'date-fns';
import { toIsoDate, todayInSaoPaulo } from '@painel/domain';
import { insertCredits, type CreditRow } from '../../modules/balance/balance.repository';
import type { Db } from '../database';
import { seedDemoUsage } from './demo-usage';

export const PREPAID_DEMO_DOCUMENT = '27518643000188';
const MONTHS = 7;

const LEDGERS = [
  {
    document: PREPAID_DEMO_DOCUMENT,
    first: ['500.000', 'Compra inicial de créditos'],
    monthly: ['300.000', 'Recarga mensal de créditos'],
    adjustment: '12.350',
    usage: true,
  },
  // Empresa Demonstração, postpaid (PADRAO): no purchases or top-ups, the contract's monthly
  // credit instead. Its usage is seeded by demo-usage.ts already.
  {
    document: '11444777000161',
    first: ['2000.000', 'Crédito de adesão do contrato'],
    monthly: ['900.000', 'Crédito mensal do contrato'],
    adjustment: '25.900',
    usage: false,
  },
] as const;

export async function seedDemoPrepaid(trx: Db, now: Date) {
  const today = todayInSaoPaulo(now);
  const monthStart = (back: number) =>
    toIsoDate(subMonths(new Date(today.getFullYear(), today.getMonth(), 1), back));
  for (const ledger of LEDGERS) {
    const company = await trx
      .selectFrom('companies')
      .select('id')
      .where('document', '=', ledger.document)
      .executeTakeFirst();
    if (!company) continue;
    const credited = await trx
      .selectFrom('prepaidCredits')
      .select('id')
      .where('companyId', '=', company.id)
      .executeTakeFirst();
    if (credited) continue;
    if (ledger.usage) await seedDemoUsage(trx, now, ledger.document);
    const credit = (
      creditDay: string,
      kind: CreditRow['kind'],
      description: string,
      amount: string,
    ): CreditRow => ({
      companyId: company.id,
      creditDay,
      kind,
      description,
      amount,
    });
    const rows = [credit(monthStart(MONTHS - 1), 'COMPRA', ledger.first[1], ledger.first[0])];
    for (let back = MONTHS - 2; back >= 0; back -= 1)
      rows.push(credit(monthStart(back), 'RECARGA', ledger.monthly[1], ledger.monthly[0]));
    rows.push(
      credit(
        `${monthStart(3).slice(0, 8)}15`,
        'AJUSTE',
        'Ajuste: estorno de consultas em duplicidade',
        ledger.adjustment,
      ),
    );
    await insertCredits(trx, rows);
  }
}
