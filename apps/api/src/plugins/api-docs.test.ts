/**
 * The API document clients generate code from: both environments' documents pass Redocly's
 * recommended rules (the `redocly lint` of the npm registry's @redocly/openapi-core) with no error,
 * every `$ref` resolves into components.schemas, and security follows the routes' access rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString, type Config as RedoclyConfig } from '@redocly/openapi-core';
import { createHarness, type Harness } from '../test/harness';
import { operationIdOf } from './api-docs';

type Operation = { operationId?: string; security?: Record<string, string[]>[] };
type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, { name?: string }> };
};

let h: Harness;
let redocly: RedoclyConfig;
beforeAll(async () => {
  h = await createHarness();
  redocly = await createConfig({ extends: ['recommended'] });
});
afterAll(() => h?.close());

describe.each(['portal', 'backoffice'] as const)('the OpenAPI document of the %s', (environment) => {
  let source: string;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    const app = await h.app(environment);
    const res = await app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    source = res.body;
    doc = res.json<OpenApiDocument>();
  });

  it('passes the recommended OpenAPI lint with no error', async () => {
    const problems = await lintFromString({
      source,
      absoluteRef: `${environment}-openapi.json`,
      config: redocly,
    });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
    expect(errors).toEqual([]);
  });

  it('defines every schema its operations refer to', () => {
    const refs = new Set(
      [...source.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) =>
        decodeURIComponent(m[1] ?? ''),
      ),
    );
    expect(refs.size).toBeGreaterThan(10);
    expect([...refs].filter((name) => !doc.components.schemas?.[name])).toEqual([]);
  });

  it('names every operation once, and asks for a credential exactly where the route does', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const security = (path: string, method: string) => doc.paths[path]?.[method]?.security;
    expect(security('/api/health', 'get')).toEqual([]);
    expect(security('/api/oauth2/session', 'get')).toEqual(
      expect.arrayContaining([{ sessionCookie: [] }, { bearerToken: [] }]),
    );
    expect(doc.components.securitySchemes?.sessionCookie?.name).toBe(
      environment === 'portal' ? 'painel_sessao' : 'painel_bo_sessao',
    );
  });
});

describe('operationIdOf', () => {
  it.each([
    ['GET', '/api/oauth2/session', 'getOauth2Session'],
    ['POST', '/api/oauth2/oauth/authorize', 'postOauth2OauthAuthorize'],
    ['GET', '/api/customers/:customerId/profiles', 'getCustomersByCustomerIdProfiles'],
    ['PUT', '/api/feature-flags/:key', 'putFeatureFlagsByKey'],
    ['GET', '/api/oauth2/.well-known/openid-configuration', 'getOauth2WellKnownOpenidConfiguration'],
  ])('%s %s -> %s', (method, url, id) => {
    expect(operationIdOf(method, url)).toBe(id);
  });
});
