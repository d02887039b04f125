/**
 * A client of a PSP's API Pix (Banco Central standard), over HTTPS with the mTLS certificate the
 * PSP issued and an OAuth2 client-credentials token (kept until a minute before it expires). It
 * speaks only the calls the portal needs: the charge with due date (cobv), a received PIX, and
 * the webhook registration. Answers are checked with the contracts' schemas; anything else throws
 * a PixApiError (the caller logs it and carries on without PIX).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import {
  pixDueChargeSchema,
  pixReceivedSchema,
  pixTokenAnswerSchema,
  type PixDueCharge,
  type PixDueChargeRequest,
  type PixReceived,
} from '@painel/contracts';
import type { z } from 'zod';
import type { PixApiConfig } from './pix.config';

const TIMEOUT_MS = 10_000;
const MAX_ANSWER_BYTES = 256 * 1024;

export class PixApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PixApiError';
  }
}

export interface PixClient {
  createDueCharge(txid: string, charge: PixDueChargeRequest): Promise<PixDueCharge>;
  /** PATCH /cobv/{txid}: the charge's amount revised (valor.original, e.g. '189.00'). */
  reviseDueCharge(txid: string, original: string): Promise<PixDueCharge>;
  /** The PIX the PSP received under this endToEndId; null when it knows none. */
  receivedPix(endToEndId: string): Promise<PixReceived | null>;
  registerWebhook(key: string, webhookUrl: string): Promise<void>;
}

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

export function pixClient(config: PixApiConfig): PixClient {
  const tls = {
    ...(config.tls.certPath ? { cert: readFileSync(config.tls.certPath) } : {}),
    ...(config.tls.keyPath ? { key: readFileSync(config.tls.keyPath) } : {}),
    ...(config.tls.caPath ? { ca: readFileSync(config.tls.caPath) } : {}),
  };
  let token: { value: string; until: number } | null = null;

  function send(
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<Answer> {
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    return new Promise((resolve, reject) => {
      const request = (secure ? https : http).request(
        target,
        {
          method,
          headers: { accept: 'application/json', ...headers },
          timeout: TIMEOUT_MS,
          ...(secure ? tls : {}),
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) request.destroy(new PixApiError('answer too large'));
            else chunks.push(chunk);
          });
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = null;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              parsed = null;
            }
            resolve({ status: response.statusCode ?? 0, body: parsed });
          });
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new PixApiError('PSP timed out')));
      request.on('error', (error) =>
        reject(error instanceof PixApiError ? error : new PixApiError(`PSP unreachable: ${error.message}`)),
      );
      if (body !== undefined) request.write(body);
      request.end();
    });
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(
      `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`,
    ).toString('base64');
    const answer = await send(
      'POST',
      config.tokenUrl,
      { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      'grant_type=client_credentials',
    );
    const parsed = pixTokenAnswerSchema.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success)
      throw new PixApiError(`token endpoint answered ${answer.status}`, answer.status);
    token = {
      value: parsed.data.access_token,
      until: Date.now() + Math.max(0, parsed.data.expires_in - 60) * 1000,
    };
    return token.value;
  }

  async function call<T>(
    method: string,
    path: string,
    schema: z.ZodType<T> | null,
    body?: unknown,
  ): Promise<{ status: number; data: T | null }> {
    const headers: Record<string, string> = { authorization: `Bearer ${await accessToken()}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const answer = await send(
      method,
      `${config.apiUrl}${path}`,
      headers,
      body === undefined ? undefined : JSON.stringify(body),
    );
    // A token the PSP revoked before its time: ask for a new one on the next call.
    if (answer.status === 401) token = null;
    if (answer.status < 200 || answer.status >= 300) return { status: answer.status, data: null };
    if (!schema) return { status: answer.status, data: null };
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) throw new PixApiError(`${method} ${path}: unexpected answer`, answer.status);
    return { status: answer.status, data: parsed.data };
  }

  return {
    async createDueCharge(txid, charge) {
      const answer = await call('PUT', `/cobv/${txid}`, pixDueChargeSchema, charge);
      if (!answer.data) throw new PixApiError(`PUT /cobv answered ${answer.status}`, answer.status);
      return answer.data;
    },
    async reviseDueCharge(txid, original) {
      const answer = await call('PATCH', `/cobv/${txid}`, pixDueChargeSchema, { valor: { original } });
      if (!answer.data) throw new PixApiError(`PATCH /cobv answered ${answer.status}`, answer.status);
      return answer.data;
    },
    async receivedPix(endToEndId) {
      const answer = await call('GET', `/pix/${encodeURIComponent(endToEndId)}`, pixReceivedSchema);
      if (answer.status === 404) return null;
      if (!answer.data) throw new PixApiError(`GET /pix answered ${answer.status}`, answer.status);
      return answer.data;
    },
    async registerWebhook(key, webhookUrl) {
      const answer = await call('PUT', `/webhook/${encodeURIComponent(key)}`, null, { webhookUrl });
      if (answer.status < 200 || answer.status >= 300)
        throw new PixApiError(`PUT /webhook answered ${answer.status}`, answer.status);
    },
  };
}
