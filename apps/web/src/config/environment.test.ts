import { describe, expect, it } from 'vitest';
import { getEnvironment } from './environment';

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
