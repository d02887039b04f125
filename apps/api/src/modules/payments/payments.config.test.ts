/**
 * Production refuses demo payment settings (issue 22): a start with NODE_ENV=production outside
 * demo mode needs every payment setting, and not the demo's receiver.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { DEMO_PAYMENT_SETTINGS, assertPaymentSettings, paymentSettingsProblems } from './payments.config';

const production = loadConfig({ NODE_ENV: 'production' });
const real = {
  PAYMENT_BANK_CODE: '341',
  PAYMENT_AGREEMENT: '7654321',
  PAYMENT_WALLET: '109',
  PAYMENT_PIX_KEY: '11222333000181',
  PAYMENT_PIX_NAME: 'Painel Solucoes de Dados Ltda',
  PAYMENT_PIX_CITY: 'Campinas',
};

describe('payment settings at start', () => {
  it('are not checked outside production or in demo mode (the demo receiver is used there)', () => {
    expect(paymentSettingsProblems(loadConfig({ NODE_ENV: 'development' }), {})).toEqual([]);
    expect(paymentSettingsProblems({ nodeEnv: 'production', demoMode: true }, {})).toEqual([]);
  });

  it('refuse a production start without them, naming each setting', () => {
    expect(() => assertPaymentSettings(production, {})).toThrow(
      /^Invalid configuration:\n {2}PAYMENT_BANK_CODE: /,
    );
    expect(paymentSettingsProblems(production, {})).toEqual(
      Object.keys(DEMO_PAYMENT_SETTINGS).map((name) => `${name}: required when NODE_ENV=production`),
    );
    expect(() => assertPaymentSettings(production, { ...real, PAYMENT_PIX_KEY: '  ' })).toThrow(
      'PAYMENT_PIX_KEY: required when NODE_ENV=production',
    );
  });

  it.each(['PAYMENT_PIX_KEY', 'PAYMENT_AGREEMENT', 'PAYMENT_PIX_NAME'] as const)(
    "refuse the demo's %s in production",
    (name) => {
      expect(paymentSettingsProblems(production, { ...real, [name]: DEMO_PAYMENT_SETTINGS[name] })).toEqual([
        `${name}: the demo value '${DEMO_PAYMENT_SETTINGS[name]}' is refused when NODE_ENV=production`,
      ]);
    },
  );

  it('accept a real receiver, including bank 001, carteira 17 and São Paulo, which are real values too', () => {
    expect(() => assertPaymentSettings(production, real)).not.toThrow();
    expect(
      paymentSettingsProblems(production, {
        ...real,
        PAYMENT_BANK_CODE: '001',
        PAYMENT_WALLET: '17',
        PAYMENT_PIX_CITY: 'Sao Paulo',
      }),
    ).toEqual([]);
  });
});
