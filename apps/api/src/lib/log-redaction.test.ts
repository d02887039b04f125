/**
 * Signed links and tokens never reach the request log: the log stream of a real app is read after
 * calling a signed export link, a PDF link and an OAuth callback-like URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createHarness, type Harness } from '../test/harness';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('replaces signatures, tokens and OAuth secrets, keeping the rest of the URL', () => {
    expect(redactUrl('/api/reports/exports/2/file?expires=1790000000&signature=abc-DEF_1')).toBe(
      '/api/reports/exports/2/file?expires=1790000000&signature=[redacted]',
    );
    expect(redactUrl('/api/payments/documents/eyJhbGciOi.payload.sig')).toBe(
      '/api/payments/documents/[redacted]',
    );
    expect(redactUrl('/api/payments/documents/tok?download=1&Token=x')).toBe(
      '/api/payments/documents/[redacted]?download=1&Token=[redacted]',
    );
    expect(redactUrl('/api/oauth2/callback?code=segredo&state=s1&id_token_hint=t')).toBe(
      '/api/oauth2/callback?code=[redacted]&state=[redacted]&id_token_hint=[redacted]',
    );
    expect(redactUrl('/api/reports/consolidated-usage?month=6&year=2026')).toBe(
      '/api/reports/consolidated-usage?month=6&year=2026',
    );
  });
});

describe('the request log', () => {
  let h: Harness;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    h = await createHarness({ logLevel: 'debug' });
    app = await buildApp({
      config: h.config,
      db: h.db,
      environment: 'portal',
      logStream: { write: (line: string) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  it('prints the path with the signature and the PDF token replaced', async () => {
    await app.inject({ url: '/api/reports/exports/2/file?expires=1790000000&signature=assinatura-secreta' });
    await app.inject({ url: '/api/payments/documents/token-secreto-do-pdf' });
    await app.inject({ url: '/api/nao-existe?signature=outra-assinatura' });
    await app.inject({
      url: '/api/oauth2/oauth/authorize?client_id=localize&code_challenge=desafio-secreto&state=estado-secreto',
    });
    const log = lines.join('');
    expect(log).toContain('/api/reports/exports/2/file?expires=1790000000&signature=[redacted]');
    expect(log).toContain('/api/payments/documents/[redacted]');
    expect(log).toContain('client_id=localize');
    for (const secret of [
      'assinatura-secreta',
      'token-secreto-do-pdf',
      'desafio-secreto',
      'estado-secreto',
      'outra-assinatura',
    ])
      expect(log).not.toContain(secret);
  });
});
