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
 * - PAYMENT_BENEFICIARY_NAME / PAYMENT_BENEFICIARY_CNPJ: the beneficiary's legal name (with its
 *   accents) and CNPJ, printed on the boleto and the invoices and sent in the CNAB files.
 * - PAYMENT_BANK_NAME / PAYMENT_BANK_AGENCY / PAYMENT_BANK_ACCOUNT: the bank's name and the
 *   beneficiary's agência and conta ('1234-3', '98765-4'), for the CNAB files and the boleto.
 * - BANK_REMITTANCE_DIR / BANK_RETURN_DIR: the folders the bank's file transfer (its SFTP or VAN
 *   client) sends remittance files from and delivers return files into (bank.provider.ts). Without
 *   them boletos are not registered; in demo mode the stand-in bank's folders under DATA_DIR.
 *
 * - PIX_*: the PSP of the API Pix (pix.config.ts).
 *
 * Outside demo mode in production every one of the payment settings is required, and those that
 * name the demo's receiver (key, convênio, names, CNPJ, account) may not keep their demo values; so
 * are the PSP's settings, which may not be the demo's either (paymentSettingsProblems).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { isValidCnpj, onlyDigits, type BoletoAgreement, type PixReceiver } from '@painel/domain';
import type { BankAccount } from './cnab240';
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
  /** The beneficiary at its bank (CNAB headers, the boleto, the documents' provider). */
  readonly bank: BankAccount;
  /** Where remittance files go and return files come from; null: boletos are not registered. */
  readonly bankFiles: BankFileFolders | null;
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
  PAYMENT_BENEFICIARY_NAME: 'Painel Soluções de Dados Ltda.',
  PAYMENT_BENEFICIARY_CNPJ: '11222333000181',
  PAYMENT_BANK_NAME: 'Banco do Brasil S.A.',
  PAYMENT_BANK_AGENCY: '1234-3',
  PAYMENT_BANK_ACCOUNT: '98765-4',
} as const;

export interface BankFileFolders {
  readonly remittanceDir: string;
  readonly returnDir: string;
  /** The demo's stand-in bank works these folders (bank.stand-in.ts). */
  readonly standIn: boolean;
}

type PaymentSetting = keyof typeof DEMO_PAYMENT_SETTINGS;

/**
 * The demo values no real receiver has. Bank 001, carteira 17 and São Paulo are real and common, so
 * those three are only required to be set explicitly.
 */
const DEMO_ONLY: ReadonlySet<PaymentSetting> = new Set([
  'PAYMENT_PIX_KEY',
  'PAYMENT_AGREEMENT',
  'PAYMENT_PIX_NAME',
  'PAYMENT_BENEFICIARY_NAME',
  'PAYMENT_BENEFICIARY_CNPJ',
  'PAYMENT_BANK_ACCOUNT',
]);

/** Settings whose shape is checked at start (a bank rejects the whole file for one bad field). */
const FORMATS: Partial<Record<PaymentSetting, [RegExp | ((value: string) => boolean), string]>> = {
  PAYMENT_BENEFICIARY_CNPJ: [(value) => isValidCnpj(value), 'a valid CNPJ'],
  PAYMENT_BANK_AGENCY: [/^\d{1,5}-[\dXx]$/, 'agência-DV, e.g. 1234-3'],
  PAYMENT_BANK_ACCOUNT: [/^\d{1,12}-[\dXx]$/, 'conta-DV, e.g. 98765-4'],
};

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
    else if (FORMATS[name] && !matches(FORMATS[name][0], value))
      problems.push(`${name}: must be ${FORMATS[name][1]}`);
  }
  for (const name of ['BANK_REMITTANCE_DIR', 'BANK_RETURN_DIR']) {
    if (!env[name]?.trim()) problems.push(`${name}: required when NODE_ENV=production`);
  }
  return [...problems, ...pixSettingsProblems(env)];
}

function matches(format: RegExp | ((value: string) => boolean), value: string): boolean {
  return typeof format === 'function' ? format(value) : format.test(value);
}

/** '1234-3' → ['1234', '3']. */
function withDigit(text: string): [string, string] {
  const [number = '', digit = ''] = text.split('-');
  return [onlyDigits(number), digit.toUpperCase()];
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
  config: Pick<Config, 'demoMode' | 'nodeEnv' | 'secretKey' | 'host' | 'ports' | 'publicUrls' | 'dataDir'>,
  env: NodeJS.ProcessEnv = process.env,
): PaymentsConfig {
  const secrets = new Map<string, string>();
  if (env.PAYMENT_WEBHOOK_SECRET) secrets.set('banco', env.PAYMENT_WEBHOOK_SECRET);
  const setting = (name: PaymentSetting): string => env[name]?.trim() || DEMO_PAYMENT_SETTINGS[name];
  const [agency, agencyDigit] = withDigit(setting('PAYMENT_BANK_AGENCY'));
  const [account, accountDigit] = withDigit(setting('PAYMENT_BANK_ACCOUNT'));
  const standIn = config.demoMode && !env.BANK_REMITTANCE_DIR;
  const demoBank = path.join(config.dataDir, 'banco-demonstracao');
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
    bank: {
      bankCode: setting('PAYMENT_BANK_CODE'),
      bankName: setting('PAYMENT_BANK_NAME'),
      cnpj: onlyDigits(setting('PAYMENT_BENEFICIARY_CNPJ')),
      legalName: setting('PAYMENT_BENEFICIARY_NAME'),
      agreement: setting('PAYMENT_AGREEMENT'),
      agency,
      agencyDigit,
      account,
      accountDigit,
      walletCode: '1',
    },
    bankFiles: standIn
      ? {
          remittanceDir: path.join(demoBank, 'remessa'),
          returnDir: path.join(demoBank, 'retorno'),
          standIn: true,
        }
      : env.BANK_REMITTANCE_DIR && env.BANK_RETURN_DIR
        ? { remittanceDir: env.BANK_REMITTANCE_DIR, returnDir: env.BANK_RETURN_DIR, standIn: false }
        : null,
    nfse: nfseConfig(config, env),
  };
}
