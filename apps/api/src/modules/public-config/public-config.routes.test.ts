import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('GET /api/config', () => {
  it('answers without a session, with the help centre, contacts and each product address', async () => {
    const res = await (await h.app('portal')).inject({ url: '/api/config' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.environment).toBe('portal');
    expect(body.helpCenterUrl).toMatch(/^https:\/\//);
    expect(body.loginContacts.emails.length).toBeGreaterThan(0);
    expect(body.productUrls['1']).toBe('https://localize.painel.example');
    expect(body.productUrls['100']).toBe('https://protesto.painel.example');
    // Modules of the portal itself are not launched through SSO.
    expect(body.productUrls['6']).toBeUndefined();
  });

  it('gives the back office no help centre and no campaign banner', async () => {
    const body = (await (await h.app('backoffice')).inject({ url: '/api/config' })).json();
    expect(body.environment).toBe('backoffice');
    expect(body.helpCenterUrl).toBeNull();
    expect(body.loginBanner).toBeNull();
  });
});
