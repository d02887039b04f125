/**
 * Usage metering: a sibling product asks whether a user may consume (`authorize`) and
 * then reports what was consumed (`ingest`). Both apply the domain's one consumption rule; the
 * report path never reads events, only the rollups written here in the ingestion transaction.
 *
 * One batch, one transaction (on the embedded database, one per slice: see `ingest`): the
 * idempotency keys are claimed (a key already recorded answers 'duplicate', a concurrent batch
 * holding it is waited for), the month totals the batch touches are locked, each event is judged
 * in order against the running totals, and the accepted ones are written with their rollups,
 * totals, correction audits and limit notices — or nothing is.
 */
import {
  amountOf,
  consumptionRefusal,
  formatMilli,
  limitNoticesCrossed,
  monthOfDay,
  parseMilli,
  profileGrantsProduct,
  usageDayOf,
  usageMessages,
  usageRefusalMessage,
  usageTimingRefusal,
  USAGE_KEY_RETENTION_DAYS,
  type ConsumptionRefusal,
  type Milli,
  type PricingKind,
  type UsageRefusal,
} from '@painel/domain';
import type {
  UsageAuthorizeBody,
  UsageAuthorizeResponse,
  UsageBatchResult,
  UsageEvent,
  UsageEventResult,
} from '@painel/contracts';
import type { AppContext } from '../../core/context';
import type { Db } from '../../db/database';
import { recordAudit } from '../../core/audit/record-audit';
import type { ProductClient } from '../../core/auth/product-client-token';
import * as repo from './usage.repository';
import { correctionExceedsUsage } from './usage-corrections';

type Price = { unitPrice: Milli; unitPriceText: string; pricingKind: PricingKind };

/** A company's prices of one functionality, latest first, read once per price row. */
type PriceIndex = Map<string, (repo.PriceRow & { price: Price })[]>;
const priceKey = (companyId: number, functionalityId: number) => `${companyId}|${functionalityId}`;

function indexPrices(prices: readonly repo.PriceRow[]): PriceIndex {
  const index: PriceIndex = new Map();
  for (const row of prices) {
    const key = priceKey(row.companyId, row.functionalityId);
    const price = {
      unitPrice: parseMilli(row.unitPrice),
      unitPriceText: row.unitPrice,
      pricingKind: row.pricingKind,
    };
    index.set(key, [...(index.get(key) ?? []), { ...row, price }]);
  }
  return index;
}

/** The price in force on a São Paulo day: the latest-starting row whose validity holds the day. */
function priceOn(prices: PriceIndex, companyId: number, functionalityId: number, day: string): Price | null {
  const row = prices
    .get(priceKey(companyId, functionalityId))
    ?.find((p) => p.validFrom <= day && (p.validUntil === null || p.validUntil > day));
  return row?.price ?? null;
}

/**
 * Ingestion's loops over a batch give the event loop back every this many events, so a call
 * waiting on it (authorize) waits for a slice of a batch, not for the whole of it.
 */
const EVENTS_PER_SLICE = 100;
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What the rule needs about the people and prices a set of consumptions names, read together. */
async function loadFacts(db: Db, input: { productId: number; userIds: number[]; days: string[] }) {
  const consumers = await repo.loadConsumers(db, input.userIds, input.productId);
  const companyIds = [...new Set([...consumers.values()].map((c) => c.companyId))];
  const days = [...input.days].sort();
  const [hours, owning, prices] = await Promise.all([
    repo.loadAccessHours(
      db,
      [...consumers.values()].map((c) => c.groupId),
    ),
    repo.companiesOwning(db, companyIds, input.productId),
    repo.loadPrices(db, {
      companyIds,
      productId: input.productId,
      from: days[0] ?? '',
      to: days[days.length - 1] ?? '',
    }),
  ]);
  return { consumers, hours, owning, prices: indexPrices(prices) };
}

type Facts = Awaited<ReturnType<typeof loadFacts>>;

/** loadFacts for many users, `chunk` users per read, each read after `beforeRead`: one set of facts. */
async function loadFactsInChunks(
  db: Db,
  productId: number,
  candidates: readonly Candidate[],
  chunk: number,
  beforeRead: () => Promise<void>,
): Promise<Facts> {
  const userIds = [...new Set(candidates.map((c) => c.event.userId))];
  const days = [...new Set(candidates.map((c) => c.day))];
  const facts: Facts = { consumers: new Map(), hours: new Map(), owning: new Set(), prices: new Map() };
  for (let from = 0; from < userIds.length; from += chunk) {
    await beforeRead();
    const part = await loadFacts(db, { productId, userIds: userIds.slice(from, from + chunk), days });
    // Each part is whole for its users, groups and companies: a key two parts share holds the same.
    for (const [k, v] of part.consumers) facts.consumers.set(k, v);
    for (const [k, v] of part.hours) facts.hours.set(k, v);
    for (const k of part.owning) facts.owning.add(k);
    for (const [k, v] of part.prices) facts.prices.set(k, v);
  }
  return facts;
}

/** The facts of authorize's one statement in the shape the rule reads, so both paths judge alike. */
function factsOfOne(found: repo.AuthorizeFacts | undefined): Facts {
  if (!found) return { consumers: new Map(), hours: new Map(), owning: new Set(), prices: new Map() };
  return {
    consumers: new Map([[found.userId, found]]),
    hours: new Map([[found.groupId, found.accessHours]]),
    owning: new Set(found.ownsProduct ? [found.companyId] : []),
    prices: indexPrices(found.price ? [found.price] : []),
  };
}

function judge(
  facts: Facts,
  input: {
    userId: number;
    productId: number;
    functionalityId: number;
    quantity: number;
    at: Date;
    day: string;
    groupSpent: Milli;
    companySpent: Milli;
  },
): { refusal: ConsumptionRefusal | null; consumer: repo.Consumer | undefined; price: Price | null } {
  const { productId } = input;
  const consumer = facts.consumers.get(input.userId);
  const price = consumer ? priceOn(facts.prices, consumer.companyId, input.functionalityId, input.day) : null;
  const refusal = consumptionRefusal({
    user: consumer
      ? {
          statusId: consumer.statusId,
          grantsProduct: profileGrantsProduct(consumer.productPermissions, productId),
        }
      : null,
    group:
      consumer && consumer.groupId !== 0
        ? {
            statusId: consumer.groupStatusId ?? 1,
            limit: consumer.groupLimit === null ? null : parseMilli(consumer.groupLimit),
            accessHours: facts.hours.get(consumer.groupId) ?? [],
          }
        : null,
    company: {
      ownsProduct: consumer ? facts.owning.has(consumer.companyId) : false,
      blockedForNonPayment: consumer?.blockedForNonPayment ?? false,
      limit: consumer?.companyLimit == null ? null : parseMilli(consumer.companyLimit),
      accessHours: consumer?.customerHours ?? [],
    },
    unitPrice: price?.unitPrice ?? null,
    groupSpent: input.groupSpent,
    companySpent: input.companySpent,
    quantity: input.quantity,
    at: input.at,
  });
  return { refusal, consumer, price };
}

// --- Authorize ---

export async function authorize(
  ctx: AppContext,
  client: ProductClient,
  body: UsageAuthorizeBody,
): Promise<UsageAuthorizeResponse> {
  const now = ctx.now();
  const day = usageDayOf(now);
  const refuse = (
    code: UsageRefusal,
    rest: Partial<UsageAuthorizeResponse> = {},
  ): UsageAuthorizeResponse => ({
    allowed: false,
    code,
    message: usageRefusalMessage(code),
    unitPrice: null,
    amount: null,
    groupSpent: '0.000',
    groupLimit: null,
    ...rest,
  });
  if (body.productId !== client.productId) return refuse('PRODUCT_CLIENT_MISMATCH');
  // One statement, one round trip: user, group, company, ownership, hours, price and month spend.
  const found = await repo.authorizeFacts(ctx.db, { ...body, day, month: monthOfDay(day) });
  const groupSpent = parseMilli(found?.groupSpent ?? '0');
  const { refusal, consumer, price } = judge(factsOfOne(found), {
    ...body,
    at: now,
    day,
    groupSpent,
    companySpent: parseMilli(found?.companySpent ?? '0'),
  });
  const answer = {
    unitPrice: price?.unitPriceText ?? null,
    amount: price ? formatMilli(amountOf(price.unitPrice, body.quantity)) : null,
    groupSpent: formatMilli(groupSpent),
    groupLimit: consumer?.groupLimit == null ? null : formatMilli(parseMilli(consumer.groupLimit)),
  };
  // Another company's user, or one whose profile does not grant the product, is not this product's business: no figures leave.
  if (refusal === 'USER_NOT_FOUND' || refusal === 'PRODUCT_NOT_OWNED' || refusal === 'PRODUCT_NOT_GRANTED')
    return refuse(refusal);
  return refusal ? refuse(refusal, answer) : { allowed: true, ...answer };
}

// --- Ingest ---

type Candidate = { index: number; event: UsageEvent; at: Date; day: string };

/**
 * How the embedded database records a batch (usage-ingestion.ts): `eventsPerTransaction` events per
 * transaction, each started only once `beforeSlice` resolves (the calls waiting for the one
 * connection go first).
 */
export type IngestSlicing = { eventsPerTransaction: number; beforeSlice: () => Promise<void> };

/**
 * Records a batch and answers per event. With `slicing` it commits the batch in slices (the
 * embedded database, whose one connection a transaction holds); each slice is claimed, judged
 * against the totals as they stand and written whole, so an event is answered exactly as in one
 * transaction, and a batch cut short by a crash leaves whole slices that a retry answers 'duplicate'.
 */
export async function ingest(
  db: Db,
  client: ProductClient,
  events: readonly UsageEvent[],
  now: Date,
  slicing?: IngestSlicing,
): Promise<UsageBatchResult> {
  const eventsPerTransaction = slicing?.eventsPerTransaction ?? events.length;
  const results: UsageEventResult[] = events.map((e) => ({
    idempotencyKey: e.idempotencyKey,
    status: 'accepted',
  }));
  const refuse = (index: number, code: UsageRefusal) => {
    results[index] = {
      idempotencyKey: events[index]!.idempotencyKey,
      status: 'refused',
      code,
      message: usageRefusalMessage(code),
    };
  };

  // Checks that need no database: the product, the moment, a key repeated inside the batch.
  const seen = new Set<string>();
  const candidates: Candidate[] = [];
  for (const [index, event] of events.entries()) {
    if (index % EVENTS_PER_SLICE === EVENTS_PER_SLICE - 1) await yieldToLoop();
    if (seen.has(event.idempotencyKey)) {
      results[index] = { idempotencyKey: event.idempotencyKey, status: 'duplicate' };
      continue;
    }
    seen.add(event.idempotencyKey);
    const at = new Date(event.occurredAt);
    if (event.productId !== client.productId) {
      refuse(index, 'PRODUCT_CLIENT_MISMATCH');
      continue;
    }
    const timing = usageTimingRefusal(at, now);
    if (timing) {
      refuse(index, timing);
      continue;
    }
    candidates.push({ index, event, at, day: usageDayOf(at) });
  }

  // Sliced, the facts are read before the slices, a slice's worth of users at a time, each read a
  // turn of its own on the connection; in one transaction they are read in it, as PostgreSQL's
  // read committed would show them at its start either way. The month totals are locked per slice.
  const preloaded = slicing
    ? await loadFactsInChunks(db, client.productId, candidates, eventsPerTransaction, slicing.beforeSlice)
    : undefined;
  for (let from = 0; from < candidates.length; from += eventsPerTransaction) {
    const slice = candidates.slice(from, from + eventsPerTransaction);
    await slicing?.beforeSlice();
    await db.transaction().execute(async (trx) => {
      const claimed = await repo.claimKeys(
        trx,
        client.clientId,
        slice.map((c) => c.event.idempotencyKey),
        now,
      );
      const fresh = slice.filter((c) => {
        if (claimed.has(c.event.idempotencyKey)) return true;
        results[c.index] = { idempotencyKey: c.event.idempotencyKey, status: 'duplicate' };
        return false;
      });
      await record(trx, client, fresh, results, now, refuse, preloaded);
    });
  }
  return {
    accepted: results.filter((r) => r.status === 'accepted').length,
    duplicate: results.filter((r) => r.status === 'duplicate').length,
    refused: results.filter((r) => r.status === 'refused').length,
    results,
  };
}

/** Judges the batch's new events against locked month totals and writes the accepted ones. */
async function record(
  trx: Db,
  client: ProductClient,
  fresh: readonly Candidate[],
  results: UsageEventResult[],
  now: Date,
  refuse: (index: number, code: UsageRefusal) => void,
  preloaded: Facts | undefined,
) {
  if (fresh.length === 0) return;
  const facts =
    preloaded ??
    (await loadFacts(trx, {
      productId: client.productId,
      userIds: fresh.map((c) => c.event.userId),
      days: fresh.map((c) => c.day),
    }));

  const companyMonths = new Map<string, { companyId: number; month: string }>();
  const groupMonths = new Map<string, { companyId: number; groupId: number; month: string }>();
  for (const c of fresh) {
    const consumer = facts.consumers.get(c.event.userId);
    if (!consumer) continue;
    const month = monthOfDay(c.day);
    companyMonths.set(repo.companyTotalKey({ companyId: consumer.companyId, month }), {
      companyId: consumer.companyId,
      month,
    });
    if (consumer.groupId !== 0) {
      const key = { companyId: consumer.companyId, groupId: consumer.groupId, month };
      groupMonths.set(repo.groupTotalKey(key), key);
    }
  }
  const locked = await repo.lockMonthTotals(trx, {
    companies: [...companyMonths.values()],
    groups: [...groupMonths.values()],
  });
  const running = {
    company: new Map([...locked.company].map(([k, v]) => [k, parseMilli(v)])),
    group: new Map([...locked.group].map(([k, v]) => [k, parseMilli(v)])),
  };
  const before = new Map(running.group);

  const accepted: repo.EventRow[] = [];
  const refusedKeys: string[] = [];
  for (const [i, c] of fresh.entries()) {
    if (i % EVENTS_PER_SLICE === EVENTS_PER_SLICE - 1) await yieldToLoop();
    const consumer = facts.consumers.get(c.event.userId);
    const month = monthOfDay(c.day);
    const companyKey = consumer ? repo.companyTotalKey({ companyId: consumer.companyId, month }) : '';
    const groupKey = consumer
      ? repo.groupTotalKey({ companyId: consumer.companyId, groupId: consumer.groupId, month })
      : '';
    const verdict = judge(facts, {
      ...c.event,
      at: c.at,
      day: c.day,
      groupSpent: running.group.get(groupKey) ?? 0n,
      companySpent: running.company.get(companyKey) ?? 0n,
    });
    if (verdict.refusal || !verdict.consumer || !verdict.price) {
      refuse(c.index, verdict.refusal ?? 'USER_NOT_FOUND');
      refusedKeys.push(c.event.idempotencyKey);
      continue;
    }
    if (c.event.quantity < 0 && (await correctionExceedsUsage(trx, c.event, c.day, accepted))) {
      refuse(c.index, 'CORRECTION_EXCEEDS_USAGE');
      refusedKeys.push(c.event.idempotencyKey);
      continue;
    }
    const amount = amountOf(verdict.price.unitPrice, c.event.quantity);
    running.company.set(companyKey, (running.company.get(companyKey) ?? 0n) + amount);
    if (verdict.consumer.groupId !== 0)
      running.group.set(groupKey, (running.group.get(groupKey) ?? 0n) + amount);
    results[c.index] = {
      idempotencyKey: c.event.idempotencyKey,
      status: 'accepted',
      amount: formatMilli(amount),
    };
    accepted.push({
      companyId: verdict.consumer.companyId,
      usageDay: c.day,
      clientId: client.clientId,
      idempotencyKey: c.event.idempotencyKey,
      userId: c.event.userId,
      groupId: verdict.consumer.groupId,
      productId: c.event.productId,
      functionalityId: c.event.functionalityId,
      pricingKind: verdict.price.pricingKind,
      quantity: c.event.quantity,
      unitPrice: verdict.price.unitPriceText,
      amount: formatMilli(amount),
      occurredAt: c.at,
      receivedAt: now,
    });
  }

  // A refused event leaves no trace: the product may send it again once it is allowed.
  await repo.releaseKeys(trx, client.clientId, refusedKeys);
  if (accepted.length === 0) return;
  await writeAcceptedUsage(trx, accepted);
  for (const row of accepted.filter((r) => r.quantity < 0)) {
    await recordAudit(trx, null, 'USAGE_CORRECTION', {
      companyId: row.companyId,
      targetUserId: row.userId,
      clientId: row.clientId,
      idempotencyKey: row.idempotencyKey,
      productId: row.productId,
      functionalityId: row.functionalityId,
      quantity: row.quantity,
      amount: row.amount,
      usageDay: row.usageDay,
    });
  }
  await noticeLimits(trx, {
    groupMonths: [...groupMonths.values()],
    before,
    after: running.group,
    facts,
    now,
  });
}

/**
 * Writes accepted usage: the events, their sums into the daily rollups and the month totals. The
 * ingestion calls it inside its transaction, after judging; the demo seed calls it with its own rows.
 */
/**
 * Forgets the idempotency keys no retry can reach any more (USAGE_KEY_RETENTION_DAYS): such a retry
 * is refused as too late before its key is looked at. Returns how many went.
 */
export function pruneUsageKeys(db: Db, now: Date): Promise<number> {
  return repo.pruneKeys(db, new Date(now.getTime() - USAGE_KEY_RETENTION_DAYS * 24 * 60 * 60 * 1000));
}

export async function writeAcceptedUsage(trx: Db, rows: readonly repo.EventRow[]) {
  await repo.insertEvents(trx, rows);
  await repo.addToRollups(trx, rollupsOf(rows));
  const companies = new Map<string, { companyId: number; month: string; milli: Milli }>();
  const groups = new Map<string, { companyId: number; groupId: number; month: string; milli: Milli }>();
  for (const r of rows) {
    const month = monthOfDay(r.usageDay);
    const company = { companyId: r.companyId, month };
    const ck = repo.companyTotalKey(company);
    companies.set(ck, { ...company, milli: (companies.get(ck)?.milli ?? 0n) + parseMilli(r.amount) });
    if (r.groupId === 0) continue;
    const group = { companyId: r.companyId, groupId: r.groupId, month };
    const gk = repo.groupTotalKey(group);
    groups.set(gk, { ...group, milli: (groups.get(gk)?.milli ?? 0n) + parseMilli(r.amount) });
  }
  await repo.addMonthTotals(trx, {
    companies: [...companies.values()].map(({ milli, ...r }) => ({ ...r, amount: formatMilli(milli) })),
    groups: [...groups.values()].map(({ milli, ...r }) => ({ ...r, amount: formatMilli(milli) })),
  });
}

/** Sums per rollup key, in key order (the rows' lock order). */
function rollupsOf(rows: readonly repo.EventRow[]): repo.RollupDelta[] {
  const sums = new Map<string, repo.RollupDelta & { milli: Milli; units: bigint }>();
  for (const r of rows) {
    const key = [r.companyId, r.usageDay, r.groupId, r.productId, r.functionalityId].join('|');
    const sum = sums.get(key) ?? {
      companyId: r.companyId,
      usageDay: r.usageDay,
      groupId: r.groupId,
      productId: r.productId,
      functionalityId: r.functionalityId,
      pricingKind: r.pricingKind,
      unitPrice: r.unitPrice,
      quantity: '0',
      amount: '0',
      eventCount: 0,
      milli: 0n,
      units: 0n,
    };
    sum.milli += parseMilli(r.amount);
    sum.units += BigInt(r.quantity);
    sum.eventCount += 1;
    sums.set(key, sum);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, { milli, units, ...row }]) => ({
      ...row,
      quantity: units.toString(),
      amount: formatMilli(milli),
    }));
}

/** Tells the company's administrators when a group's month crosses 80 % or 100 % of its limit. */
async function noticeLimits(
  trx: Db,
  input: {
    groupMonths: { companyId: number; groupId: number; month: string }[];
    before: Map<string, Milli>;
    after: Map<string, Milli>;
    facts: Facts;
    now: Date;
  },
) {
  const consumerOfGroup = new Map<string, repo.Consumer>();
  for (const c of input.facts.consumers.values()) {
    const key = `${c.companyId}|${c.groupId}`;
    if (!consumerOfGroup.has(key)) consumerOfGroup.set(key, c);
  }
  for (const g of input.groupMonths) {
    const key = repo.groupTotalKey(g);
    const consumer = consumerOfGroup.get(`${g.companyId}|${g.groupId}`);
    if (!consumer || consumer.groupLimit === null) continue;
    const crossed = limitNoticesCrossed(
      input.before.get(key) ?? 0n,
      input.after.get(key) ?? 0n,
      parseMilli(consumer.groupLimit),
    );
    if (crossed.length === 0) continue;
    const text = usageMessages.limitNotice(consumer.groupName ?? '', Math.max(...crossed));
    await repo.insertLimitNotices(trx, { companyId: g.companyId, text, now: input.now });
  }
}
