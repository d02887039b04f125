import { describe, expect, it } from 'vitest';
import { allowsDevelopmentHosts, getEnvironment } from './environment';

describe('getEnvironment', () => {
  it.each([
    ['portal', 'portal'],
    ['backoffice', 'backoffice'],
    // index.html served without the server's substitution (vite dev), or tampered with.
    ['__PAINEL_ENVIRONMENT__', 'portal'],
    ['admin', 'portal'],
  ])('data-environment=%s -> %s', (attribute, expected) => {
    document.documentElement.dataset.environment = attribute;
    expect(getEnvironment()).toBe(expected);
  });

  it('falls back to portal without the attribute', () => {
    expect(getEnvironment()).toBe('portal');
  });
});

describe('allowsDevelopmentHosts', () => {
  it.each([
    ['production', false],
    ['development', true],
    // vite dev serves the placeholder: its own flag decides (true under vitest, as under vite dev).
    ['__PAINEL_MODE__', import.meta.env.DEV],
    ['tampered', false],
  ])('data-mode=%s -> %s', (attribute, expected) => {
    document.documentElement.dataset.mode = attribute;
    expect(allowsDevelopmentHosts()).toBe(expected);
  });

  it('is strict without the attribute', () => {
    delete document.documentElement.dataset.mode;
    expect(allowsDevelopmentHosts()).toBe(false);
  });
});
