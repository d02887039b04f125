/**
 * Where payments come from and go to, read from the environment once (kept in this module so the
 * shared config.ts stays untouched; the coordinator may fold it in):
 *
 * - PAYMENT_WEBHOOK_SECRET: the HMAC-SHA256 secret of the bank/PIX provider `banco`
 *   (POST /api/payments/webhooks/banco). Without it that provider is unknown (404).
 * - In demo mode only, the provider `demo`, whose secret each installation generates on first use
 *   and keeps sealed (lib/installation-secret.ts, DEMO_WEBHOOK_SECRET_NAME): what the
 *   'Simular pagamento' action signs with. It is never written in the source.
 * - PAYMENT_LINK_SECRET: signs the expiring PDF links; default: SECRET_KEY, else a per-process key.
 * - PAYMENT_BANK_CODE / PAYMENT_AGREEMENT / PAYMENT_WALLET: the boleto's bank agreement.
 * - PAYMENT_PIX_KEY / PAYMENT_PIX_NAME / PAYMENT_PIX_CITY: the PIX receiver.
 *
 * - PIX_*: the PSP of the API Pix (pix.config.ts).
 *
 * Outside demo mode in production every one of these six is required, and the three that name the
 * demo's receiver (key, convênio, name) may not keep their demo values; so are the PSP's settings,
 * which may not be the demo's either (paymentSettingsProblems).
 */
import { randomBytes } from 'node:crypto';
import type { BoletoAgreement, PixReceiver } from '@painel/domain';
import type { Config } from '../../config';
import { nfseConfig, type NfseConfig } from './nfse.config';
import { pixApiConfig, pixSettingsProblems, type PixApiConfig } from './pix.config';

export const DEMO_PROVIDER = 'demo';
/** The name of the demo provider's generated signing secret (installation_secrets). */
export const DEMO_WEBHOOK_SECRET_NAME = 'payments.demo-webhook';
/** Seconds a PDF link stays valid. */
export const PDF_LINK_TTL_SECONDS = 300;

export interface PaymentsConfig {
  /** The providers' secrets from the environment (the demo's is the installation's, read when used). */
  readonly webhookSecrets: ReadonlyMap<string, string>;
  /** Demo mode: the provider `demo` exists. */
  readonly demoProvider: boolean;
  /** The PSP of the API Pix; null: no PIX (boleto only). */
  readonly pixApi: PixApiConfig | null;
  readonly linkSecret: string;
  readonly agreement: BoletoAgreement;
  readonly pix: PixReceiver;
  /** The NFS-e provider (nfse.config.ts): kind 'none' queues issuances as 'Aguardando configuração'. */
  readonly nfse: NfseConfig;
}

const processLinkSecret = randomBytes(32).toString('base64');

/** The demo's receiver: what the payment settings fall back to outside production. */
export const DEMO_PAYMENT_SETTINGS = {
  PAYMENT_BANK_CODE: '001',
  PAYMENT_AGREEMENT: '1234567',
  PAYMENT_WALLET: '17',
  PAYMENT_PIX_KEY: 'financeiro@painel.example',
  PAYMENT_PIX_NAME: 'Painel Solucoes de Dados',
  PAYMENT_PIX_CITY: 'Sao Paulo',
} as const;

type PaymentSetting = keyof typeof DEMO_PAYMENT_SETTINGS;

/**
 * The demo values no real receiver has. Bank 001, carteira 17 and São Paulo are real and common, so
 * those three are only required to be set explicitly.
 */
const DEMO_ONLY: ReadonlySet<PaymentSetting> = new Set([
  'PAYMENT_PIX_KEY',
  'PAYMENT_AGREEMENT',
  'PAYMENT_PIX_NAME',
]);

/**
 * Production (NODE_ENV=production, not demo mode) must name its own receiver: each problem is one
 * 'SETTING: reason' line; empty when the settings may be used (and always outside production).
 */
export function paymentSettingsProblems(
  config: Pick<Config, 'nodeEnv' | 'demoMode'>,
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  if (config.nodeEnv !== 'production' || config.demoMode) return [];
  const problems: string[] = [];
  for (const [name, demo] of Object.entries(DEMO_PAYMENT_SETTINGS) as [PaymentSetting, string][]) {
    const value = env[name]?.trim();
    if (!value) problems.push(`${name}: required when NODE_ENV=production`);
    else if (DEMO_ONLY.has(name) && value === demo)
      problems.push(`${name}: the demo value '${demo}' is refused when NODE_ENV=production`);
  }
  return [...problems, ...pixSettingsProblems(env)];
}

/** The start refuses production payment settings that are missing or the demo's (server.ts). */
export function assertPaymentSettings(
  config: Pick<Config, 'nodeEnv' | 'demoMode'>,
  env: NodeJS.ProcessEnv = process.env,
): void {
  const problems = paymentSettingsProblems(config, env);
  if (problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
}

export function paymentsConfig(
  config: Pick<Config, 'demoMode' | 'nodeEnv' | 'secretKey' | 'host' | 'ports' | 'publicUrls'>,
  env: NodeJS.ProcessEnv = process.env,
): PaymentsConfig {
  const secrets = new Map<string, string>();
  if (env.PAYMENT_WEBHOOK_SECRET) secrets.set('banco', env.PAYMENT_WEBHOOK_SECRET);
  return {
    webhookSecrets: secrets,
    demoProvider: config.demoMode,
    pixApi: pixApiConfig(config, env),
    linkSecret: env.PAYMENT_LINK_SECRET ?? config.secretKey ?? processLinkSecret,
    agreement: {
      bankCode: env.PAYMENT_BANK_CODE ?? DEMO_PAYMENT_SETTINGS.PAYMENT_BANK_CODE,
      agreement: env.PAYMENT_AGREEMENT ?? DEMO_PAYMENT_SETTINGS.PAYMENT_AGREEMENT,
      wallet: env.PAYMENT_WALLET ?? DEMO_PAYMENT_SETTINGS.PAYMENT_WALLET,
    },
    pix: {
      key: env.PAYMENT_PIX_KEY ?? DEMO_PAYMENT_SETTINGS.PAYMENT_PIX_KEY,
      merchantName: env.PAYMENT_PIX_NAME ?? DEMO_PAYMENT_SETTINGS.PAYMENT_PIX_NAME,
      merchantCity: env.PAYMENT_PIX_CITY ?? DEMO_PAYMENT_SETTINGS.PAYMENT_PIX_CITY,
    },
    nfse: nfseConfig(config, env),
  };
}
