import { describe, expect, it } from 'vitest';
import {
  NFSE_MAX_ATTEMPTS,
  NFSE_MAX_RETRY_DELAY_MS,
  canRetryNfse,
  nfseInitialState,
  nfseRetryDelayMs,
  nfseTransition,
  type NfseEvent,
  type NfseState,
  type NfseStatus,
} from './nfse';

const now = new Date('2026-11-25T15:00:00Z');
const plus = (ms: number) => new Date(now.getTime() + ms);
const state = (status: NfseStatus, attempts = 0): NfseState => ({ status, attempts, nextAttemptAt: now });

describe('nfseInitialState', () => {
  it('queues for sending with a provider and waits honestly without one', () => {
    expect(nfseInitialState(true, now)).toEqual({ status: 'NA_FILA', attempts: 0, nextAttemptAt: now });
    expect(nfseInitialState(false, now)).toEqual({
      status: 'AGUARDANDO_CONFIGURACAO',
      attempts: 0,
      nextAttemptAt: null,
    });
  });
});

describe('nfseRetryDelayMs', () => {
  it.each([
    [1, 60_000],
    [2, 120_000],
    [3, 240_000],
    [7, 3_840_000],
    [30, NFSE_MAX_RETRY_DELAY_MS],
  ])('after attempt %i waits %i ms', (attempts, ms) => {
    expect(nfseRetryDelayMs(attempts)).toBe(ms);
  });
});

describe('nfseTransition', () => {
  const cases: [NfseState, NfseEvent['type'], NfseState | null][] = [
    [
      state('AGUARDANDO_CONFIGURACAO'),
      'PROVIDER_CONFIGURED',
      { status: 'NA_FILA', attempts: 0, nextAttemptAt: now },
    ],
    [state('NA_FILA'), 'PROVIDER_CONFIGURED', null],
    [state('NA_FILA'), 'ISSUED', { status: 'EMITIDA', attempts: 0, nextAttemptAt: null }],
    [state('NA_FILA'), 'PROCESSING', { status: 'ENVIADA', attempts: 0, nextAttemptAt: plus(60_000) }],
    [state('ENVIADA'), 'ISSUED', { status: 'EMITIDA', attempts: 0, nextAttemptAt: null }],
    [state('NA_FILA'), 'ERROR', { status: 'FALHOU', attempts: 1, nextAttemptAt: plus(60_000) }],
    [state('FALHOU', 2), 'ERROR', { status: 'FALHOU', attempts: 3, nextAttemptAt: plus(240_000) }],
    // A sent RPS is asked about again, never sent twice.
    [state('ENVIADA', 1), 'ERROR', { status: 'ENVIADA', attempts: 2, nextAttemptAt: plus(120_000) }],
    [
      state('FALHOU', NFSE_MAX_ATTEMPTS - 1),
      'ERROR',
      { status: 'FALHOU', attempts: NFSE_MAX_ATTEMPTS, nextAttemptAt: null },
    ],
    [state('NA_FILA'), 'REJECTED', { status: 'FALHOU', attempts: 1, nextAttemptAt: null }],
    [state('FALHOU', 8), 'RETRY', { status: 'NA_FILA', attempts: 0, nextAttemptAt: now }],
    // EMITIDA is final; retry only follows a failure; a waiting issuance is not sent.
    [state('EMITIDA'), 'ERROR', null],
    [state('EMITIDA'), 'RETRY', null],
    [state('EMITIDA'), 'ISSUED', null],
    [state('NA_FILA'), 'RETRY', null],
    [state('ENVIADA'), 'RETRY', null],
    [state('AGUARDANDO_CONFIGURACAO'), 'ISSUED', null],
    [state('AGUARDANDO_CONFIGURACAO'), 'ERROR', null],
  ];
  it.each(cases)('%o + %s → %o', (from, type, to) => {
    expect(nfseTransition(from, { type } as NfseEvent, now)).toEqual(to);
  });

  it('lets staff retry only a failure', () => {
    expect(canRetryNfse('FALHOU')).toBe(true);
    for (const status of ['AGUARDANDO_CONFIGURACAO', 'NA_FILA', 'ENVIADA', 'EMITIDA'] as const) {
      expect(canRetryNfse(status)).toBe(false);
    }
  });
});
