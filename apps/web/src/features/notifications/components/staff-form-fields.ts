/**
 * What the two back-office forms (notification-form.tsx, extra-notification-form.tsx) share: the
 * audiences offered, how a typed number becomes a value, and the messages for what the contract
 * leaves to zod's defaults.
 */
import type { NotificationAudienceType } from '@painel/contracts';
import { notificationMessages, validationMessages } from '@painel/domain';

export const AUDIENCES: readonly { type: NotificationAudienceType; label: string }[] = [
  { type: 'ALL', label: notificationMessages.audienceAll },
  { type: 'COMPANY', label: notificationMessages.audienceCompany },
  { type: 'USER', label: notificationMessages.audienceUser },
];

/**
 * A missing choice reads 'Campo obrigatório.', anything else zod refuses 'valor inválido'; the
 * contract's own messages (the maximum, a pattern) win over these.
 */
export function issueMessage(issue: { input?: unknown }): string {
  return issue.input === undefined ? validationMessages.required : validationMessages.invalidValue;
}

/** A number typed in a text field: nothing typed is undefined (required or the default), anything else a number to check. */
export function asTypedNumber(value: unknown): number | undefined {
  const text = String(value ?? '').trim();
  return text === '' ? undefined : Number(text);
}
