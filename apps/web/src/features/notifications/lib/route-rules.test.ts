import { describe, expect, it } from 'vitest';
import { isAllowedOnRoute } from './route-rules';

describe('isAllowedOnRoute', () => {
  it.each([
    // path, allowed, blocked, shown
    ['/inicio', [], [], true],
    ['/gestao-da-conta/relatorios', [], [], true],
    ['/inicio', ['/inicio'], [], true],
    ['/inicio/', ['/inicio'], [], true],
    ['/inicio/outra', ['/inicio'], [], false],
    ['/gestao-da-conta/inicio', ['/inicio'], [], false],
    ['/gestao-da-conta/relatorios', ['/gestao-da-conta/*'], [], true],
    ['/gestao-da-conta', ['/gestao-da-conta/*'], [], false],
    ['/gestao-da-conta/pagamentos', ['/gestao-da-conta/*'], ['/gestao-da-conta/pagamentos'], false],
    ['/gestao-da-conta/pagamentos', [], ['/gestao-da-conta/pagamentos'], false],
    ['/gestao-da-conta/relatorios', [], ['/gestao-da-conta/*'], false],
    ['/inicio', ['/inicio', '/gestao-da-conta/*'], ['/gestao-da-conta/*'], true],
    ['/inicio', ['*'], [], true],
    ['/inicio', ['*'], ['*'], false],
  ] as const)('%s with allowed %j and blocked %j: %s', (path, allowedRoutes, blockedRoutes, shown) => {
    expect(isAllowedOnRoute(path, { allowedRoutes, blockedRoutes })).toBe(shown);
  });
});
