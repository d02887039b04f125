import { describe, expect, it } from 'vitest';
import { BASE_PROFILE_IDS, PRODUCT_IDS } from './catalogue';
import type { RouteContext } from './menu';
import { baseProfilePermissions } from './permissions';
import { canOpenPath, matchPrivateRoute, matchRoutePattern, type RoutePatterns } from './route-patterns';

describe('matchRoutePattern', () => {
  it.each([
    ['/inicio', '/inicio', {}],
    ['/inicio', '/inicio/', {}],
    ['/grupos-e-usuarios/grupos/:groupId', '/grupos-e-usuarios/grupos/12', { groupId: '12' }],
    ['/clientes/:customerId/*', '/clientes/7/usuarios/3', { customerId: '7', '*': 'usuarios/3' }],
    ['/clientes/:customerId/*', '/clientes/7', { customerId: '7', '*': '' }],
  ])('%s matches %s', (pattern, pathname, params) => {
    expect(matchRoutePattern(pattern, pathname)).toEqual(params);
  });

  it.each([
    ['/inicio', '/inicio/outra'],
    ['/inicio', '/'],
    ['/grupos-e-usuarios/grupos/:groupId', '/grupos-e-usuarios/grupos'],
    ['/grupos-e-usuarios/grupos/:groupId', '/grupos-e-usuarios/grupos/12/editar'],
    ['/grupos-e-usuarios/grupos/:groupId', '/grupos-e-usuarios/perfis/12'],
    ['/clientes/:customerId/*', '/clientes'],
    ['/clientes/:customerId/*', '/backoffice/clientes/7'],
  ])('%s does not match %s', (pattern, pathname) => {
    expect(matchRoutePattern(pattern, pathname)).toBeNull();
  });
});

type Key = 'home' | 'groups' | 'newGroup' | 'customer';
const PATTERNS: RoutePatterns<Key> = [
  ['home', '/inicio'],
  ['groups', '/grupos'],
  ['groups', '/grupos/:groupId'],
  ['newGroup', '/grupos/novo'],
  ['customer', '/clientes/:customerId/*'],
];

describe('matchPrivateRoute', () => {
  it.each([
    ['/inicio', 'home', {}],
    ['/grupos', 'groups', {}],
    ['/grupos/12', 'groups', { groupId: '12' }],
    // The literal page wins over the id, whatever the order of the table.
    ['/grupos/novo', 'newGroup', {}],
    ['/clientes/7/relatorios', 'customer', { customerId: '7', '*': 'relatorios' }],
  ])('%s is %s', (pathname, route, params) => {
    expect(matchPrivateRoute(pathname, PATTERNS)).toEqual({ route, params });
  });

  it.each(['/', '/outra-coisa', '/grupos/12/editar', '/clientes'])('%s is no route', (pathname) => {
    expect(matchPrivateRoute(pathname, PATTERNS)).toBeNull();
  });
});

describe('canOpenPath: the menu entry’s rule for its pages, and no for an unknown address', () => {
  const portalUser = (profileId: number): RouteContext => ({
    viewer: {
      permissions: baseProfilePermissions(profileId),
      productIds: [PRODUCT_IDS.accountManagement],
      planType: 'PADRAO',
      profile: { id: profileId, isCustomProfile: false, baseProfileId: null },
      company: { id: 10, api: false, blockedForNonPayment: false },
      environment: 'portal',
    },
    blockedState: null,
  });
  const administrator = portalUser(BASE_PROFILE_IDS.administrator);
  const operator = portalUser(BASE_PROFILE_IDS.operator);
  const patterns: RoutePatterns = [
    ['home', '/inicio'],
    ['groupsAndUsers', '/grupos-e-usuarios/grupos'],
    ['groupsAndUsers', '/grupos-e-usuarios/grupos/:groupId'],
    ['backofficeNotifications', '/backoffice/notificacoes'],
  ];

  it.each([
    ['/grupos-e-usuarios/grupos', true, false],
    ['/grupos-e-usuarios/grupos/12', true, false],
    ['/inicio', true, true],
    ['/backoffice/notificacoes', false, false],
    ['/grupos-e-usuarios/usuarios/3', false, false],
    ['/pagina-que-ninguem-declarou', false, false],
  ])('%s: administrator %s, operator %s', (pathname, forAdministrator, forOperator) => {
    expect(canOpenPath(pathname, patterns, administrator)).toBe(forAdministrator);
    expect(canOpenPath(pathname, patterns, operator)).toBe(forOperator);
  });
});
