/** Which database the API suite runs on, and the configuration every test app shares. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../config';

export function testDbKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** The server the PostgreSQL run uses; `database` swaps the path of the URL. */
export function adminConnectionString(database?: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORTAL_URL: 'http://localhost:3000',
      BACKOFFICE_URL: 'http://localhost:3001',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      WEB_DIST: '/nonexistent-web-dist',
      // Captcha tests turn it on themselves; every other test signs in without solving one.
      CAPTCHA: 'off',
    }),
    ...overrides,
  };
}

/** Readable stand-ins for the PSP's mTLS certificate and key (a production start checks they can be read). */
function pixCertificateFiles() {
  const dir = mkdtempSync(path.join(tmpdir(), 'painel-pix-'));
  const cert = path.join(dir, 'client.crt');
  const key = path.join(dir, 'client.key');
  writeFileSync(cert, 'certificate of the PSP client (tests)\n');
  writeFileSync(key, 'key of the PSP client (tests)\n', { mode: 0o600 });
  return { cert, key };
}

const pixFiles = pixCertificateFiles();

/** A production receiver's payment settings (a production start refuses missing or demo ones). */
export const PRODUCTION_PAYMENT_ENV = {
  PIX_API_URL: 'https://pix.psp.example/api/v2',
  PIX_CLIENT_ID: 'cliente-do-fornecedor',
  PIX_CLIENT_SECRET: 'segredo-do-fornecedor',
  PIX_CERT_PATH: pixFiles.cert,
  PIX_KEY_PATH: pixFiles.key,
  PIX_WEBHOOK_URL: 'https://portal.fornecedor.example/api/payments/pix/webhook',
  PAYMENT_BANK_CODE: '341',
  PAYMENT_AGREEMENT: '7654321',
  PAYMENT_WALLET: '109',
  PAYMENT_PIX_KEY: 'pix@fornecedor.example',
  PAYMENT_PIX_NAME: 'Fornecedor de Dados Ltda',
  PAYMENT_PIX_CITY: 'Campinas',
  PAYMENT_BENEFICIARY_NAME: 'Fornecedor de Dados Ltda.',
  PAYMENT_BENEFICIARY_CNPJ: '33000167000101',
  PAYMENT_BANK_NAME: 'Itaú Unibanco S.A.',
  PAYMENT_BANK_AGENCY: '0057-0',
  PAYMENT_BANK_ACCOUNT: '12345-6',
  BANK_REMITTANCE_DIR: '/tmp/painel-banco/remessa',
  BANK_RETURN_DIR: '/tmp/painel-banco/retorno',
} as const;
