/**
 * Security events as log lines an operator can search and alert on: one structured line per event,
 * `{ event: '<stable name>', ... }`, written next to the audit row that records the same thing
 * (the audit trail is for the customer and support; this is for whoever watches the servers).
 * Names are a closed list, documented in docs/deployment.md; renaming one breaks someone's alert.
 * Fields are ids, addresses, reasons and routes: never an e-mail, a password, a code or a token.
 */
import type { FastifyBaseLogger } from 'fastify';

export const SECURITY_EVENTS = {
  /** The wrong password that locked an account (5 in a row). */
  'auth.lockout': 'warn',
  /** A sign-in attempt while the account is locked. */
  'auth.locked_attempt': 'info',
  /** A right-or-wrong password refused by the group's hours or network, the user's status, the environment or the product. */
  'auth.sign_in_refused': 'info',
  /** Three wrong second-factor codes: the user is blocked and their sessions end. */
  'mfa.user_blocked': 'warn',
  /** An administrator or staff member reset someone's second factor. */
  'mfa.reset': 'info',
  /** A signed-in caller refused by a route's access rule (403). */
  'access.denied': 'warn',
  /** A payment webhook whose signature does not verify. */
  'payments.webhook_signature_invalid': 'warn',
  /** An API Pix notification naming a PIX the PSP does not confirm. */
  'payments.pix_notification_unconfirmed': 'warn',
} as const satisfies Record<string, 'info' | 'warn'>;

export type SecurityEvent = keyof typeof SECURITY_EVENTS;

type Fields = {
  readonly userId?: number | null;
  readonly targetUserId?: number | null;
  readonly companyId?: number | null;
  readonly ip?: string | null;
  readonly reason?: string;
  readonly [key: string]: string | number | boolean | null | undefined;
};

export function logSecurityEvent(log: FastifyBaseLogger, event: SecurityEvent, fields: Fields = {}): void {
  log[SECURITY_EVENTS[event]]({ event, ...fields }, event);
}
