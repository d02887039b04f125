/**
 * The answer of an invitation, per e-mail, as one toast that stays 6 seconds: shown by
 * 'Adicionar usuário(s)' and by the group form whose rows invite on save.
 */
import type { InviteResult } from '@painel/contracts';
import { TOAST_MS, userMessages } from '@painel/domain';
import type { Toaster } from './toast-context';

const OUTCOME_TEXT: Record<InviteResult['results'][number]['outcome'], string> = {
  sent: userMessages.inviteCreated,
  invalid: userMessages.inviteInvalid,
};

/** One line per e-mail ('a@x.com: Convite enviado'). */
export function inviteResultLines(result: InviteResult): string[] {
  return result.results.map((r) => `${r.email}: ${OUTCOME_TEXT[r.outcome]}`);
}

/** Success when every e-mail was invited, a warning otherwise; `lead` lines go first. */
export function showInviteResults(
  toast: Toaster,
  result: InviteResult,
  lead: readonly string[] = [result.message],
): void {
  const allCreated = result.results.every((r) => r.outcome === 'sent');
  toast.show(allCreated ? 'success' : 'warning', [...lead, ...inviteResultLines(result)], {
    // AA 8: invite toasts stay 6 seconds (the domain's TOAST_MS.invite).
    durationMs: TOAST_MS.invite,
  });
}
