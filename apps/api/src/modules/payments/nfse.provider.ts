/**
 * The NFS-e provider interface: send an RPS, ask how it went (issuing is asynchronous in most
 * cities), cancel an issued NFS-e. `none` has no provider; `http` speaks the JSON protocol of
 * packages/contracts nfse.ts, which the demo's stand-in also speaks. A thrown error is a
 * transient failure (network, 5xx, an answer we cannot read): the queue retries with backoff.
 */
import { nfseProviderAnswerSchema, type NfseProviderAnswer, type RpsRequest } from '@painel/contracts';
import type { NfseConfig } from './nfse.config';

export type NfseOutcome =
  | { readonly state: 'PROCESSING'; readonly reference: string }
  | {
      readonly state: 'ISSUED';
      readonly reference: string;
      readonly number: string;
      readonly verificationCode: string;
      readonly pdfUrl: string | null;
      readonly xmlUrl: string | null;
    }
  | { readonly state: 'REJECTED'; readonly reference: string; readonly message: string }
  | { readonly state: 'CANCELLED'; readonly reference: string };

export interface NfseProvider {
  /** Stored with each issuance: which provider it went to. */
  readonly name: string;
  /** Sends the RPS; the same `reference` sent again answers the same RPS (idempotent). */
  issue(rps: RpsRequest): Promise<NfseOutcome>;
  /** The RPS's status now. */
  status(reference: string): Promise<NfseOutcome>;
  /** Cancels an issued NFS-e (the city's rules on when apply). */
  cancel(reference: string, reason: string): Promise<NfseOutcome>;
}

export class NfseProviderError extends Error {}

/** How the provider is reached: `fetch` by default; tests pass one built on app.inject. */
export type NfseFetch = (url: string, init: RequestInit) => Promise<Response>;

export const NFSE_HTTP_TIMEOUT_MS = 10_000;

function outcomeOf(answer: NfseProviderAnswer): NfseOutcome {
  switch (answer.status) {
    case 'PROCESSANDO':
      return { state: 'PROCESSING', reference: answer.reference };
    case 'REJEITADA':
      return {
        state: 'REJECTED',
        reference: answer.reference,
        message: answer.message ?? 'RPS rejeitado pelo provedor.',
      };
    case 'CANCELADA':
      return { state: 'CANCELLED', reference: answer.reference };
    case 'EMITIDA':
      if (!answer.number || !answer.verificationCode) {
        throw new NfseProviderError('EMITIDA sem número ou código de verificação');
      }
      return {
        state: 'ISSUED',
        reference: answer.reference,
        number: answer.number,
        verificationCode: answer.verificationCode,
        pdfUrl: answer.pdfUrl ?? null,
        xmlUrl: answer.xmlUrl ?? null,
      };
  }
}

export function httpNfseProvider(
  options: { name: string; url: string; token: string },
  fetchImpl: NfseFetch = fetch,
): NfseProvider {
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<NfseOutcome> {
    let response: Response;
    try {
      response = await fetchImpl(`${options.url}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${options.token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(NFSE_HTTP_TIMEOUT_MS),
      });
    } catch (error) {
      throw new NfseProviderError(`provedor inacessível: ${error instanceof Error ? error.message : 'erro'}`);
    }
    const text = await response.text();
    // 422: the provider read the RPS and refused it (a REJEITADA answer); other non-2xx: transient.
    if (!response.ok && response.status !== 422)
      throw new NfseProviderError(`provedor respondeu ${response.status}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new NfseProviderError('resposta do provedor não é JSON');
    }
    const parsed = nfseProviderAnswerSchema.safeParse(json);
    if (!parsed.success) throw new NfseProviderError('resposta do provedor fora do protocolo');
    return outcomeOf(parsed.data);
  }
  return {
    name: options.name,
    issue: (rps) => call('POST', '/rps', rps),
    status: (reference) => call('GET', `/rps/${encodeURIComponent(reference)}`),
    cancel: (reference, reason) =>
      call('POST', `/rps/${encodeURIComponent(reference)}/cancelamento`, { reason }),
  };
}

/** The configured provider, or null: issuances then wait as 'Aguardando configuração'. */
export function nfseProviderFor(config: NfseConfig, fetchImpl?: NfseFetch): NfseProvider | null {
  if (config.kind === 'none') return null;
  return httpNfseProvider({ name: config.name, url: config.url, token: config.token }, fetchImpl);
}
