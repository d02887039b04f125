/**
 * NFS-e: the official service invoice of a paid invoice, issued through a
 * provider left for configuration. One issuance per invoice; this is its state machine, pure:
 *
 *   queued ──(no provider)──▶ AGUARDANDO_CONFIGURACAO ──(a provider is configured)──▶ NA_FILA
 *   NA_FILA ──sent, provider still processing──▶ ENVIADA ──issued──▶ EMITIDA
 *   NA_FILA ──sent and issued at once──▶ EMITIDA
 *   NA_FILA | ENVIADA ──provider or network error──▶ FALHOU (retried with backoff, then given up)
 *   NA_FILA | ENVIADA ──rejected by the provider──▶ FALHOU (not retried: the data must change)
 *   FALHOU ──staff retry──▶ NA_FILA (attempts start over)
 *
 * EMITIDA is final here (cancelling is the provider's and the city's procedure).
 */

export const NFSE_STATUSES = ['AGUARDANDO_CONFIGURACAO', 'NA_FILA', 'ENVIADA', 'EMITIDA', 'FALHOU'] as const;
export type NfseStatus = (typeof NFSE_STATUSES)[number];

export const NFSE_STATUS_LABELS: Readonly<Record<NfseStatus, string>> = {
  AGUARDANDO_CONFIGURACAO: 'Aguardando configuração',
  NA_FILA: 'Na fila',
  ENVIADA: 'Enviada',
  EMITIDA: 'Emitida',
  FALHOU: 'Falhou',
};

/** Automatic attempts before an issuance stays FALHOU until staff retry it (ours). */
export const NFSE_MAX_ATTEMPTS = 8;
/** The first retry waits this long; each next one twice as long, up to NFSE_MAX_RETRY_DELAY_MS (ours). */
export const NFSE_FIRST_RETRY_DELAY_MS = 60_000;
export const NFSE_MAX_RETRY_DELAY_MS = 6 * 60 * 60_000;
/** How soon a sent RPS is asked about again while the provider processes it (ours). */
export const NFSE_POLL_DELAY_MS = 60_000;

/** Backoff after the `attempts`-th failed attempt (1-based): 1, 2, 4, 8 … minutes, capped. */
export function nfseRetryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 20));
  return Math.min(NFSE_FIRST_RETRY_DELAY_MS * 2 ** exponent, NFSE_MAX_RETRY_DELAY_MS);
}

export interface NfseState {
  readonly status: NfseStatus;
  /** Failed attempts since the last (re)queue. */
  readonly attempts: number;
  /** When the sweep takes it up next; null: never by itself. */
  readonly nextAttemptAt: Date | null;
}

export type NfseEvent =
  | { readonly type: 'PROVIDER_CONFIGURED' }
  | { readonly type: 'PROCESSING' }
  | { readonly type: 'ISSUED' }
  | { readonly type: 'REJECTED' }
  | { readonly type: 'ERROR' }
  | { readonly type: 'RETRY' };

/** The state a new issuance starts in. */
export function nfseInitialState(providerConfigured: boolean, now: Date): NfseState {
  return providerConfigured
    ? { status: 'NA_FILA', attempts: 0, nextAttemptAt: now }
    : { status: 'AGUARDANDO_CONFIGURACAO', attempts: 0, nextAttemptAt: null };
}

/** Whether staff may ask for a new attempt (only after a failure). */
export function canRetryNfse(status: NfseStatus): boolean {
  return status === 'FALHOU';
}

/**
 * The next state, or null when the event does not apply in this state (the caller refuses it:
 * an EMITIDA issuance never goes back, a retry only follows a failure).
 */
export function nfseTransition(state: NfseState, event: NfseEvent, now: Date): NfseState | null {
  const at = (ms: number) => new Date(now.getTime() + ms);
  const live = state.status === 'NA_FILA' || state.status === 'ENVIADA' || state.status === 'FALHOU';
  switch (event.type) {
    case 'PROVIDER_CONFIGURED':
      return state.status === 'AGUARDANDO_CONFIGURACAO'
        ? { status: 'NA_FILA', attempts: 0, nextAttemptAt: now }
        : null;
    case 'PROCESSING':
      return live
        ? { status: 'ENVIADA', attempts: state.attempts, nextAttemptAt: at(NFSE_POLL_DELAY_MS) }
        : null;
    case 'ISSUED':
      return live ? { status: 'EMITIDA', attempts: state.attempts, nextAttemptAt: null } : null;
    case 'REJECTED':
      return live ? { status: 'FALHOU', attempts: state.attempts + 1, nextAttemptAt: null } : null;
    case 'ERROR': {
      if (!live) return null;
      const attempts = state.attempts + 1;
      if (attempts >= NFSE_MAX_ATTEMPTS) return { status: 'FALHOU', attempts, nextAttemptAt: null };
      // A sent RPS stays sent: the next attempt asks about it again instead of sending it twice.
      const status = state.status === 'ENVIADA' ? 'ENVIADA' : 'FALHOU';
      return { status, attempts, nextAttemptAt: at(nfseRetryDelayMs(attempts)) };
    }
    case 'RETRY':
      return canRetryNfse(state.status) ? { status: 'NA_FILA', attempts: 0, nextAttemptAt: now } : null;
  }
}
