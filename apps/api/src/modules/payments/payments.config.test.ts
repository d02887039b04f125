/**
 * Production refuses demo payment settings: a start with NODE_ENV=production outside
 * demo mode needs every payment setting, and not the demo's receiver.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { PRODUCTION_PAYMENT_ENV } from '../../test/test-env';
import { DEMO_PAYMENT_SETTINGS, assertPaymentSettings, paymentSettingsProblems } from './payments.config';
import { DEMO_PIX_CLIENT, PIX_REQUIRED_SETTINGS } from './pix.config';

const production = loadConfig({ NODE_ENV: 'production' });
const real = {
  ...PRODUCTION_PAYMENT_ENV,
  PAYMENT_PIX_KEY: '11222333000181',
  PAYMENT_PIX_NAME: 'Painel Solucoes de Dados Ltda',
  PAYMENT_PIX_CITY: 'Campinas',
  PAYMENT_BENEFICIARY_NAME: 'Fornecedor de Dados Ltda.',
  PAYMENT_BENEFICIARY_CNPJ: '33.000.167/0001-01',
  PAYMENT_BANK_NAME: 'Itaú Unibanco S.A.',
  PAYMENT_BANK_AGENCY: '0057-0',
  PAYMENT_BANK_ACCOUNT: '12345-6',
  BANK_REMITTANCE_DIR: '/srv/banco/remessa',
  BANK_RETURN_DIR: '/srv/banco/retorno',
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
      [
        ...Object.keys(DEMO_PAYMENT_SETTINGS),
        'BANK_REMITTANCE_DIR',
        'BANK_RETURN_DIR',
        ...PIX_REQUIRED_SETTINGS,
      ].map((name) => `${name}: required when NODE_ENV=production`),
    );
    expect(() => assertPaymentSettings(production, { ...real, PAYMENT_PIX_KEY: '  ' })).toThrow(
      'PAYMENT_PIX_KEY: required when NODE_ENV=production',
    );
  });

  it.each([
    'PAYMENT_PIX_KEY',
    'PAYMENT_AGREEMENT',
    'PAYMENT_PIX_NAME',
    'PAYMENT_BENEFICIARY_NAME',
    'PAYMENT_BENEFICIARY_CNPJ',
    'PAYMENT_BANK_ACCOUNT',
  ] as const)("refuse the demo's %s in production", (name) => {
    expect(paymentSettingsProblems(production, { ...real, [name]: DEMO_PAYMENT_SETTINGS[name] })).toEqual([
      `${name}: the demo value '${DEMO_PAYMENT_SETTINGS[name]}' is refused when NODE_ENV=production`,
    ]);
  });

  it.each([
    ['PAYMENT_BENEFICIARY_CNPJ', '11.222.333/0001-00', 'a valid CNPJ'],
    ['PAYMENT_BANK_AGENCY', '57', 'agência-DV, e.g. 1234-3'],
    ['PAYMENT_BANK_ACCOUNT', '12345', 'conta-DV, e.g. 98765-4'],
  ] as const)('refuse a malformed %s (%s) in production', (name, value, shape) => {
    expect(paymentSettingsProblems(production, { ...real, [name]: value })).toEqual([
      `${name}: must be ${shape}`,
    ]);
  });

  it("refuse the demo PSP's client, the stand-in's or a plain-http address, and unreadable mTLS files", () => {
    expect(
      paymentSettingsProblems(production, {
        ...real,
        PIX_CLIENT_ID: DEMO_PIX_CLIENT.id,
        PIX_CLIENT_SECRET: DEMO_PIX_CLIENT.secret,
        PIX_API_URL: 'http://pix.psp.example/api/v2',
        PIX_WEBHOOK_URL: 'https://portal.example/api/demo/pix',
        PIX_CERT_PATH: '/nonexistent/client.crt',
      }),
    ).toEqual([
      "PIX_API_URL: an https address of the PSP or of this portal, not the demo's stand-in",
      `PIX_CLIENT_ID: the demo value '${DEMO_PIX_CLIENT.id}' is refused when NODE_ENV=production`,
      'PIX_CLIENT_SECRET: the demo value is refused when NODE_ENV=production',
      "PIX_CERT_PATH: the file '/nonexistent/client.crt' cannot be read",
      "PIX_WEBHOOK_URL: an https address of the PSP or of this portal, not the demo's stand-in",
    ]);
  });

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
