import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT_HOSTS, isSafeRedirect } from './redirect-safety';

const currentOrigin = 'https://painel.example';
const policy = { currentOrigin, developmentHosts: true };
const production = { currentOrigin };

describe('isSafeRedirect', () => {
  it.each([
    ['an app path', '/inicio'],
    ['an app path with query and fragment', '/gestao-da-conta/relatorios?page=2#topo'],
    ['a subdomain of the provider', 'https://localize.painel.example/consulta?id=1'],
    ['a deeper subdomain', 'https://app.localize.painel.example'],
    ['the provider domain on another port', 'https://painel.example:8443/inicio'],
    ['the provider domain over http', 'http://painel.example/inicio'],
    ['upper-case scheme and host', 'HTTPS://Localize.Painel.Example/x'],
    ['localhost', 'http://localhost:5173/inicio'],
    ['an IPv4 literal', 'http://192.168.0.10:3000/login'],
    ['an IPv6 literal', 'http://[::1]:3000/'],
  ])('accepts %s: %s', (_case, url) => {
    expect(isSafeRedirect(url, policy)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['the current origin', 'https://painel.example/inicio'],
    ['the current origin with its default port', 'https://painel.example:443/inicio'],
    ['another site', 'https://evil.example.com/inicio'],
    ['a look-alike suffix', 'https://evilpainel.example/'],
    ['the provider name under another domain', 'https://painel.example.evil.com/'],
    ['a protocol-relative address', '//evil.example.com/inicio'],
    ['a backslash trick', '/\\evil.example.com'],
    ['a tab that browsers drop', '/\t/evil.example.com'],
    ['credentials before the host', 'https://painel.example@evil.example.com/'],
    ['credentials on an allowed host', 'https://user:pass@localize.painel.example/'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:text/html,oi'],
    ['another scheme', 'ftp://localize.painel.example/'],
    ['a relative path without slash', 'inicio'],
    ['a trailing-dot host', 'https://localize.painel.example./'],
    ['a percent-encoded host', 'https://localize%2Epainel.example/'],
    ['a non-ASCII host', 'https://localize。painel.example/'],
    ['a port out of range', 'https://localize.painel.example:70000/'],
  ])('refuses %s: %j', (_case, url) => {
    expect(isSafeRedirect(url, policy)).toBe(false);
  });

  it.each([
    ['localhost', 'http://localhost:5173/inicio'],
    ['an IPv4 literal', 'http://192.168.0.10:3000/login'],
    ['a public IPv4 literal', 'https://203.0.113.7/'],
    ['an IPv6 literal', 'http://[::1]:3000/'],
  ])('refuses %s in production (development hosts not allowed): %s', (_case, url) => {
    expect(isSafeRedirect(url, production)).toBe(false);
    expect(isSafeRedirect(url, { ...production, developmentHosts: false })).toBe(false);
  });

  it("accepts only the provider's own domains in production", () => {
    expect(isSafeRedirect('https://localize.painel.example/consulta', production)).toBe(true);
    expect(isSafeRedirect('/inicio', production)).toBe(true);
    expect(isSafeRedirect('https://evil.example.com/', production)).toBe(false);
  });

  it('uses the configured hosts instead of the default', () => {
    const configured = { currentOrigin, allowedHosts: ['provedor.com.br', '.outro.com.br'] };
    expect(isSafeRedirect('https://localize.provedor.com.br/', configured)).toBe(true);
    expect(isSafeRedirect('https://a.outro.com.br/', configured)).toBe(true);
    expect(isSafeRedirect('https://localize.painel.example/', configured)).toBe(false);
    expect(DEFAULT_REDIRECT_HOSTS).toEqual(['painel.example']);
  });

  it('refuses localhost when it is the current origin, accepts it on another port', () => {
    const local = { currentOrigin: 'http://localhost:3000', developmentHosts: true };
    expect(isSafeRedirect('http://localhost:3000/inicio', local)).toBe(false);
    expect(isSafeRedirect('http://localhost:3001/inicio', local)).toBe(true);
    expect(isSafeRedirect('/inicio', local)).toBe(true);
  });
});
