/**
 * The PSP that charges PIX through the Banco Central's API Pix, read from the
 * environment once. Any PSP that implements the standard works:
 *
 * - PIX_API_URL: the base of its API Pix (…/v2: PUT /cobv/{txid}, GET /pix/{e2eid}, PUT /webhook/{chave}).
 * - PIX_TOKEN_URL: its OAuth2 token endpoint (client credentials); default PIX_API_URL/oauth/token.
 * - PIX_CLIENT_ID / PIX_CLIENT_SECRET: the OAuth2 client the PSP issued.
 * - PIX_CERT_PATH / PIX_KEY_PATH (PEM): the mTLS client certificate the PSP issued; PIX_CA_PATH
 *   optionally the CA that signs the PSP's server certificate.
 * - PIX_WEBHOOK_URL: this portal's public webhook address the PSP calls ({url}/pix), registered
 *   at the PSP with PUT /webhook/{chave}; default the portal's PORTAL_URL + /api/payments/pix/webhook.
 * - PIX_DAYS_AFTER_DUE: days a charge can still be paid after its due date (default 30).
 * - The key, name and city are the receiver's (PAYMENT_PIX_KEY, PAYMENT_PIX_NAME, PAYMENT_PIX_CITY).
 *
 * In demo mode, with PIX_API_URL unset, the stand-in PSP (pix.stand-in.ts) answers on the portal's
 * own port with published demo credentials. Outside demo mode (and in tests) without PIX_API_URL
 * there is no PSP: invoices offer the boleto only. Production requires every setting above but
 * the CA and the days, and refuses the demo's (pixSettingsProblems).
 */
import { accessSync, constants } from 'node:fs';
import type { Config } from '../../config';

/** Under the API's /api: the stand-in PSP's base and the webhook's (the PSP adds /pix). */
export const PIX_STAND_IN_PREFIX = '/demo/pix';
export const PIX_WEBHOOK_PATH = '/payments/pix/webhook';
export const DEMO_PIX_CLIENT = { id: 'painel-demo-pix', secret: 'painel-demo-pix-segredo-publico' } as const;
const DEFAULT_DAYS_AFTER_DUE = 30;

export interface PixApiConfig {
  readonly apiUrl: string;
  readonly tokenUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly tls: { readonly certPath?: string; readonly keyPath?: string; readonly caPath?: string };
  readonly webhookUrl: string;
  readonly daysAfterDue: number;
}

function loopbackHost(host: string): string {
  return host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
}

const stripSlash = (url: string) => url.replace(/\/+$/, '');

export function pixApiConfig(
  config: Pick<Config, 'demoMode' | 'nodeEnv' | 'host' | 'ports' | 'publicUrls'>,
  env: NodeJS.ProcessEnv = process.env,
): PixApiConfig | null {
  const configured = env.PIX_API_URL?.trim();
  const standIn = !configured && config.demoMode && config.nodeEnv !== 'test';
  if (!configured && !standIn) return null;
  const local = `http://${loopbackHost(config.host)}:${config.ports.portal}`;
  const apiUrl = stripSlash(configured || `${local}/api${PIX_STAND_IN_PREFIX}`);
  const days = Number(env.PIX_DAYS_AFTER_DUE ?? DEFAULT_DAYS_AFTER_DUE);
  return {
    apiUrl,
    tokenUrl: env.PIX_TOKEN_URL?.trim() || `${apiUrl}/oauth/token`,
    clientId: env.PIX_CLIENT_ID ?? DEMO_PIX_CLIENT.id,
    clientSecret: env.PIX_CLIENT_SECRET ?? DEMO_PIX_CLIENT.secret,
    tls: {
      ...(env.PIX_CERT_PATH ? { certPath: env.PIX_CERT_PATH } : {}),
      ...(env.PIX_KEY_PATH ? { keyPath: env.PIX_KEY_PATH } : {}),
      ...(env.PIX_CA_PATH ? { caPath: env.PIX_CA_PATH } : {}),
    },
    webhookUrl: stripSlash(
      env.PIX_WEBHOOK_URL?.trim() || `${standIn ? local : config.publicUrls.portal}/api${PIX_WEBHOOK_PATH}`,
    ),
    daysAfterDue: Number.isInteger(days) && days >= 0 && days <= 365 ? days : DEFAULT_DAYS_AFTER_DUE,
  };
}

/** The PSP settings production requires, in the order their problems are listed. */
export const PIX_REQUIRED_SETTINGS = [
  'PIX_API_URL',
  'PIX_CLIENT_ID',
  'PIX_CLIENT_SECRET',
  'PIX_CERT_PATH',
  'PIX_KEY_PATH',
  'PIX_WEBHOOK_URL',
] as const;

/** Production's PSP settings: each problem one 'SETTING: reason' line (payments.config.ts reports them). */
export function pixSettingsProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  for (const name of PIX_REQUIRED_SETTINGS) {
    const value = env[name]?.trim();
    if (!value) problems.push(`${name}: required when NODE_ENV=production`);
    else if (
      (name === 'PIX_API_URL' || name === 'PIX_WEBHOOK_URL') &&
      (!value.startsWith('https://') || value.includes(PIX_STAND_IN_PREFIX))
    )
      problems.push(`${name}: an https address of the PSP or of this portal, not the demo's stand-in`);
    else if ((name === 'PIX_CERT_PATH' || name === 'PIX_KEY_PATH') && !readable(value))
      problems.push(`${name}: the file '${value}' cannot be read`);
    else if (name === 'PIX_CLIENT_ID' && value === DEMO_PIX_CLIENT.id)
      problems.push(`${name}: the demo value '${value}' is refused when NODE_ENV=production`);
    else if (name === 'PIX_CLIENT_SECRET' && value === DEMO_PIX_CLIENT.secret)
      problems.push(`${name}: the demo value is refused when NODE_ENV=production`);
  }
  return problems;
}

function readable(file: string): boolean {
  try {
    accessSync(file, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}
