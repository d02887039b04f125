import { describe, expect, it } from 'vitest';
import { PRIVATE_ROUTE_KEYS } from '@painel/domain';
import { paths } from '../../config/paths';
import { isSameRoute, routeKeyOf } from './route-keys';

/** The public screens; every other path of paths.ts is private and has a rule in domain menu.ts. */
const PUBLIC = ['login', 'loginAlias', 'passwordRecovery', 'passwordReset', 'passwordRegister', 'accessBlocked', 'sessionExpired'];

describe('route keys', () => {
  it('every path of paths.ts is public or a private route with its rule', () => {
    const privateKeys = Object.keys(paths).filter((key) => !PUBLIC.includes(key));
    expect(privateKeys.sort()).toEqual([...PRIVATE_ROUTE_KEYS].sort());
  });

  it.each([
    ['/inicio', 'home'],
    ['/gestao-da-conta/relatorios', 'reports'],
    ['/gestao-da-conta/relatorios/', 'reports'],
    ['/gestao-da-conta/pagina-inicial', 'accountHomeAlias'],
    ['/', null],
    ['/gestao-da-conta', null],
    ['/outra-coisa', null],
  ])('%s is %s', (pathname, key) => {
    expect(routeKeyOf(pathname)).toBe(key);
  });

  it('treats both account-home addresses as one page', () => {
    expect(isSameRoute('accountHomeAlias', 'accountHome')).toBe(true);
    expect(isSameRoute('reports', 'accountHome')).toBe(false);
    expect(isSameRoute(null, 'accountHome')).toBe(false);
  });
});
