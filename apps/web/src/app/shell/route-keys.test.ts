import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS as P, PRIVATE_ROUTE_KEYS, type RouteContext } from '@painel/domain';
import type { SessionUser } from '@painel/contracts';
import { maria } from '../../test/fake-api';
import { viewerOf } from '../../lib/viewer';
import { paths } from '../../config/paths';
import { createQueryClient } from '../../lib/query-client';
import { appRoutes } from '../router';
import { canOpenPath, isSameRoute, routeKeyOf } from './route-keys';

/** The public screens; every other path of paths.ts is private and has a rule in domain menu.ts. */
const PUBLIC = [
  'login',
  'loginAlias',
  'passwordRecovery',
  'passwordReset',
  'passwordRegister',
  'accessBlocked',
  'sessionExpired',
  'logoutConfirmation',
  // The page the link confirming a new e-mail opens: whoever has the link, signed in or not.
  'emailChange',
];

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
    // A page with an id is its menu entry's, checked by the same rule.
    ['/grupos-e-usuarios/grupos/12', 'groupsAndUsers'],
    ['/grupos-e-usuarios/grupos/12/outra', null],
    ['/', null],
    ['/gestao-da-conta', null],
    ['/outra-coisa', null],
  ])('%s is %s', (pathname, key) => {
    expect(routeKeyOf(pathname)).toBe(key);
  });

  it('knows every private route the router registers: the guard denies an address it does not know', () => {
    const privateLayout = appRoutes(createQueryClient())[0]?.children?.find(
      (route) => route.id === 'private',
    );
    // Pathless layout routes (the pages' error boundary) only group the pages under them.
    const pages = (routes: RouteObject[]): RouteObject[] =>
      routes.flatMap((route) =>
        route.path === undefined && route.children ? pages(route.children) : [route],
      );
    const registered = pages(privateLayout?.children ?? []).map((route) => route.path ?? '');
    expect(registered.length).toBeGreaterThan(0);
    expect(registered.filter((path) => routeKeyOf(path) === null)).toEqual([]);
  });

  it('treats both account-home addresses as one page', () => {
    expect(isSameRoute('accountHomeAlias', 'accountHome')).toBe(true);
    expect(isSameRoute('reports', 'accountHome')).toBe(false);
    expect(isSameRoute(null, 'accountHome')).toBe(false);
  });
});

describe('who can follow an address (announcements)', () => {
  const as = (user: SessionUser, blockedState: RouteContext['blockedState'] = null): RouteContext => ({
    viewer: viewerOf(user, 'portal'),
    blockedState,
  });
  const administrator: SessionUser = { ...maria, permissions: [...maria.permissions, P.reportsView] };
  const reports = '/gestao-da-conta/relatorios';

  it('lets who may open Relatórios follow it, and nobody else', () => {
    expect(canOpenPath(reports, as(administrator))).toBe(true);
    expect(canOpenPath(`${reports}/consumo-consolidado`, as(administrator))).toBe(true);
    expect(canOpenPath(reports, as(maria))).toBe(false);
    expect(
      canOpenPath(reports, as({ ...administrator, plan: { ...administrator.plan, planType: 'TRIAL' } })),
    ).toBe(false);
    expect(canOpenPath(reports, as(administrator, 'nonPayment'))).toBe(false);
  });

  it('leads nowhere through an address no route claims', () => {
    expect(canOpenPath('/gestao-da-conta', as(administrator))).toBe(false);
  });
});
