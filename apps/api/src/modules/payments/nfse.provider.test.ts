/**
 * The `http` NFS-e provider's side of the protocol (answers read, 422 a rejection, other failures
 * transient) and the configuration that chooses it.
 */
import { describe, expect, it } from 'vitest';
import type { RpsRequest } from '@painel/contracts';
import { DEMO_NFSE_TOKEN, nfseConfig } from './nfse.config';
import { NfseProviderError, httpNfseProvider, type NfseFetch } from './nfse.provider';
import { sampleRps } from './nfse.test-support';

const rps: RpsRequest = sampleRps('2026-10-000002');

function fake(status: number, body: string) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl: NfseFetch = async (url, init) => {
    calls.push({ url, init });
    return new Response(body, { status });
  };
  return {
    calls,
    provider: httpNfseProvider({ name: 'http', url: 'https://nfse.example/v1', token: 't0k' }, fetchImpl),
  };
}

describe('httpNfseProvider', () => {
  it('POSTs the RPS with the bearer token and reads an issued NFS-e', async () => {
    const { calls, provider } = fake(
      200,
      JSON.stringify({
        reference: rps.reference,
        status: 'EMITIDA',
        number: '123',
        verificationCode: 'ABC',
        pdfUrl: 'https://x/1.pdf',
      }),
    );
    expect(await provider.issue(rps)).toEqual({
      state: 'ISSUED',
      reference: rps.reference,
      number: '123',
      verificationCode: 'ABC',
      pdfUrl: 'https://x/1.pdf',
      xmlUrl: null,
    });
    expect(calls[0]!.url).toBe('https://nfse.example/v1/rps');
    expect(calls[0]!.init.method).toBe('POST');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer t0k');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual(rps);
  });

  it('asks the status by reference and cancels', async () => {
    const processing = fake(200, JSON.stringify({ reference: 'R-1', status: 'PROCESSANDO' }));
    expect(await processing.provider.status('R-1')).toEqual({ state: 'PROCESSING', reference: 'R-1' });
    expect(processing.calls[0]!.url).toBe('https://nfse.example/v1/rps/R-1');
    const cancelled = fake(200, JSON.stringify({ reference: 'R-1', status: 'CANCELADA' }));
    expect(await cancelled.provider.cancel('R-1', 'Erro')).toEqual({ state: 'CANCELLED', reference: 'R-1' });
    expect(cancelled.calls[0]!.url).toBe('https://nfse.example/v1/rps/R-1/cancelamento');
  });

  it('reads a 422 as the provider rejecting the RPS', async () => {
    const { provider } = fake(
      422,
      JSON.stringify({ reference: 'R-1', status: 'REJEITADA', message: 'CNPJ do tomador inválido' }),
    );
    expect(await provider.issue(rps)).toEqual({
      state: 'REJECTED',
      reference: 'R-1',
      message: 'CNPJ do tomador inválido',
    });
  });

  it.each([
    ['a 503', 503, '{}'],
    ['a 401', 401, '{}'],
    ['not JSON', 200, '<html>'],
    ['out of protocol', 200, JSON.stringify({ status: 'OK' })],
    ['EMITIDA without a number', 200, JSON.stringify({ reference: 'R-1', status: 'EMITIDA' })],
  ])('%s is a transient failure (retried)', async (_name, status, body) => {
    await expect(fake(status, body).provider.issue(rps)).rejects.toBeInstanceOf(NfseProviderError);
  });

  it('an unreachable provider is a transient failure', async () => {
    const provider = httpNfseProvider({ name: 'http', url: 'https://nfse.example', token: 't' }, async () => {
      throw new TypeError('fetch failed');
    });
    await expect(provider.status('R-1')).rejects.toBeInstanceOf(NfseProviderError);
  });
});

describe('nfseConfig', () => {
  const base = { demoMode: false, host: '0.0.0.0', ports: { portal: 3000, backoffice: 3001 } };

  it('is none by default outside demo mode, and the stand-in in demo mode', () => {
    expect(nfseConfig(base, {})).toEqual({ kind: 'none' });
    expect(nfseConfig({ ...base, demoMode: true }, {})).toMatchObject({
      kind: 'http',
      name: 'demo',
      url: 'http://127.0.0.1:3000/api/demo/nfse',
      token: DEMO_NFSE_TOKEN,
    });
    expect(nfseConfig({ ...base, demoMode: true }, { NFSE_PROVIDER: 'none' })).toEqual({ kind: 'none' });
  });

  it('http needs its URL, token, CNPJ and municipal registration', () => {
    expect(() => nfseConfig(base, { NFSE_PROVIDER: 'http' })).toThrow(
      /NFSE_PROVIDER_URL, NFSE_PROVIDER_TOKEN, NFSE_CNPJ, NFSE_MUNICIPAL_REGISTRATION/,
    );
    expect(() => nfseConfig(base, { NFSE_PROVIDER: 'soap' })).toThrow(/none or http/);
    expect(
      nfseConfig(base, {
        NFSE_PROVIDER: 'http',
        NFSE_PROVIDER_URL: 'https://nfse.example/v1/',
        NFSE_PROVIDER_TOKEN: 'x',
        NFSE_CNPJ: '11222333000181',
        NFSE_MUNICIPAL_REGISTRATION: '999',
        NFSE_ISS_RATE: '5.00',
      }),
    ).toEqual({
      kind: 'http',
      name: 'http',
      url: 'https://nfse.example/v1',
      token: 'x',
      issuer: {
        cnpj: '11222333000181',
        municipalRegistration: '999',
        municipalityCode: '3550308',
        serviceCode: '1.03',
        nationalServiceCode: '010301',
        issRate: '5.00',
        simplesNacional: '1',
        specialRegime: '0',
        withholdingRates: { irrf: '1.50', pis: '0.65', cofins: '3.00', csll: '1.00' },
      },
    });
  });

  it('reads the tax regime, the national code and the withholding rates, and refuses what a DPS cannot carry', () => {
    const http = {
      NFSE_PROVIDER: 'http',
      NFSE_PROVIDER_URL: 'https://nfse.example/v1',
      NFSE_PROVIDER_TOKEN: 'x',
      NFSE_CNPJ: '11222333000181',
      NFSE_MUNICIPAL_REGISTRATION: '999',
    };
    const config = nfseConfig(base, {
      ...http,
      NFSE_SERVICE_CODE: '17.01',
      NFSE_SIMPLES_NACIONAL: '3',
      NFSE_SPECIAL_REGIME: '6',
      NFSE_WITHHOLDING_IRRF: '4.8',
    });
    expect(config).toMatchObject({
      issuer: {
        nationalServiceCode: '170101',
        simplesNacional: '3',
        specialRegime: '6',
        withholdingRates: { irrf: '4.8', pis: '0.65' },
      },
    });
    expect(() => nfseConfig(base, { ...http, NFSE_SIMPLES_NACIONAL: 'sim' })).toThrow(
      /NFSE_SIMPLES_NACIONAL/,
    );
    expect(() => nfseConfig(base, { ...http, NFSE_SPECIAL_REGIME: '9' })).toThrow(/NFSE_SPECIAL_REGIME/);
    expect(() => nfseConfig(base, { ...http, NFSE_WITHHOLDING_PIS: '0,65' })).toThrow(/NFSE_WITHHOLDING_PIS/);
  });
});
