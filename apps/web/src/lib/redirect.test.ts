import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPathFor, safeRedirectPath } from './redirect';

const origin = 'https://painel.example.com.br';

describe('safeRedirectPath', () => {
  it.each([
    ['/inicio', '/inicio'],
    ['/gestao-da-conta/relatorios?page=2#topo', '/gestao-da-conta/relatorios?page=2#topo'],
    ['/a/../inicio', '/inicio'],
  ])('accepts the app path %s', (value, expected) => {
    expect(safeRedirectPath(value, origin)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['inicio'],
    ['//evil.example.com/inicio'],
    ['/\\evil.example.com'],
    ['https://evil.example.com/inicio'],
    ['javascript:alert(1)'],
    [`${origin}/inicio`],
  ])('refuses %s', (value) => {
    expect(safeRedirectPath(value, origin)).toBeNull();
  });
});

describe('afterLoginPath', () => {
  it('goes to the redirectURL when it is an app path', () => {
    expect(afterLoginPath(new URLSearchParams('redirectURL=%2Fgestao-da-conta%2Finicio'), origin)).toBe(
      '/gestao-da-conta/inicio',
    );
  });

  it('goes to /inicio without a redirectURL or with an unsafe one', () => {
    expect(afterLoginPath(new URLSearchParams(''), origin)).toBe('/inicio');
    expect(afterLoginPath(new URLSearchParams('redirectURL=%2F%2Fevil.example.com'), origin)).toBe('/inicio');
  });
});

describe('loginPathFor', () => {
  it('keeps the return path, encoded, in redirectURL', () => {
    expect(loginPathFor('/inicio?x=1&y=2')).toBe('/?redirectURL=%2Finicio%3Fx%3D1%26y%3D2');
  });
});
