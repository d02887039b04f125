/**
 * Usage metering: the limits of ingestion, the metered functionalities, exact decimal
 * money, the São Paulo calendar of a consumption, and THE consumption rule — one function that
 * both `POST /usage/authorize` (before a product consumes) and `POST /usage/events` (when it
 * reports) apply, so the two can never disagree.
 *
 * Money is never a binary float. Unit prices have three decimals (numeric(14, 3) in the
 * database); amounts are held as integer thousandths (`bigint`), so a price times a whole
 * quantity and any sum of amounts are exact. The one rounding rule: when an amount is shown with
 * fewer decimals (currency, two), it is rounded half up (away from zero, as a spreadsheet's
 * ROUND/ARRED and an accountant do), never truncated.
 */
import { parseTime, saoPauloWallClock } from './dates';
import { effectiveAccessHours, groupAccessHours, type AccessHour } from './access-window';
import { EXCESS_CONSUMPTION_MAX_FACTOR } from './limits';
import { PRODUCT_IDS, type ProductId } from './catalogue';
import { usageMessages } from './usage-messages';

// --- Limits of ingestion ---

export const USAGE_BATCH_MAX = 1000;
/** Late events count in their own day and month up to this many days back. */
export const USAGE_LATE_MAX_DAYS = 35;
/**
 * How long an idempotency key is kept: past the late window (and the 5 minutes an event may be
 * early), a retry is refused as too late before its key is looked at, so the key decides nothing.
 */
export const USAGE_KEY_RETENTION_DAYS = USAGE_LATE_MAX_DAYS + 1;
/** Clocks drift: an event up to this far in the future is taken; beyond, refused. */
export const USAGE_FUTURE_TOLERANCE_MS = 5 * 60 * 1000;
export const IDEMPOTENCY_KEY_MAX = 100;
/**
 * Largest quantity of one event, either sign (ours): one event is one consumption or a batch of a
 * few; bigger numbers are a product's bug. A correction (negative) is further bounded by what the
 * user consumed of that functionality in that month (USAGE_CORRECTION_EXCEEDS_USAGE).
 */
export const USAGE_QUANTITY_MAX = 100_000;
/** Administrators are told when a group's month crosses these shares of its limit. */
export const LIMIT_NOTICE_PERCENTS = [80, 100] as const;
export const UNIT_PRICE_DECIMALS = 3;

export const PRICING_KINDS = ['PER_USE', 'PER_USER_MONTH'] as const;
export type PricingKind = (typeof PRICING_KINDS)[number];

// --- Metered functionalities (ours: the spec names none that are billed) ---

export interface MeteredFunctionality {
  readonly id: number;
  readonly productId: ProductId;
  readonly label: string;
}

/**
 * What sibling products bill. Ids from 1001 keep clear of the profile catalogue's permission
 * functionalities (63 'Agregados' and its neighbours).
 */
export const METERED_FUNCTIONALITIES: readonly MeteredFunctionality[] = [
  { id: 1001, productId: PRODUCT_IDS.localize, label: 'Consulta por CPF' },
  { id: 1002, productId: PRODUCT_IDS.localize, label: 'Consulta por CNPJ' },
  { id: 1003, productId: PRODUCT_IDS.localize, label: 'Licença por usuário' },
  { id: 1011, productId: PRODUCT_IDS.sms, label: 'Envio de SMS' },
  { id: 1021, productId: PRODUCT_IDS.geotimize, label: 'Geocodificação de endereço' },
  { id: 1031, productId: PRODUCT_IDS.baseCerta, label: 'Higienização de registro' },
  { id: 1041, productId: PRODUCT_IDS.autentica, label: 'Validação de identidade' },
  { id: 1051, productId: PRODUCT_IDS.creditMix, label: 'Consulta de crédito' },
  { id: 1061, productId: PRODUCT_IDS.vehicles, label: 'Consulta veicular' },
  { id: 1071, productId: PRODUCT_IDS.webphone, label: 'Licença por usuário' },
  { id: 1081, productId: PRODUCT_IDS.signatures, label: 'Assinatura de documento' },
];

export function findMeteredFunctionality(
  productId: number,
  functionalityId: number,
): MeteredFunctionality | undefined {
  return METERED_FUNCTIONALITIES.find((f) => f.id === functionalityId && f.productId === productId);
}

/** The label of a functionality for a report row; ids outside the catalogue read as their number. */
export function functionalityLabel(functionalityId: number): string {
  return METERED_FUNCTIONALITIES.find((f) => f.id === functionalityId)?.label ?? String(functionalityId);
}

// --- Exact money: integer thousandths ---

/** Thousandths of a real, exact. */
export type Milli = bigint;

const DECIMAL = /^(-)?(\d{1,15})(?:\.(\d{1,3}))?$/;

/** '12.5' or '12.345' (what numeric columns and the wire carry) to thousandths; throws on anything else. */
export function parseMilli(text: string): Milli {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new RangeError(`Not a decimal with up to 3 places: '${text}'`);
  const units = BigInt(match[2] ?? '0') * 1000n + BigInt((match[3] ?? '').padEnd(3, '0'));
  return match[1] ? -units : units;
}

/** Thousandths to the wire's '12.345' (always three decimals). */
export function formatMilli(value: Milli): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const text = `${abs / 1000n}.${(abs % 1000n).toString().padStart(3, '0')}`;
  return negative ? `-${text}` : text;
}

/** A unit price times a whole quantity: exact, no rounding. */
export function amountOf(unitPrice: Milli, quantity: number): Milli {
  if (!Number.isInteger(quantity)) throw new RangeError('A quantity is a whole number');
  return unitPrice * BigInt(quantity);
}

/**
 * The one rounding rule: thousandths to `decimals` places (0 to 3), half up — a tie goes away from
 * zero (625,405 → 625,41; -1,235 → -1,24), as ROUND/ARRED in a spreadsheet, so an accountant's
 * check of a document agrees with it (docs/decisions.md). Returns the rounded value
 * still in thousandths.
 */
export function roundHalfUp(value: Milli, decimals: number): Milli {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 3) throw new RangeError('0 to 3 decimals');
  const step = 10n ** BigInt(3 - decimals);
  if (step === 1n) return value;
  const negative = value < 0n;
  const abs = negative ? -value : value;
  let quotient = abs / step;
  if ((abs % step) * 2n >= step) quotient += 1n;
  const rounded = quotient * step;
  return negative ? -rounded : rounded;
}

/** Money as a pt-BR reader sees it: 'R$ 1.234,56' (two decimals, half up). */
export function formatCurrencyMilli(value: Milli): string {
  const cents = roundHalfUp(value, 2) / 10n;
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const reais = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}R$ ${reais},${(abs % 100n).toString().padStart(2, '0')}`;
}

// --- The São Paulo calendar of a consumption ---

/** The São Paulo day an instant belongs to, 'YYYY-MM-DD': the day and month it is billed in. */
export function usageDayOf(instant: Date): string {
  // Read off São Paulo's wall clock directly: ingestion asks this for every event.
  return saoPauloWallClock(instant).toISOString().slice(0, 10);
}

/** The first day of the São Paulo month of an instant, 'YYYY-MM-01'. */
export function usageMonthOf(instant: Date): string {
  return `${usageDayOf(instant).slice(0, 7)}-01`;
}

/** The first day of the month of a 'YYYY-MM-DD' day. */
export function monthOfDay(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

export type TimingRefusal = 'TOO_LATE' | 'IN_FUTURE';

/** Whether an event's moment may still be recorded at `now`: up to 35 days late, 5 minutes early. */
export function usageTimingRefusal(occurredAt: Date, now: Date): TimingRefusal | null {
  if (occurredAt.getTime() - now.getTime() > USAGE_FUTURE_TOLERANCE_MS) return 'IN_FUTURE';
  const late = new Date(now.getTime() - USAGE_LATE_MAX_DAYS * 24 * 60 * 60 * 1000);
  return occurredAt < late ? 'TOO_LATE' : null;
}

// --- The consumption rule ---

const END_OF_DAY = '23:59';

/**
 * Whether an instant falls inside a group's allowed hours (São Paulo time): the same answer as
 * `accessWindow(hours, at).allowed`, without computing where the stretch ends — one day's rule
 * decides, since an allowed interval never crosses midnight. Ingestion asks this for every event.
 */
export function insideAccessHours(hours: readonly AccessHour[], at: Date): boolean {
  const local = saoPauloWallClock(at);
  const isoDay = local.getUTCDay() === 0 ? 7 : local.getUTCDay();
  const rule = groupAccessHours(hours).find((r) => r.day === isoDay);
  if (!rule?.active) return false;
  const start = parseTime(rule.startTime.slice(0, 5));
  const end = rule.endTime.startsWith(END_OF_DAY) ? 24 * 60 : parseTime(rule.endTime.slice(0, 5));
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  return start !== null && end !== null && end > start && start <= minute && minute < end;
}

export type ConsumptionRefusal =
  | 'USER_NOT_FOUND'
  | 'USER_NOT_ACTIVE'
  | 'GROUP_NOT_ACTIVE'
  | 'PRODUCT_NOT_OWNED'
  | 'PRODUCT_NOT_GRANTED'
  | 'BLOCKED_FOR_NON_PAYMENT'
  | 'OUTSIDE_ACCESS_HOURS'
  | 'NO_UNIT_PRICE'
  | 'GROUP_LIMIT_EXCEEDED'
  | 'COMPANY_LIMIT_EXCEEDED';

export type UsageRefusal =
  ConsumptionRefusal | TimingRefusal | 'PRODUCT_CLIENT_MISMATCH' | 'CORRECTION_EXCEEDS_USAGE';

export function usageRefusalMessage(code: UsageRefusal): string {
  return usageMessages.refusals[code];
}

const ACTIVE = 1;

export interface ConsumptionFacts {
  /**
   * null: no such user, or one of the provider's staff (never billed). `grantsProduct`: the user's
   * access profile grants the product (domain profileGrantsProduct).
   */
  readonly user: { readonly statusId: number; readonly grantsProduct: boolean } | null;
  /** null: the user belongs to no group (no group limit, the terms' default hours). */
  readonly group: {
    readonly statusId: number;
    readonly limit: Milli | null;
    readonly accessHours: readonly AccessHour[];
  } | null;
  readonly company: {
    readonly ownsProduct: boolean;
    readonly blockedForNonPayment: boolean;
    readonly limit: Milli | null;
    /** The customer's default access days and hours: they bound the group's. */
    readonly accessHours: readonly AccessHour[];
  };
  /** The unit price in force on the moment's São Paulo day; null when none. */
  readonly unitPrice: Milli | null;
  /** What the group and the company have spent this São Paulo month, before this consumption. */
  readonly groupSpent: Milli;
  readonly companySpent: Milli;
  readonly quantity: number;
  /** When the consumption happens (authorize: now; ingestion: the event's moment). */
  readonly at: Date;
}

/**
 * The company's ceiling: the plan's limit plus the excess the terms allow ("from zero up to
 * double the plan"; ours: the whole allowance, as no company states a smaller one).
 */
export function companyCeiling(limit: Milli): Milli {
  return limit * BigInt(EXCESS_CONSUMPTION_MAX_FACTOR);
}

/**
 * May this consumption happen? The first failing condition, in the order a person would explain
 * it: who, what (the product, owned and — for a consumption — granted by the user's access profile;
 * its price), then — for a consumption, not a correction, which only gives back and is never
 * refused for the profile, status, hours or limits — the user's and group's status, non-payment,
 * the access hours and the limits.
 */
export function consumptionRefusal(facts: ConsumptionFacts): ConsumptionRefusal | null {
  if (!facts.user) return 'USER_NOT_FOUND';
  if (!facts.company.ownsProduct) return 'PRODUCT_NOT_OWNED';
  if (!facts.user.grantsProduct && facts.quantity >= 0) return 'PRODUCT_NOT_GRANTED';
  if (facts.unitPrice === null) return 'NO_UNIT_PRICE';
  if (facts.quantity < 0) return null;
  if (facts.user.statusId !== ACTIVE) return 'USER_NOT_ACTIVE';
  if (facts.group && facts.group.statusId !== ACTIVE) return 'GROUP_NOT_ACTIVE';
  if (facts.company.blockedForNonPayment) return 'BLOCKED_FOR_NON_PAYMENT';
  const hours = effectiveAccessHours(facts.company.accessHours, facts.group?.accessHours ?? []);
  if (!insideAccessHours(hours, facts.at)) return 'OUTSIDE_ACCESS_HOURS';
  const amount = amountOf(facts.unitPrice, facts.quantity);
  const groupLimit = facts.group?.limit ?? null;
  if (groupLimit !== null && facts.groupSpent + amount > groupLimit) return 'GROUP_LIMIT_EXCEEDED';
  const companyLimit = facts.company.limit;
  if (companyLimit !== null && facts.companySpent + amount > companyCeiling(companyLimit))
    return 'COMPANY_LIMIT_EXCEEDED';
  return null;
}

/** The shares of LIMIT_NOTICE_PERCENTS a group's spend crossed going from `before` to `after`. */
export function limitNoticesCrossed(before: Milli, after: Milli, limit: Milli | null): number[] {
  if (limit === null || limit <= 0n) return [];
  return LIMIT_NOTICE_PERCENTS.filter((percent) => {
    const threshold = limit * BigInt(percent);
    return before * 100n < threshold && after * 100n >= threshold;
  });
}
