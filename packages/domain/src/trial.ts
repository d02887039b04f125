/**
 * The trial period (PF 2 'Trial indicator', PF 4 'Trial'): seven days, counted in calendar
 * days in America/Sao_Paulo, and the indicator's label. The API computes the balance with these
 * functions; the web shows it with trialLabel.
 */
import { differenceInCalendarDays } from 'date-fns';
import { calendarDayInSaoPaulo } from './dates';
import { TRIAL_DAYS } from './limits';
import { trialMessages } from './messages';

const DAY_MS = 86_400_000;

export interface TrialBalance {
  /** Calendar days from today to the last day; 0 on the last day and once expired. */
  readonly daysRemaining: number;
  readonly hasContractRequest: boolean;
  readonly expired: boolean;
}

/** When a trial ends: the company's own end, or TRIAL_DAYS after it was created when none is set. */
export function trialEndsAt(companyCreatedAt: Date, trialEndsAtValue: Date | null): Date {
  return trialEndsAtValue ?? new Date(companyCreatedAt.getTime() + TRIAL_DAYS * DAY_MS);
}

/**
 * Days left and whether the trial is over at the instant `now`. The trial expires at the very
 * instant it ends; until then the days are counted between Sao Paulo calendar days, so the whole
 * last day reads 'Último dia.' whatever its hour.
 */
export function trialDaysRemaining(endsAt: Date, now: Date): { daysRemaining: number; expired: boolean } {
  if (Number.isNaN(endsAt.getTime()) || now.getTime() >= endsAt.getTime())
    return { daysRemaining: 0, expired: true };
  const days = differenceInCalendarDays(calendarDayInSaoPaulo(endsAt), calendarDayInSaoPaulo(now));
  return { daysRemaining: Math.max(0, days), expired: false };
}

/** The indicator: a contract request wins, then expiry, then the last day, then the days left. */
export function trialLabel(balance: TrialBalance): string {
  if (balance.hasContractRequest) return trialMessages.contracting;
  if (balance.expired) return trialMessages.expired;
  if (balance.daysRemaining <= 0) return trialMessages.lastDay;
  return trialMessages.daysRemaining(balance.daysRemaining);
}

/** Whether a company's trial is over at `now` (false for a company with a contract). */
export function isTrialOver(
  company: { planType: string; createdAt: Date | string; trialEndsAt: Date | string | null },
  now: Date,
): boolean {
  if (company.planType !== 'TRIAL') return false;
  const ends = trialEndsAt(
    new Date(company.createdAt),
    company.trialEndsAt === null ? null : new Date(company.trialEndsAt),
  );
  return trialDaysRemaining(ends, now).expired;
}
