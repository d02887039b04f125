/**
 * Demo usage: unit prices and seven São Paulo months of consumption (the current one
 * up to today) for Empresa Demonstração, so the consolidated report and the limits have something
 * to show. Deterministic (a fixed pseudo-random sequence), small (a few thousand events) and
 * written through the same writer as ingestion, so rollups and totals agree with the events.
 * Runs once: nothing is added when the company has prices.
 */
import { addDays, subMonths } from 'date-fns';
import {
  PRODUCT_IDS,
  amountOf,
  formatMilli,
  parseMilli,
  toIsoDate,
  todayInSaoPaulo,
  type PricingKind,
} from '@painel/domain';
import { writeAcceptedUsage } from '../../modules/usage/usage.service';
import type { EventRow } from '../../modules/usage/usage.repository';
import type { Db } from '../database';

const DEMO_COMPANY_DOCUMENT = '11444777000161';
const MONTHS = 7;
const SEED_CLIENT = 'demo-seed';

type DemoPrice = {
  productId: number;
  functionalityId: number;
  kind: PricingKind;
  price: string;
  from: number;
  until?: number;
};

/** `from`/`until`: months before the current one (Localize's CPF query got dearer three months ago). */
const PRICES: DemoPrice[] = [
  {
    productId: PRODUCT_IDS.localize,
    functionalityId: 1001,
    kind: 'PER_USE',
    price: '0.350',
    from: MONTHS,
    until: 3,
  },
  { productId: PRODUCT_IDS.localize, functionalityId: 1001, kind: 'PER_USE', price: '0.380', from: 3 },
  { productId: PRODUCT_IDS.localize, functionalityId: 1002, kind: 'PER_USE', price: '0.520', from: MONTHS },
  {
    productId: PRODUCT_IDS.localize,
    functionalityId: 1003,
    kind: 'PER_USER_MONTH',
    price: '29.900',
    from: MONTHS,
  },
  { productId: PRODUCT_IDS.sms, functionalityId: 1011, kind: 'PER_USE', price: '0.075', from: MONTHS },
  { productId: PRODUCT_IDS.autentica, functionalityId: 1041, kind: 'PER_USE', price: '1.250', from: MONTHS },
  { productId: PRODUCT_IDS.signatures, functionalityId: 1081, kind: 'PER_USE', price: '2.900', from: MONTHS },
];

/** A small fixed sequence (Park–Miller): the same demo on every machine. */
function sequence(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 48_271) % 2_147_483_647;
    return state % max;
  };
}

/** `document`: Empresa Demonstração by default; the prepaid demo company (demo-prepaid.ts) takes the same usage. */
export async function seedDemoUsage(trx: Db, now: Date, document = DEMO_COMPANY_DOCUMENT) {
  const company = await trx
    .selectFrom('companies')
    .select('id')
    .where('document', '=', document)
    .executeTakeFirst();
  if (!company) return;
  const priced = await trx
    .selectFrom('unitPrices')
    .select('id')
    .where('companyId', '=', company.id)
    .executeTakeFirst();
  if (priced) return;
  const today = todayInSaoPaulo(now);
  const firstMonth = new Date(today.getFullYear(), today.getMonth(), 1);
  const monthStart = (back: number) => toIsoDate(subMonths(firstMonth, back));
  await trx
    .insertInto('unitPrices')
    .values(
      PRICES.map((p) => ({
        companyId: company.id,
        productId: p.productId,
        functionalityId: p.functionalityId,
        pricingKind: p.kind,
        unitPrice: p.price,
        validFrom: monthStart(p.from),
        validUntil: p.until === undefined ? null : monthStart(p.until),
      })),
    )
    .execute();

  const users = await trx
    .selectFrom('users')
    .select(['id', 'groupId'])
    .where('companyId', '=', company.id)
    .orderBy('id')
    .execute();
  const random = sequence(company.id * 7919);
  const rows: EventRow[] = [];
  const priceOn = (functionalityId: number, day: string) =>
    PRICES.find(
      (p) =>
        p.functionalityId === functionalityId &&
        monthStart(p.from) <= day &&
        (p.until === undefined || monthStart(p.until) > day),
    );
  const add = (
    userId: number,
    groupId: number | null,
    functionalityId: number,
    quantity: number,
    day: string,
    hour: number,
  ) => {
    const price = priceOn(functionalityId, day);
    const occurredAt = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00-03:00`);
    if (!price || occurredAt > now) return;
    rows.push({
      companyId: company.id,
      usageDay: day,
      clientId: SEED_CLIENT,
      idempotencyKey: `demo-${rows.length + 1}`,
      userId,
      groupId: groupId ?? 0,
      productId: price.productId,
      functionalityId,
      pricingKind: price.kind,
      quantity,
      unitPrice: price.price,
      amount: formatMilli(amountOf(parseMilli(price.price), quantity)),
      occurredAt,
      receivedAt: now,
    });
  };
  for (let day = subMonths(firstMonth, MONTHS - 1); day <= today; day = addDays(day, 1)) {
    const iso = toIsoDate(day);
    const weekend = day.getDay() === 0 || day.getDay() === 6;
    for (const user of users) {
      if (day.getDate() === 1) add(user.id, user.groupId, 1003, 1, iso, 8);
      if (weekend) continue;
      add(user.id, user.groupId, 1001, 1 + random(12), iso, 9 + random(9));
      if (random(3) === 0) add(user.id, user.groupId, 1002, 1 + random(4), iso, 9 + random(9));
      if (random(2) === 0) add(user.id, user.groupId, 1011, 5 + random(40), iso, 9 + random(9));
      if (random(5) === 0) add(user.id, user.groupId, 1041, 1 + random(3), iso, 9 + random(9));
      if (random(10) === 0) add(user.id, user.groupId, 1081, 1, iso, 9 + random(9));
    }
  }
  for (let i = 0; i < rows.length; i += 500) await writeAcceptedUsage(trx, rows.slice(i, i + 500));
}
