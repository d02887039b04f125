/** Which database the API suite runs on, and the configuration every test app shares. */
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

/** A production receiver's payment settings (a production start refuses missing or demo ones). */
export const PRODUCTION_PAYMENT_ENV = {
  PAYMENT_BANK_CODE: '341',
  PAYMENT_AGREEMENT: '7654321',
  PAYMENT_WALLET: '109',
  PAYMENT_PIX_KEY: 'pix@fornecedor.example',
  PAYMENT_PIX_NAME: 'Fornecedor de Dados Ltda',
  PAYMENT_PIX_CITY: 'Campinas',
} as const;
