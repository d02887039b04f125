/**
 * Where payments come from and go to, read from the environment once (kept in this module so the
 * shared config.ts stays untouched; the coordinator may fold it in):
 *
 * - PAYMENT_WEBHOOK_SECRET: the HMAC-SHA256 secret of the bank/PIX provider `banco`
 *   (POST /api/payments/webhooks/banco). Without it that provider is unknown (404).
 * - In demo mode only, the provider `demo` with the published DEMO_WEBHOOK_SECRET: what the
 *   'Simular pagamento' action signs with.
 * - PAYMENT_LINK_SECRET: signs the expiring PDF links; default: SECRET_KEY, else a per-process key.
 * - PAYMENT_BANK_CODE / PAYMENT_AGREEMENT / PAYMENT_WALLET: the boleto's bank agreement.
 * - PAYMENT_PIX_KEY / PAYMENT_PIX_NAME / PAYMENT_PIX_CITY: the PIX receiver.
 */
import { randomBytes } from 'node:crypto';
import type { BoletoAgreement, PixReceiver } from '@painel/domain';
import type { Config } from '../../config';
import { nfseConfig, type NfseConfig } from './nfse.config';

export const DEMO_PROVIDER = 'demo';
export const DEMO_WEBHOOK_SECRET = 'painel-demo-webhook-secret-publico';
/** Seconds a PDF link stays valid. */
export const PDF_LINK_TTL_SECONDS = 300;

export interface PaymentsConfig {
  readonly webhookSecrets: ReadonlyMap<string, string>;
  readonly linkSecret: string;
  readonly agreement: BoletoAgreement;
  readonly pix: PixReceiver;
  /** The NFS-e provider (nfse.config.ts): kind 'none' queues issuances as 'Aguardando configuração'. */
  readonly nfse: NfseConfig;
}

const processLinkSecret = randomBytes(32).toString('base64');

export function paymentsConfig(
  config: Pick<Config, 'demoMode' | 'secretKey' | 'host' | 'ports'>,
  env: NodeJS.ProcessEnv = process.env,
): PaymentsConfig {
  const secrets = new Map<string, string>();
  if (env.PAYMENT_WEBHOOK_SECRET) secrets.set('banco', env.PAYMENT_WEBHOOK_SECRET);
  if (config.demoMode) secrets.set(DEMO_PROVIDER, DEMO_WEBHOOK_SECRET);
  return {
    webhookSecrets: secrets,
    linkSecret: env.PAYMENT_LINK_SECRET ?? config.secretKey ?? processLinkSecret,
    agreement: {
      bankCode: env.PAYMENT_BANK_CODE ?? '001',
      agreement: env.PAYMENT_AGREEMENT ?? '1234567',
      wallet: env.PAYMENT_WALLET ?? '17',
    },
    pix: {
      key: env.PAYMENT_PIX_KEY ?? 'financeiro@painel.example',
      merchantName: env.PAYMENT_PIX_NAME ?? 'Painel Solucoes de Dados',
      merchantCity: env.PAYMENT_PIX_CITY ?? 'Sao Paulo',
    },
    nfse: nfseConfig(config, env),
  };
}
