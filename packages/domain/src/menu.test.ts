import { describe, expect, it } from 'vitest';
import { BASE_PROFILE_IDS, MY_SOLUTIONS_PRODUCT_IDS, PRODUCT_IDS, type PlanType } from './catalogue';
import type { FeatureFlagName } from './feature-flags';
import {
  PRIVATE_ROUTE_KEYS,
  SIDEBAR_WIDTHS,
  canOpenRoute,
  defaultPrivateRoute,
  flattenMenu,
  mustLogOut,
  myAccountItems,
  profileMenuItems,
  routeLabel,
  sidebarItems,
  sidebarVariant,
  sidebarWidth,
  startLevel,
  type PrivateRouteKey,
  type ShellContext,
  type SidebarLevel,
} from './menu';
import { baseProfilePermissions, type BlockedState, type Environment, type Viewer } from './permissions';

const FULL_SUITE = [1, 5, 6, 7, 9, 10, 11, 12, 13, 14, 16, 17, 18, 20, 21, 22];
const NO_FLAGS: Record<FeatureFlagName, boolean> = {
  'balance-session': false,
  'sidebar-mostrar-protestos': false,
  'new-sidebar': false,
};
const PROTEST_URL = 'https://protesto.painel.example';

interface Options {
  profileId?: number;
  custom?: boolean;
  planType?: PlanType;
  products?: readonly number[];
  api?: boolean;
  blockedForNonPayment?: boolean;
  environment?: Environment;
  permissions?: readonly string[];
  flags?: Partial<Record<FeatureFlagName, boolean>>;
  blockedState?: BlockedState | null;
}

function ctx(options: Options = {}): ShellContext {
  const profileId = options.profileId ?? BASE_PROFILE_IDS.administrator;
  const environment = options.environment ?? 'portal';
  const viewer: Viewer = {
    permissions: options.permissions ?? baseProfilePermissions(profileId),
    productIds: options.products ?? (environment === 'portal' ? FULL_SUITE : [PRODUCT_IDS.accountManagement]),
    planType: options.planType ?? 'PADRAO',
    profile: options.custom
      ? { id: 40, isCustomProfile: true, baseProfileId: profileId }
      : { id: profileId, isCustomProfile: false, baseProfileId: null },
    company: {
      id: environment === 'portal' ? 10 : 1,
      api: options.api ?? false,
      blockedForNonPayment: options.blockedForNonPayment ?? false,
    },
    environment,
  };
  return {
    viewer,
    flags: { ...NO_FLAGS, ...options.flags },
    blockedState: options.blockedState ?? null,
    protestUrl: PROTEST_URL,
  };
}

const staff = (profileId: number) => ctx({ environment: 'backoffice', profileId });
const nonPayment = (options: Options = {}) =>
  ctx({ blockedForNonPayment: true, blockedState: 'nonPayment', planType: 'PONTUAL', ...options });

const allowed = (context: ShellContext) => PRIVATE_ROUTE_KEYS.filter((route) => canOpenRoute(route, context));
const labels = (items: readonly { label: string }[]) => items.map((item) => item.label);

const ACCOUNT: PrivateRouteKey[] = ['accountHome', 'accountHomeAlias'];
const ALWAYS: PrivateRouteKey[] = ['home', 'accessDenied'];

describe('canOpenRoute: every private route per profile, plan, blocked state and environment', () => {
  it.each<[string, ShellContext, PrivateRouteKey[]]>([
    [
      'administrator',
      ctx(),
      [
        ...ALWAYS,
        ...ACCOUNT,
        'balance',
        'reports',
        'payments',
        'unitPrice',
        'privacyAndSecurity',
        'editProfile',
        'groupsAndUsers',
        'accessProfiles',
        'users',
        'activity',
      ],
    ],
    [
      'administrator of a company with API',
      ctx({ api: true }),
      [
        ...ALWAYS,
        ...ACCOUNT,
        'balance',
        'reports',
        'payments',
        'unitPrice',
        'privacyAndSecurity',
        'editProfile',
        'developerArea',
        'groupsAndUsers',
        'accessProfiles',
        'users',
        'activity',
      ],
    ],
    [
      'custom profile based on Administrador, only some keys, company with API',
      ctx({ custom: true, api: true, permissions: ['ADMINISTRATIVO:PERFIL:EDITAR:USUARIO'] }),
      [...ALWAYS, ...ACCOUNT, 'unitPrice', 'editProfile', 'developerArea'],
    ],
    [
      'custom profile based on Operador, company with API: no developer area',
      ctx({ custom: true, profileId: BASE_PROFILE_IDS.operator, api: true }),
      [...ALWAYS, ...ACCOUNT, 'unitPrice', 'privacyAndSecurity', 'editProfile'],
    ],
    [
      'financial',
      ctx({ profileId: BASE_PROFILE_IDS.financial }),
      [
        ...ALWAYS,
        ...ACCOUNT,
        'balance',
        'reports',
        'payments',
        'unitPrice',
        'privacyAndSecurity',
        'editProfile',
      ],
    ],
    [
      'operator',
      ctx({ profileId: BASE_PROFILE_IDS.operator }),
      [...ALWAYS, ...ACCOUNT, 'unitPrice', 'privacyAndSecurity', 'editProfile'],
    ],
    [
      'manager',
      ctx({ profileId: BASE_PROFILE_IDS.manager }),
      [...ALWAYS, ...ACCOUNT, 'unitPrice', 'privacyAndSecurity', 'editProfile', 'groupsAndUsers', 'users'],
    ],
    ['administrator without the account-management product', ctx({ products: [1, 5] }), ALWAYS],
    [
      'trial administrator: no common panel routes, the plans and the password',
      ctx({ planType: 'TRIAL' }),
      [...ALWAYS, 'plans', 'trialPassword'],
    ],
    ['blocked for non-payment: only payments', nonPayment(), [...ALWAYS, ...ACCOUNT, 'payments']],
    [
      'blocked for non-payment, API company: still no developer area nor unit price',
      nonPayment({ api: true }),
      [...ALWAYS, ...ACCOUNT, 'payments'],
    ],
    [
      'MFA validation pending',
      ctx({ blockedState: 'mfaPending' }),
      [...ACCOUNT, 'privacyAndSecurity', 'accessDenied'],
    ],
    [
      'MFA validation pending on a trial plan',
      ctx({ planType: 'TRIAL', blockedState: 'mfaPending' }),
      [...ACCOUNT, 'privacyAndSecurity', 'accessDenied'],
    ],
    ['blocked by MFA validation: nothing', ctx({ blockedState: 'mfaBlocked' }), []],
    [
      'back-office administrative staff',
      staff(BASE_PROFILE_IDS.backofficeAdministrative),
      [
        ...ALWAYS,
        'backofficeCustomerProfiles',
        'backofficeCustomers',
        'backofficeCustomer',
        'backofficeCustomerGroups',
        'backofficeCustomerUsers',
        'backofficeCustomerActivity',
        'backofficeNotifications',
        'backofficeFeatureFlags',
        'backofficeProductClients',
        'backofficeMyProfile',
        'backofficeReports',
        'backofficeCustomerPayments',
        'backofficeContractRequests',
      ],
    ],
    [
      'back-office squad',
      staff(BASE_PROFILE_IDS.squad),
      [
        ...ALWAYS,
        'backofficeCustomerProfiles',
        'backofficeCustomers',
        'backofficeCustomer',
        'backofficeCustomerGroups',
        'backofficeCustomerUsers',
        'backofficeCustomerActivity',
        'backofficeNotifications',
        'backofficeFeatureFlags',
        'backofficeProductClients',
        'backofficeMyProfile',
        'backofficeReports',
        'backofficeCustomerPayments',
        'backofficeContractRequests',
      ],
    ],
    [
      'back-office attendance',
      staff(BASE_PROFILE_IDS.attendance),
      [
        ...ALWAYS,
        'backofficeCustomerProfiles',
        'backofficeCustomers',
        'backofficeCustomer',
        'backofficeCustomerGroups',
        'backofficeCustomerUsers',
        'backofficeCustomerActivity',
        'backofficeMyProfile',
        'backofficeReports',
        'backofficeCustomerPayments',
        'backofficeContractRequests',
      ],
    ],
    [
      'customer keys in the back office open no customer route',
      ctx({ environment: 'backoffice', permissions: baseProfilePermissions(1), products: FULL_SUITE }),
      [...ALWAYS, 'backofficeMyProfile'],
    ],
  ])('%s', (_name, context, expected) => {
    expect(allowed(context)).toEqual(PRIVATE_ROUTE_KEYS.filter((route) => expected.includes(route)));
  });

  it('the flags change no route', () => {
    const on = { 'balance-session': true, 'sidebar-mostrar-protestos': true, 'new-sidebar': true };
    for (const options of [{}, { planType: 'TRIAL' as const }, { profileId: BASE_PROFILE_IDS.operator }]) {
      expect(allowed(ctx({ ...options, flags: on }))).toEqual(allowed(ctx(options)));
    }
  });
});

describe('default private redirect', () => {
  it('is /inicio, or the account home while MFA validation is pending', () => {
    expect(defaultPrivateRoute({ blockedState: null })).toBe('home');
    expect(defaultPrivateRoute({ blockedState: 'nonPayment' })).toBe('home');
    expect(defaultPrivateRoute({ blockedState: 'mfaPending' })).toBe('accountHome');
  });

  it.each([
    ['administrator', ctx()],
    ['trial', ctx({ planType: 'TRIAL' })],
    ['non-payment', nonPayment()],
    ['MFA pending', ctx({ blockedState: 'mfaPending' })],
    ['MFA pending trial', ctx({ planType: 'TRIAL', blockedState: 'mfaPending' })],
    ['no account product', ctx({ products: [] })],
    ['staff', staff(BASE_PROFILE_IDS.attendance)],
  ])('can always be opened, so a redirect never loops (%s)', (_name, context) => {
    expect(canOpenRoute(defaultPrivateRoute(context), context)).toBe(true);
  });

  it('a user blocked by MFA validation is logged out instead', () => {
    expect(mustLogOut({ blockedState: 'mfaBlocked' })).toBe(true);
    expect(mustLogOut({ blockedState: 'mfaPending' })).toBe(false);
    expect(mustLogOut({ blockedState: null })).toBe(false);
    expect(sidebarItems('products', ctx({ blockedState: 'mfaBlocked' }))).toEqual([]);
    expect(profileMenuItems(ctx({ blockedState: 'mfaBlocked' }))).toEqual([]);
  });
});

describe("'Minha Conta' entries", () => {
  it.each<[string, ShellContext, string[]]>([
    [
      'administrator, flag off, standard plan',
      ctx(),
      [
        'Gestão da conta',
        'Consumo',
        'Gerenciar usuários',
        'Usuários',
        'Perfis de acesso',
        'Relatórios',
        'Perfil',
        'Pagamentos',
        'Preço Unitário',
        'Privacidade e Segurança',
        'Atividade',
      ],
    ],
    [
      'administrator, balance-session on, API company',
      ctx({ flags: { 'balance-session': true }, api: true }),
      [
        'Gestão da conta',
        'Saldo e extrato',
        'Gerenciar usuários',
        'Usuários',
        'Perfis de acesso',
        'Relatórios',
        'Perfil',
        'Pagamentos',
        'Preço Unitário',
        'Privacidade e Segurança',
        'API',
        'Atividade',
      ],
    ],
    [
      'financial on a punctual plan: the balance section is always on',
      ctx({ profileId: BASE_PROFILE_IDS.financial, planType: 'PONTUAL' }),
      [
        'Gestão da conta',
        'Saldo e extrato',
        'Relatórios',
        'Perfil',
        'Pagamentos',
        'Preço Unitário',
        'Privacidade e Segurança',
      ],
    ],
    [
      'operator',
      ctx({ profileId: BASE_PROFILE_IDS.operator }),
      ['Gestão da conta', 'Perfil', 'Preço Unitário', 'Privacidade e Segurança'],
    ],
    [
      'manager',
      ctx({ profileId: BASE_PROFILE_IDS.manager }),
      [
        'Gestão da conta',
        'Gerenciar usuários',
        'Usuários',
        'Perfil',
        'Preço Unitário',
        'Privacidade e Segurança',
      ],
    ],
    ['blocked for non-payment', nonPayment({ api: true }), ['Gestão da conta', 'Pagamentos']],
    [
      'MFA validation pending',
      ctx({ blockedState: 'mfaPending', api: true }),
      ['Gestão da conta', 'Privacidade e Segurança'],
    ],
    ['trial', ctx({ planType: 'TRIAL', api: true }), []],
    ['back office', staff(BASE_PROFILE_IDS.backofficeAdministrative), []],
  ])('%s', (_name, context, expected) => {
    expect(labels(myAccountItems(context))).toEqual(expected);
  });

  it("marks Pagamentos with '!' only while the company is blocked for non-payment", () => {
    const badge = (context: ShellContext) =>
      myAccountItems(context).find((item) => item.id === 'pagamentos')?.badge;
    expect(badge(nonPayment())).toBe('!');
    expect(badge(ctx())).toBeNull();
  });

  it('each entry carries its route and the PF 6 keys it needs', () => {
    const items = myAccountItems(ctx({ api: true }));
    expect(items.map((item) => [item.id, item.route, item.permissions])).toEqual([
      ['gestao-da-conta', 'accountHome', []],
      ['saldo-e-extrato', 'balance', ['FINANCEIRO:SALDO:VISUALIZAR', 'FINANCEIRO:EXTRATO:VISUALIZAR']],
      [
        'gerenciar-usuarios',
        'groupsAndUsers',
        [
          'ADMINISTRATIVO:GRUPOS:VISUALIZAR:EMPRESA',
          'ADMINISTRATIVO:GRUPOS:VISUALIZAR:GRUPO',
          'ADMINISTRATIVO:USUARIOS:VISUALIZAR:EMPRESA',
          'ADMINISTRATIVO:USUARIOS:VISUALIZAR:GRUPO',
        ],
      ],
      [
        'usuarios',
        'users',
        ['ADMINISTRATIVO:USUARIOS:VISUALIZAR:EMPRESA', 'ADMINISTRATIVO:USUARIOS:VISUALIZAR:GRUPO'],
      ],
      [
        'perfis-de-acesso',
        'accessProfiles',
        ['ADMINISTRATIVO:PERFIS:VISUALIZAR:EMPRESA', 'ADMINISTRATIVO:PERFIS:PERMISSOES:VISUALIZAR:EMPRESA'],
      ],
      ['relatorios', 'reports', ['GESTAODACONTA:RELATORIOS:VISUALIZAR']],
      ['perfil', 'editProfile', ['ADMINISTRATIVO:PERFIL:EDITAR:USUARIO']],
      ['pagamentos', 'payments', ['FINANCEIRO:BOLETOENOTAFISCAL:VISUALIZAR']],
      ['preco-unitario', 'unitPrice', []],
      [
        'privacidade-e-seguranca',
        'privacyAndSecurity',
        ['ADMINISTRATIVO:PRIVACIDADESESEGURANCA:VISUALIZAR:USUARIO'],
      ],
      ['api', 'developerArea', []],
      ['atividade', 'activity', ['ADMINISTRATIVO:USUARIOS:VISUALIZAR:EMPRESA']],
    ]);
    expect(items.every((item) => item.isPrivate && item.showInMenu && item.link === null)).toBe(true);
  });

  it('only the statement key is enough for the balance entry', () => {
    const context = ctx({
      profileId: BASE_PROFILE_IDS.operator,
      permissions: ['FINANCEIRO:EXTRATO:VISUALIZAR'],
    });
    expect(labels(myAccountItems(context))).toEqual(['Gestão da conta', 'Consumo', 'Preço Unitário']);
  });
});

describe("'Minhas Soluções'", () => {
  const solutions = (context: ShellContext) =>
    sidebarItems('products', context).find((item) => item.id === 'minhas-solucoes');

  it('lists the owned products in the spec order, open by default and collapsable', () => {
    const group = solutions(ctx({ products: [6, 1, 17, 14] }));
    expect(group).toMatchObject({ label: 'Minhas Soluções', collapsable: true, startOpen: true });
    expect(labels(group?.nested ?? [])).toEqual(['Análise 360', 'Localize', 'Webphone']);
    expect(group?.nested.every((item) => item.action === 'launch' && item.productId !== null)).toBe(true);
  });

  it('lists all fifteen for a full suite', () => {
    expect(solutions(ctx())?.nested.map((item) => item.productId)).toEqual(MY_SOLUTIONS_PRODUCT_IDS);
  });

  it.each<[string, ShellContext, boolean]>([
    ['flag on', ctx({ flags: { 'sidebar-mostrar-protestos': true } }), true],
    ['flag off', ctx(), false],
    ['flag on, trial', ctx({ planType: 'TRIAL', flags: { 'sidebar-mostrar-protestos': true } }), false],
    [
      'flag on, no landing page configured',
      { ...ctx({ flags: { 'sidebar-mostrar-protestos': true } }), protestUrl: null },
      false,
    ],
  ])('Protesto: %s', (_name, context, shown) => {
    const protest = solutions(context)?.nested.find((item) => item.productId === PRODUCT_IDS.protest);
    expect(Boolean(protest)).toBe(shown);
    if (protest)
      expect(protest).toMatchObject({ label: 'Protesto', absolute: true, link: PROTEST_URL, action: null });
  });

  it('disappears when nothing is left in it (blocked for non-payment owns only account management)', () => {
    expect(solutions(nonPayment())).toBeUndefined();
  });
});

describe('the three content levels', () => {
  it.each<[string, ShellContext, string[]]>([
    [
      'administrator',
      ctx(),
      ['Voltar ao início', 'Minha plataforma', 'Minhas Soluções', 'Meu perfil', 'Sair'],
    ],
    [
      'trial',
      ctx({ planType: 'TRIAL', products: [1, 10, 6] }),
      ['Voltar ao início', 'Contratar planos', 'Minhas Soluções', 'Alterar senha', 'Sair'],
    ],
    ['non-payment', nonPayment(), ['Voltar ao início', 'Minha plataforma', 'Meu perfil', 'Sair']],
    ['MFA pending', ctx({ blockedState: 'mfaPending' }), ['Minha plataforma', 'Meu perfil', 'Sair']],
    ['back office (no all-products level)', staff(BASE_PROFILE_IDS.squad), []],
  ])('all products: %s', (_name, context, expected) => {
    expect(labels(sidebarItems('products', context))).toEqual(expected);
  });

  it('Minha plataforma opens the product level, the profile entry the profile level', () => {
    const items = sidebarItems('products', ctx());
    expect(items.find((item) => item.id === 'minha-plataforma')).toMatchObject({
      action: 'openLevel',
      opens: 'product',
    });
    expect(items.find((item) => item.id === 'meu-perfil')).toMatchObject({
      action: 'openLevel',
      opens: 'profile',
    });
    expect(items.find((item) => item.id === 'sair')).toMatchObject({ action: 'logout', isPrivate: false });
    expect(items.find((item) => item.id === 'voltar-ao-inicio')).toMatchObject({
      route: 'home',
      isPrivate: true,
    });
  });

  it('the product level: Menu Principal back, Minha Conta, Sair', () => {
    const items = sidebarItems('product', ctx());
    expect(labels(items)).toEqual(['Menu Principal', 'Minha Conta', 'Sair']);
    expect(items[0]).toMatchObject({ itemBack: true, route: null });
    expect(labels(items[1]?.nested ?? [])).toEqual(labels(myAccountItems(ctx())));
  });

  it('the profile level: back, Editar perfil, Gestão da conta, Sair', () => {
    expect(labels(sidebarItems('profile', ctx()))).toEqual([
      'Menu Principal',
      'Editar perfil',
      'Gestão da conta',
      'Sair',
    ]);
  });

  it('the back office: its staff screens at the product level', () => {
    const items = sidebarItems('product', staff(BASE_PROFILE_IDS.backofficeAdministrative));
    expect(labels(items)).toEqual(['Voltar ao início', 'Backoffice', 'Meu perfil', 'Sair']);
    expect(items[1]?.nested.map((item) => [item.label, item.route])).toEqual([
      ['Clientes', 'backofficeCustomers'],
      ['Notificações', 'backofficeNotifications'],
      ['Funcionalidades', 'backofficeFeatureFlags'],
      ['Produtos integrados', 'backofficeProductClients'],
      ['Relatórios', 'backofficeReports'],
      ['Solicitações de contratação', 'backofficeContractRequests'],
    ]);
    // Attendance finds customers, and nothing else of the staff screens.
    expect(labels(sidebarItems('product', staff(BASE_PROFILE_IDS.attendance)))).toEqual([
      'Voltar ao início',
      'Backoffice',
      'Meu perfil',
      'Sair',
    ]);
    expect(labels(sidebarItems('profile', staff(BASE_PROFILE_IDS.attendance)))).toEqual([
      'Menu Principal',
      'Meu perfil',
      'Sair',
    ]);
    // Atendimento also reads reports (AA 2.1's back office) and contract requests, and writes nothing.
    expect(
      sidebarItems('product', staff(BASE_PROFILE_IDS.attendance))[1]?.nested.map((item) => item.route),
    ).toEqual(['backofficeCustomers', 'backofficeReports', 'backofficeContractRequests']);
  });

  it.each<[string, ShellContext, PrivateRouteKey | null, string]>([
    ['portal at /inicio', ctx(), 'home', 'products'],
    ['portal on an account page', ctx(), 'balance', 'product'],
    ['portal on the account home', ctx(), 'accountHome', 'product'],
    ['portal on the account home’s other address', ctx(), 'accountHomeAlias', 'product'],
    ['portal on the access-denied page', ctx(), 'accessDenied', 'products'],
    ['portal on the users page (its own entry)', ctx(), 'users', 'product'],
    ['portal on the access profiles (its own entry)', ctx(), 'accessProfiles', 'product'],
    ['trial on the plans', ctx({ planType: 'TRIAL' }), 'plans', 'products'],
    ['back office', staff(BASE_PROFILE_IDS.squad), 'home', 'product'],
  ])('starts at the right level: %s', (_name, context, route, level) => {
    expect(startLevel(context, route)).toBe(level);
  });

  it('every menu entry leads to a route that may be opened', () => {
    for (const context of [
      ctx(),
      ctx({ planType: 'TRIAL' }),
      nonPayment(),
      ctx({ blockedState: 'mfaPending' }),
      staff(5),
    ]) {
      const levels: SidebarLevel[] = ['products', 'product', 'profile'];
      const entries = flattenMenu(levels.flatMap((level) => sidebarItems(level, context)));
      for (const entry of entries) if (entry.route) expect(canOpenRoute(entry.route, context)).toBe(true);
    }
  });
});

describe('profile menu', () => {
  it.each<[string, ShellContext, string[]]>([
    ['administrator', ctx(), ['Editar perfil', 'Gestão da conta', 'Sair']],
    ['operator', ctx({ profileId: BASE_PROFILE_IDS.operator }), ['Editar perfil', 'Gestão da conta', 'Sair']],
    ['trial: only Sair', ctx({ planType: 'TRIAL' }), ['Sair']],
    ['non-payment', nonPayment(), ['Gestão da conta', 'Sair']],
    [
      'back office: its own profile page',
      staff(BASE_PROFILE_IDS.backofficeAdministrative),
      ['Meu perfil', 'Sair'],
    ],
  ])('%s', (_name, context, expected) => {
    expect(labels(profileMenuItems(context))).toEqual(expected);
  });
});

describe('variants and widths', () => {
  it.each<[string, ShellContext, string]>([
    ['trial', ctx({ planType: 'TRIAL' }), 'trial'],
    ['trial with the new-sidebar flag', ctx({ planType: 'TRIAL', flags: { 'new-sidebar': true } }), 'trial'],
    ['new-sidebar on', ctx({ flags: { 'new-sidebar': true } }), 'new'],
    ['new-sidebar off', ctx(), 'old'],
    ['back office, even with the flag', { ...staff(5), flags: { ...NO_FLAGS, 'new-sidebar': true } }, 'old'],
  ])('%s', (_name, context, variant) => {
    expect(sidebarVariant(context)).toBe(variant);
  });

  it('new 270/65, old 225/54, trial as new', () => {
    expect([sidebarWidth('new', true), sidebarWidth('new', false)]).toEqual([270, 65]);
    expect([sidebarWidth('old', true), sidebarWidth('old', false)]).toEqual([225, 54]);
    expect(SIDEBAR_WIDTHS.trial).toEqual(SIDEBAR_WIDTHS.new);
  });
});

describe('routeLabel', () => {
  it('names pages by their entry', () => {
    expect(routeLabel('balance', ctx())).toBe('Consumo');
    expect(routeLabel('balance', ctx({ flags: { 'balance-session': true } }))).toBe('Saldo e extrato');
    expect(routeLabel('accountHomeAlias', ctx())).toBe('Gestão da conta');
    expect(routeLabel('developerArea', ctx())).toBe('API');
    expect(routeLabel('plans', ctx())).toBe('Contratar planos');
    expect(routeLabel('home', ctx())).toBeNull();
  });
});
