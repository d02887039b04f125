/**
 * Which NFS-e provider issues the official service invoices, read from the environment once:
 *
 * - NFSE_PROVIDER: `none` (default) — issuances wait as 'Aguardando configuração'; `http` — the
 *   provider protocol of packages/contracts nfse.ts at NFSE_PROVIDER_URL.
 * - NFSE_PROVIDER_URL: base URL of the provider (or of the adapter in front of the city's service).
 * - NFSE_PROVIDER_TOKEN: sent as `Authorization: Bearer`.
 * - NFSE_CNPJ, NFSE_MUNICIPAL_REGISTRATION: the prestador (our CNPJ and inscrição municipal).
 * - NFSE_MUNICIPALITY_CODE: the city's IBGE code (default 3550308, São Paulo).
 * - NFSE_SERVICE_CODE: the LC 116 item (default 1.03); NFSE_NATIONAL_SERVICE_CODE: its national
 *   tax code (cTribNac, default derived from the item: 1.03 → 010301); NFSE_ISS_RATE: ISS percent
 *   (default 2.00).
 * - NFSE_SIMPLES_NACIONAL: the DPS's opSimpNac (1 não optante, the default; 2 MEI; 3 ME/EPP);
 *   NFSE_SPECIAL_REGIME: regEspTrib (0 nenhum, the default … 6).
 * - NFSE_WITHHOLDING_IRRF, _PIS, _COFINS, _CSLL: percent a tomador that withholds federal taxes
 *   withholds (defaults 1.50, 0.65, 3.00, 1.00); which customers withhold is their fiscal data.
 *
 * In demo mode, with NFSE_PROVIDER unset, the stand-in (nfse.stand-in.ts) answers on the portal's
 * own port with a published token, so the demo shows an issued NFS-e over real HTTP.
 */
import {
  DEFAULT_WITHHOLDING_RATES,
  FEDERAL_WITHHOLDINGS,
  NFSE_SIMPLES_NACIONAL_OPTIONS,
  NFSE_SPECIAL_REGIMES,
  nationalServiceCode,
  type WithholdingRates,
} from '@painel/domain';
import type { Config } from '../../config';

export const DEMO_NFSE_TOKEN = 'painel-demo-nfse-token-publico';

export interface NfseIssuer {
  readonly cnpj: string;
  readonly municipalRegistration: string;
  readonly municipalityCode: string;
  readonly serviceCode: string;
  readonly nationalServiceCode: string;
  readonly issRate: string;
  readonly simplesNacional: (typeof NFSE_SIMPLES_NACIONAL_OPTIONS)[number];
  readonly specialRegime: (typeof NFSE_SPECIAL_REGIMES)[number];
  readonly withholdingRates: WithholdingRates;
}

const RATE = /^\d{1,2}(\.\d{1,4})?$/;

function oneOf<T extends string>(name: string, value: string, options: readonly T[]): T {
  if ((options as readonly string[]).includes(value)) return value as T;
  throw new Error(`${name} must be one of ${options.join(', ')}, not '${value}'`);
}

function rate(name: string, value: string): string {
  if (RATE.test(value)) return value;
  throw new Error(`${name} must be a percent like 1.50, not '${value}'`);
}

export type NfseConfig =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'http';
      readonly name: 'http' | 'demo';
      readonly url: string;
      readonly token: string;
      readonly issuer: NfseIssuer;
    };

function loopbackHost(host: string): string {
  return host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
}

export function nfseConfig(
  config: Pick<Config, 'demoMode' | 'host' | 'ports'>,
  env: NodeJS.ProcessEnv = process.env,
): NfseConfig {
  const kind = env.NFSE_PROVIDER?.trim() || (config.demoMode ? 'demo' : 'none');
  const issuer = (fallback?: Partial<NfseIssuer>): NfseIssuer => {
    const serviceCode = env.NFSE_SERVICE_CODE ?? '1.03';
    const withholdingRates = Object.fromEntries(
      FEDERAL_WITHHOLDINGS.map((tax) => {
        const name = `NFSE_WITHHOLDING_${tax.toUpperCase()}`;
        return [tax, rate(name, env[name] ?? DEFAULT_WITHHOLDING_RATES[tax])];
      }),
    ) as Record<(typeof FEDERAL_WITHHOLDINGS)[number], string>;
    return {
      cnpj: env.NFSE_CNPJ ?? fallback?.cnpj ?? '',
      municipalRegistration: env.NFSE_MUNICIPAL_REGISTRATION ?? fallback?.municipalRegistration ?? '',
      municipalityCode: env.NFSE_MUNICIPALITY_CODE ?? '3550308',
      serviceCode,
      nationalServiceCode: env.NFSE_NATIONAL_SERVICE_CODE ?? nationalServiceCode(serviceCode),
      issRate: rate('NFSE_ISS_RATE', env.NFSE_ISS_RATE ?? '2.00'),
      simplesNacional: oneOf(
        'NFSE_SIMPLES_NACIONAL',
        env.NFSE_SIMPLES_NACIONAL ?? '1',
        NFSE_SIMPLES_NACIONAL_OPTIONS,
      ),
      specialRegime: oneOf('NFSE_SPECIAL_REGIME', env.NFSE_SPECIAL_REGIME ?? '0', NFSE_SPECIAL_REGIMES),
      withholdingRates,
    };
  };
  if (kind === 'none') return { kind: 'none' };
  if (kind === 'demo') {
    return {
      kind: 'http',
      name: 'demo',
      url: `http://${loopbackHost(config.host)}:${config.ports.portal}/api/demo/nfse`,
      token: DEMO_NFSE_TOKEN,
      issuer: issuer({ cnpj: '11222333000181', municipalRegistration: '12345678' }),
    };
  }
  if (kind !== 'http') throw new Error(`NFSE_PROVIDER must be none or http, not '${kind}'`);
  const missing = [
    'NFSE_PROVIDER_URL',
    'NFSE_PROVIDER_TOKEN',
    'NFSE_CNPJ',
    'NFSE_MUNICIPAL_REGISTRATION',
  ].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`NFSE_PROVIDER=http needs ${missing.join(', ')}`);
  return {
    kind: 'http',
    name: 'http',
    url: (env.NFSE_PROVIDER_URL as string).replace(/\/+$/, ''),
    token: env.NFSE_PROVIDER_TOKEN as string,
    issuer: issuer(),
  };
}
