import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot, loadConfig } from './config';

const SECRET_KEY = Buffer.alloc(32, 7).toString('base64');
const production = {
  NODE_ENV: 'production',
  SECRET_KEY,
  DATABASE_URL: 'postgres://painel@db.example/painel',
} as const;

describe('demo mode', () => {
  it('is on outside production and off in production', () => {
    expect(loadConfig({}).demoMode).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoMode).toBe(true);
    expect(loadConfig(production).demoMode).toBe(false);
  });

  it('can be turned off outside production with DEMO=0, and then starts no stand-in product', () => {
    const config = loadConfig({ DEMO: '0' });
    expect(config.demoMode).toBe(false);
    expect(config.productDemoPort).toBeUndefined();
  });

  it('refuses DEMO=1 in production', () => {
    expect(() => loadConfig({ ...production, DEMO: '1' })).toThrow(
      /DEMO: demo mode .* refused when NODE_ENV=production/,
    );
  });

  it.each([
    ['in production', production],
    ['with DEMO=0', { DEMO: '0' }],
  ])('refuses SEED_DEMO=1 %s', (_label, env) => {
    expect(() => loadConfig({ ...env, SEED_DEMO: '1' })).toThrow(
      /SEED_DEMO: demo accounts are seeded only in demo mode/,
    );
  });
});

describe('the API document (/docs)', () => {
  it('is served outside production and off in production, unless API_DOCS says otherwise', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe(false);
  });
});

describe('the PostgreSQL pool', () => {
  it('holds 20 connections and waits 5 s for one by default, and both can be set', () => {
    expect(loadConfig({}).databasePool).toEqual({ size: 20, timeoutMs: 5000 });
    expect(loadConfig({ DATABASE_POOL_SIZE: '40', DATABASE_POOL_TIMEOUT_MS: '2000' }).databasePool).toEqual({
      size: 40,
      timeoutMs: 2000,
    });
  });

  it.each([
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', 'muitos'],
    ['DATABASE_POOL_TIMEOUT_MS', '10'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});

describe('the storage of background export files', () => {
  it('is the database by default, in production and in the demo alike, and disk when asked', () => {
    expect(loadConfig({}).reportExportStorage).toBe('database');
    expect(loadConfig(production).reportExportStorage).toBe('database');
    const disk = loadConfig({ REPORT_EXPORT_STORAGE: 'disk', REPORT_EXPORTS_DIR: '/srv/exportacoes' });
    expect(disk.reportExportStorage).toBe('disk');
    expect(disk.reportExportsDir).toBe('/srv/exportacoes');
  });

  it('refuses a storage it does not know', () => {
    expect(() => loadConfig({ REPORT_EXPORT_STORAGE: 's3' })).toThrow(/REPORT_EXPORT_STORAGE/);
  });
});

describe('the checkout the server runs from', () => {
  const root = path.resolve(import.meta.dirname, '../../..');

  it('is found from the source, the bundle and a split chunk alike, so npm start serves the web build', () => {
    for (const from of ['apps/api/src', 'apps/api/dist', 'apps/api/dist/chunks'])
      expect(findRepoRoot(path.join(root, from))).toBe(root);
    expect(loadConfig({}).webDist).toBe(path.join(root, 'apps/web/dist'));
  });
});
