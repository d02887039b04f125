import { describe, expect, it } from 'vitest';
import {
  afterLoginPath,
  afterLoginTarget,
  loginPathFor,
  redirectAllowedHosts,
  safeRedirectPath,
  safeRedirectTarget,
} from './redirect';

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

describe('safeRedirectTarget', () => {
  const hosts = ['painel.example.com.br'];
  it.each([
    ['/inicio', '/inicio'],
    [
      'https://localize.painel.example.com.br/consulta?id=1',
      'https://localize.painel.example.com.br/consulta?id=1',
    ],
    ['HTTPS://Localize.Painel.Example.com.br', 'https://localize.painel.example.com.br/'],
  ])('follows %s', (value, expected) => {
    expect(safeRedirectTarget(value, origin, hosts, false)).toBe(expected);
  });

  it('follows localhost and IP literals only when the server runs outside production', () => {
    for (const value of ['http://localhost:5173/inicio', 'http://192.168.0.10:3000/login']) {
      expect(safeRedirectTarget(value, origin, hosts, true)).toBe(value);
      expect(safeRedirectTarget(value, origin, hosts, false)).toBeNull();
    }
  });

  it('reads the server mode from the page when not told', () => {
    document.documentElement.dataset.mode = 'production';
    expect(safeRedirectTarget('http://localhost:5173/inicio', origin, hosts)).toBeNull();
    document.documentElement.dataset.mode = 'development';
    expect(safeRedirectTarget('http://localhost:5173/inicio', origin, hosts)).toBe(
      'http://localhost:5173/inicio',
    );
    delete document.documentElement.dataset.mode;
  });

  it.each([
    [`${origin}/inicio`],
    ['https://evil.example.com/'],
    ['//localize.painel.example.com.br/'],
    ['https://localize.painel.example.com.br@evil.example.com/'],
  ])('refuses %s', (value) => {
    expect(safeRedirectTarget(value, origin, hosts)).toBeNull();
  });
});

describe('afterLoginTarget', () => {
  it('leaves the app for a provider address, which in-app navigation hands to the login route', () => {
    const search = new URLSearchParams({ redirectURL: 'https://localize.painel.example/consulta' });
    expect(afterLoginTarget(search, origin)).toBe('https://localize.painel.example/consulta');
    expect(afterLoginPath(search, origin)).toBe(
      '/?redirectURL=https%3A%2F%2Flocalize.painel.example%2Fconsulta',
    );
  });
});

describe('redirectAllowedHosts', () => {
  it('reads a comma-separated list, defaulting to the provider domain', () => {
    expect(redirectAllowedHosts(' a.com.br, b.com.br ,')).toEqual(['a.com.br', 'b.com.br']);
    expect(redirectAllowedHosts(undefined)).toEqual(['painel.example']);
    expect(redirectAllowedHosts('')).toEqual(['painel.example']);
  });
});
