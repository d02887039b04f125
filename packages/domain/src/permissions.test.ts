import { describe, expect, it } from 'vitest';
import { BASE_PROFILE_IDS } from './catalogue';
import type { BaseProfileId } from './catalogue';
import {
  baseProfilePermissions,
  blockedStateOf,
  BASE_PROFILE_PERMISSIONS,
  PERMISSIONS,
  USER_MANAGEMENT_PERMISSIONS,
  anyLevel,
  blockedForNonPaymentPermissions,
  canAccessResource,
  canActOnUser,
  canCreateUser,
  canDeleteUser,
  canLaunchProduct,
  trialAdmits,
  trialPhase,
  canSeeDeveloperArea,
  canSeeProtest,
  canSeeTrailSwitcher,
  canSeeUnitPrice,
  canSeeUserManagement,
  effectiveBaseProfile,
  hasPermission,
  isAdministrator,
  isAttendance,
  isBackofficeAdministrative,
  isBalanceSectionOn,
  isCompanyLevel,
  isFinancial,
  isGroupLevel,
  isManager,
  isOperator,
  isProviderCompany,
  isSquad,
  isTrial,
  isUserLevel,
  parsePermission,
  permissionLevel,
  restrictViewer,
} from './permissions';
import type {
  ActorScope,
  BlockedState,
  NewUserPlacement,
  ProfileRef,
  ResourceScope,
  TargetUser,
  UserAction,
  UserActor,
  Viewer,
} from './permissions';

const P = PERMISSIONS;

describe('parsePermission', () => {
  it.each([
    ['FINANCEIRO:SALDO:VISUALIZAR', 'FINANCEIRO', 'SALDO', 'VISUALIZAR', null],
    ['ADMINISTRATIVO:PERFIL:EDITAR:USUARIO', 'ADMINISTRATIVO', 'PERFIL', 'EDITAR', 'USUARIO'],
    ['ADMINISTRATIVO:GRUPOS:VISUALIZAR:EMPRESA', 'ADMINISTRATIVO', 'GRUPOS', 'VISUALIZAR', 'EMPRESA'],
    ['ADMINISTRATIVO:USUARIOS:EXCLUIR:GRUPO', 'ADMINISTRATIVO', 'USUARIOS', 'EXCLUIR', 'GRUPO'],
    [
      'ADMINISTRATIVO:PRIVACIDADESESEGURANCA:MFA:CADASTRAR:USUARIO',
      'ADMINISTRATIVO',
      'PRIVACIDADESESEGURANCA',
      'MFA:CADASTRAR',
      'USUARIO',
    ],
    ['BACKOFFICE:CLIENTES:GRUPOS:CRIAR', 'BACKOFFICE', 'CLIENTES', 'GRUPOS:CRIAR', null],
    ['BACKOFFICE:CLIENTES:USUARIOS:LINK:REENVIAR', 'BACKOFFICE', 'CLIENTES', 'USUARIOS:LINK:REENVIAR', null],
    ['ADMINISTRATIVO:USUARIOS:LINK:REENVIAR', 'ADMINISTRATIVO', 'USUARIOS', 'LINK:REENVIAR', null],
  ])('parses %s', (raw, product, area, action, level) => {
    expect(parsePermission(raw)).toStrictEqual({ product, area, action, level, raw });
  });

  it.each([
    '',
    'FINANCEIRO',
    'FINANCEIRO:SALDO',
    'financeiro:saldo:visualizar',
    'FINANCEIRO:SALDO:',
    ':SALDO:VISUALIZAR',
    'FINANCEIRO::VISUALIZAR',
    'FINANCEIRO: SALDO:VISUALIZAR',
    'FINANCEIRO:SALDO:VISUALIZAR ',
    'A:B:C:D:E:F',
    'ADMINISTRATIVO:PERFIL:EMPRESA',
    'ADMINISTRATIVO:SEGURANÇA:VISUALIZAR',
    'FINANCEIRO:SALDO:VISUALIZAR:empresa',
    '1FINANCEIRO:SALDO:VISUALIZAR',
    'FINANCEIRO-SALDO-VISUALIZAR',
  ])('rejects %j', (raw) => {
    expect(parsePermission(raw)).toBeNull();
  });

  it('parses every key of PERMISSIONS, all distinct', () => {
    const keys = Object.values(PERMISSIONS);
    expect(keys.filter((key) => parsePermission(key) === null)).toStrictEqual([]);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('levels', () => {
  it.each([
    ['ADMINISTRATIVO:GRUPOS:VISUALIZAR:EMPRESA', 'EMPRESA', true, false, false],
    ['ADMINISTRATIVO:USUARIOS:EXCLUIR:EMPRESA', 'EMPRESA', true, false, false],
    ['ADMINISTRATIVO:GRUPOS:VISUALIZAR:GRUPO', 'GRUPO', false, true, false],
    ['ADMINISTRATIVO:USUARIOS:EDITAR:GRUPO', 'GRUPO', false, true, false],
    ['ADMINISTRATIVO:PERFIL:EDITAR:USUARIO', 'USUARIO', false, false, true],
    ['ADMINISTRATIVO:PRIVACIDADESESEGURANCA:MFA:CADASTRAR:USUARIO', 'USUARIO', false, false, true],
    ['FINANCEIRO:SALDO:VISUALIZAR', null, false, false, false],
    ['BACKOFFICE:CLIENTES:GRUPOS:CRIAR', null, false, false, false],
    ['administrativo:grupos:visualizar:empresa', null, false, false, false],
    ['', null, false, false, false],
    ['EMPRESA', null, false, false, false],
  ])('%j is level %s', (raw, level, company, group, user) => {
    expect(permissionLevel(raw)).toBe(level);
    expect([isCompanyLevel(raw), isGroupLevel(raw), isUserLevel(raw)]).toStrictEqual([company, group, user]);
  });
});

describe('hasPermission', () => {
  it.each<readonly [readonly string[], string | readonly string[]]>([
    [[P.balanceView], P.balanceView],
    [
      [P.balanceView, P.statementView],
      [P.paymentsView, P.statementView],
    ],
    [[P.usersViewGroup], USER_MANAGEMENT_PERMISSIONS],
    [[P.mfaRegister], P.mfaRegister],
    [[P.backofficeUsersResendLink, P.reportsView], [P.reportsView]],
    [
      ['X:Y:Z', P.privacyView],
      [P.privacyView, 'malformed'],
    ],
  ])('grants %j for %j', (granted, required) => {
    expect(hasPermission(granted, required)).toBe(true);
  });

  it.each<readonly [readonly string[], string | readonly string[] | undefined | null]>([
    [[P.balanceView], undefined],
    [[P.balanceView], null],
    [[P.balanceView], ''],
    [[P.balanceView], []],
    [[], P.balanceView],
    [[P.usersViewGroup], P.usersViewCompany],
    [['financeiro:saldo:visualizar'], 'financeiro:saldo:visualizar'],
    [[P.balanceView], 'FINANCEIRO:SALDO'],
    [['FINANCEIRO:SALDO:VISUALIZAR:EMPRESA'], P.balanceView],
    [[` ${P.balanceView}`], P.balanceView],
  ])('denies %j for %j', (granted, required) => {
    expect(hasPermission(granted, required)).toBe(false);
  });
});

describe('anyLevel', () => {
  const prefix = 'ADMINISTRATIVO:USUARIOS:VISUALIZAR';
  it.each<readonly [readonly string[], string]>([
    [[`${prefix}:EMPRESA`], prefix],
    [[`${prefix}:GRUPO`], prefix],
    [[`${prefix}:USUARIO`], prefix],
    [[P.balanceView, `${prefix}:GRUPO`], prefix],
    [[P.mfaRegister], 'ADMINISTRATIVO:PRIVACIDADESESEGURANCA:MFA:CADASTRAR'],
    [[P.groupsEditCompany], 'ADMINISTRATIVO:GRUPOS:EDITAR'],
  ])('finds %j under %s', (granted, wanted) => {
    expect(anyLevel(granted, wanted)).toBe(true);
  });
  it.each<readonly [readonly string[], string]>([
    [[prefix], prefix],
    [[], prefix],
    [[P.usersEditGroup], prefix],
    [[`${prefix}:GRUPO`], 'ADMINISTRATIVO:USUARIOS'],
    [['X:Y:Z:EMPRESA'.toLowerCase()], 'x:y:z'],
    [[`${prefix}:EMPRESA`], `${prefix}:EMPRESA`],
    [[`${prefix}:EMPRESA`], ''],
  ])('does not find %j under %j', (granted, wanted) => {
    expect(anyLevel(granted, wanted)).toBe(false);
  });
});

describe('canAccessResource', () => {
  const actor: ActorScope = { companyId: 10, groupId: 20, userId: 30 };
  const noGroup: ActorScope = { companyId: 10, groupId: null, userId: 30 };
  it.each<readonly [string, readonly string[], string | readonly string[], ActorScope, ResourceScope]>([
    [
      'company key, other group',
      [P.groupsViewCompany],
      P.groupsViewCompany,
      actor,
      { companyId: 10, groupId: 99 },
    ],
    ['group key, same group', [P.groupsViewGroup], P.groupsViewGroup, actor, { companyId: 10, groupId: 20 }],
    ['user key, same user', [P.editOwnProfile], P.editOwnProfile, actor, { companyId: 10, userId: 30 }],
    ['levelless key, same company', [P.balanceView], P.balanceView, actor, { companyId: 10 }],
    [
      'either key, company one reaches',
      [P.usersViewGroup, P.usersViewCompany],
      [P.usersViewGroup, P.usersViewCompany],
      actor,
      { companyId: 10, groupId: 21 },
    ],
    [
      'any of the menu keys',
      [P.usersViewGroup],
      USER_MANAGEMENT_PERMISSIONS,
      actor,
      { companyId: 10, groupId: 20, userId: 31 },
    ],
    [
      'company key without a group',
      [P.usersViewCompany],
      P.usersViewCompany,
      noGroup,
      { companyId: 10, groupId: null },
    ],
  ])('allows: %s', (_label, granted, required, who, resource) => {
    expect(canAccessResource(granted, required, who, resource)).toBe(true);
  });

  it.each<readonly [string, readonly string[], string | readonly string[], ActorScope, ResourceScope]>([
    ['company key, other company', [P.groupsViewCompany], P.groupsViewCompany, actor, { companyId: 11 }],
    ['group key, other group', [P.groupsViewGroup], P.groupsViewGroup, actor, { companyId: 10, groupId: 21 }],
    ['group key, resource without group', [P.groupsViewGroup], P.groupsViewGroup, actor, { companyId: 10 }],
    [
      'group key, both without group',
      [P.groupsViewGroup],
      P.groupsViewGroup,
      noGroup,
      { companyId: 10, groupId: null },
    ],
    ['user key, other user', [P.editOwnProfile], P.editOwnProfile, actor, { companyId: 10, userId: 31 }],
    [
      'user key, same user id in other company',
      [P.editOwnProfile],
      P.editOwnProfile,
      actor,
      { companyId: 11, userId: 30 },
    ],
    ['nothing required', [P.balanceView], [], actor, { companyId: 10 }],
    ['required not granted', [P.usersViewGroup], P.usersViewCompany, actor, { companyId: 10, groupId: 20 }],
    ['levelless key, other company', [P.balanceView], P.balanceView, actor, { companyId: 11 }],
  ])('denies: %s', (_label, granted, required, who, resource) => {
    expect(canAccessResource(granted, required, who, resource)).toBe(false);
  });
});

describe('PERMISSIONS', () => {
  it.each([
    ['balanceView', 'FINANCEIRO:SALDO:VISUALIZAR'],
    ['statementView', 'FINANCEIRO:EXTRATO:VISUALIZAR'],
    ['editOwnProfile', 'ADMINISTRATIVO:PERFIL:EDITAR:USUARIO'],
    ['privacyView', 'ADMINISTRATIVO:PRIVACIDADESESEGURANCA:VISUALIZAR:USUARIO'],
    ['paymentsView', 'FINANCEIRO:BOLETOENOTAFISCAL:VISUALIZAR'],
    ['reportsView', 'GESTAODACONTA:RELATORIOS:VISUALIZAR'],
    ['groupsViewCompany', 'ADMINISTRATIVO:GRUPOS:VISUALIZAR:EMPRESA'],
    ['groupsViewGroup', 'ADMINISTRATIVO:GRUPOS:VISUALIZAR:GRUPO'],
    ['groupsCreateCompany', 'ADMINISTRATIVO:GRUPOS:CRIAR:EMPRESA'],
    ['groupsCreateGroup', 'ADMINISTRATIVO:GRUPOS:CRIAR:GRUPO'],
    ['groupsEditCompany', 'ADMINISTRATIVO:GRUPOS:EDITAR:EMPRESA'],
    ['groupsEditGroup', 'ADMINISTRATIVO:GRUPOS:EDITAR:GRUPO'],
    ['usersViewCompany', 'ADMINISTRATIVO:USUARIOS:VISUALIZAR:EMPRESA'],
    ['usersViewGroup', 'ADMINISTRATIVO:USUARIOS:VISUALIZAR:GRUPO'],
    ['usersEditGroup', 'ADMINISTRATIVO:USUARIOS:EDITAR:GRUPO'],
    ['usersDeleteCompany', 'ADMINISTRATIVO:USUARIOS:EXCLUIR:EMPRESA'],
    ['usersDeleteGroup', 'ADMINISTRATIVO:USUARIOS:EXCLUIR:GRUPO'],
    ['usersResendLink', 'ADMINISTRATIVO:USUARIOS:LINK:REENVIAR'],
    ['mfaRegister', 'ADMINISTRATIVO:PRIVACIDADESESEGURANCA:MFA:CADASTRAR:USUARIO'],
    ['backofficeProfilesCreate', 'BACKOFFICE:CLIENTES:PERFIS:CRIAR'],
    ['backofficeUsersDelete', 'BACKOFFICE:CLIENTES:USUARIOS:EXCLUIR'],
    ['backofficeUsersResendLink', 'BACKOFFICE:CLIENTES:USUARIOS:LINK:REENVIAR'],
    ['backofficeGroupsCreate', 'BACKOFFICE:CLIENTES:GRUPOS:CRIAR'],
    ['backofficeGroupsEdit', 'BACKOFFICE:CLIENTES:GRUPOS:EDITAR'],
    ['backofficeGroupsView', 'BACKOFFICE:CLIENTES:GRUPOS:VISUALIZAR'],
  ])('%s is the spec key %s', (name, key) => {
    expect(Object.entries(PERMISSIONS).find(([candidate]) => candidate === name)?.[1]).toBe(key);
  });
});

describe('BASE_PROFILE_PERMISSIONS', () => {
  const own = [P.editOwnProfile, P.privacyView, P.mfaRegister, P.mfaValidate];

  it('gives an Administrador every customer key and no back-office key', () => {
    const customerKeys = Object.values(PERMISSIONS).filter((key) => !key.startsWith('BACKOFFICE:'));
    expect([...BASE_PROFILE_PERMISSIONS[1]].sort()).toStrictEqual([...customerKeys].sort());
  });
  it.each([
    [2, [...own, P.balanceView, P.statementView, P.paymentsView, P.reportsView]],
    [3, own],
    [
      4,
      [
        ...own,
        P.groupsViewGroup,
        P.groupsCreateGroup,
        P.groupsEditGroup,
        P.usersViewGroup,
        P.usersCreateGroup,
        P.usersEditGroup,
        P.usersDeleteGroup,
        P.usersPasswordChangeGroup,
        P.usersResendLink,
      ],
    ],
  ] as const)('profile %i gets exactly its keys', (id, keys) => {
    expect(BASE_PROFILE_PERMISSIONS[id]).toStrictEqual(keys);
  });
  it('gives a Gerente every GRUPO-scope user and group key and no EMPRESA key', () => {
    const groupScoped = Object.values(PERMISSIONS).filter(
      (key) => /^ADMINISTRATIVO:(USUARIOS|GRUPOS):/.test(key) && isGroupLevel(key),
    );
    expect(groupScoped.filter((key) => !BASE_PROFILE_PERMISSIONS[4].includes(key))).toStrictEqual([]);
    expect(BASE_PROFILE_PERMISSIONS[4].filter(isCompanyLevel)).toStrictEqual([]);
  });
  it.each([
    [1, P.usersDeleteCompany, true],
    [1, P.groupsViewGroup, true],
    [1, P.backofficeUsersDelete, false],
    [2, P.paymentsView, true],
    [2, P.usersViewGroup, false],
    [3, P.editOwnProfile, true],
    [3, P.balanceView, false],
    [3, P.usersViewGroup, false],
    [4, P.usersEditGroup, true],
    [4, P.usersEditCompany, false],
    [4, P.balanceView, false],
  ] as const)('profile %i holds %s: %s', (id, key, expected) => {
    expect(hasPermission(BASE_PROFILE_PERMISSIONS[id], key)).toBe(expected);
  });
});

const base = (id: number): ProfileRef => ({ id, isCustomProfile: false, baseProfileId: null });
const custom = (id: number, baseProfileId: number | null): ProfileRef => ({
  id,
  isCustomProfile: true,
  baseProfileId,
});

describe('effectiveBaseProfile', () => {
  it.each<readonly [ProfileRef, BaseProfileId | null]>([
    [base(1), 1],
    [base(4), 4],
    [base(7), 7],
    [custom(57, 3), 3],
    [custom(58, 1), 1],
    [custom(3, 4), 4],
    [base(99), null],
    [base(0), null],
    [custom(100, null), null],
    [custom(101, 42), null],
    [custom(1, null), null],
  ])('%j is judged as %s', (profile, expected) => {
    expect(effectiveBaseProfile(profile)).toBe(expected);
  });
});

describe.each([
  ['isAdministrator', isAdministrator, BASE_PROFILE_IDS.administrator],
  ['isFinancial', isFinancial, BASE_PROFILE_IDS.financial],
  ['isOperator', isOperator, BASE_PROFILE_IDS.operator],
  ['isManager', isManager, BASE_PROFILE_IDS.manager],
  ['isBackofficeAdministrative', isBackofficeAdministrative, BASE_PROFILE_IDS.backofficeAdministrative],
  ['isAttendance', isAttendance, BASE_PROFILE_IDS.attendance],
  ['isSquad', isSquad, BASE_PROFILE_IDS.squad],
] as const)('%s', (_name, check, id) => {
  const others = [1, 2, 3, 4, 5, 6, 7].filter((other) => other !== id);
  it.each([base(id), custom(200, id), custom(201, id), custom(id + 1, id), custom(others[0] ?? 0, id)])(
    'accepts %j',
    (profile) => {
      expect(check(profile)).toBe(true);
    },
  );
  it.each([
    ...others.map(base),
    ...others.map((other) => custom(300 + other, other)),
    custom(id, null),
    custom(id, others[0] ?? 0),
    base(99),
  ])('rejects %j', (profile) => {
    expect(check(profile)).toBe(false);
  });
});

const viewer = (overrides: Partial<Viewer> = {}, company: Partial<Viewer['company']> = {}): Viewer => ({
  permissions: [],
  productIds: [6],
  planType: 'PADRAO',
  profile: base(1),
  environment: 'portal',
  ...overrides,
  company: { id: 10, api: false, blockedForNonPayment: false, ...company },
});

describe('isTrial and isProviderCompany', () => {
  it.each([
    viewer({ planType: 'TRIAL' }),
    viewer({ planType: 'TRIAL', environment: 'backoffice' }),
    viewer({ planType: 'TRIAL', productIds: [] }),
    viewer({ planType: 'TRIAL', profile: base(3) }),
    viewer({ planType: 'TRIAL' }, { api: true }),
  ])('trial: %j', (who) => {
    expect(isTrial(who)).toBe(true);
  });
  it.each([
    viewer({ planType: 'PONTUAL' }),
    viewer({ planType: 'EXPRESS' }),
    viewer({ planType: 'PADRAO' }),
    viewer({ planType: 'PADRAO', environment: 'backoffice' }),
    viewer({ planType: 'PONTUAL' }, { blockedForNonPayment: true }),
  ])('not trial: %j', (who) => {
    expect(isTrial(who)).toBe(false);
  });
  it.each([
    [1, true],
    [0, false],
    [2, false],
    [10, false],
    [-1, false],
    [11, false],
  ])('company %i is the provider: %s', (companyId, expected) => {
    expect(isProviderCompany(companyId)).toBe(expected);
  });
});

describe('canSeeUserManagement', () => {
  it.each([
    viewer({ permissions: [P.groupsViewCompany] }),
    viewer({ permissions: [P.groupsViewGroup] }),
    viewer({ permissions: [P.usersViewCompany] }),
    viewer({ permissions: [P.usersViewGroup] }),
    viewer({ permissions: [P.balanceView, P.usersViewGroup], productIds: [1, 6] }),
    viewer({ permissions: [P.usersViewCompany], planType: 'PONTUAL' }),
  ])('shows for %j', (who) => {
    expect(canSeeUserManagement(who)).toBe(true);
  });
  it.each([
    viewer({ permissions: [] }),
    viewer({ permissions: [P.usersViewGroup], productIds: [1] }),
    viewer({ permissions: [P.usersViewGroup], planType: 'TRIAL' }),
    viewer({ permissions: [P.usersEditGroup, P.usersDeleteCompany] }),
    viewer({ permissions: ['ADMINISTRATIVO:USUARIOS:VISUALIZAR'] }),
    viewer({ permissions: [P.groupsViewCompany], productIds: [] }),
  ])('hides for %j', (who) => {
    expect(canSeeUserManagement(who)).toBe(false);
  });
});

describe('canSeeUnitPrice', () => {
  it.each([
    viewer({ planType: 'PONTUAL' }),
    viewer({ planType: 'EXPRESS' }),
    viewer({ planType: 'PADRAO' }),
    viewer({ planType: 'PADRAO', environment: 'backoffice' }),
    viewer({ planType: 'EXPRESS', profile: base(3) }),
  ])('shows for %j', (who) => {
    expect(canSeeUnitPrice(who)).toBe(true);
  });
  it.each([
    viewer({ planType: 'TRIAL' }),
    viewer({ planType: 'PONTUAL' }, { blockedForNonPayment: true }),
    viewer({ planType: 'EXPRESS' }, { blockedForNonPayment: true }),
    viewer({ planType: 'PADRAO' }, { blockedForNonPayment: true }),
    viewer({ planType: 'TRIAL' }, { blockedForNonPayment: true }),
  ])('hides for %j', (who) => {
    expect(canSeeUnitPrice(who)).toBe(false);
  });
});

describe('canSeeDeveloperArea', () => {
  it.each([
    viewer({ profile: base(1) }, { api: true }),
    viewer({ profile: custom(50, 1) }, { api: true }),
    viewer({ profile: base(1), planType: 'PONTUAL' }, { api: true }),
    viewer({ profile: base(1), planType: 'EXPRESS' }, { api: true }),
    viewer({ profile: base(1), productIds: [] }, { api: true }),
  ])('shows for %j', (who) => {
    expect(canSeeDeveloperArea(who)).toBe(true);
  });
  it.each([
    viewer({ profile: base(1) }, { api: false }),
    viewer({ profile: base(1) }, { api: true, blockedForNonPayment: true }),
    viewer({ profile: base(3) }, { api: true }),
    viewer({ profile: base(4) }, { api: true }),
    viewer({ profile: base(2) }, { api: true }),
    viewer({ profile: custom(1, 3) }, { api: true }),
  ])('hides for %j', (who) => {
    expect(canSeeDeveloperArea(who)).toBe(false);
  });
});

describe('isBalanceSectionOn', () => {
  it.each([
    ['PONTUAL', false],
    ['PONTUAL', true],
    ['EXPRESS', true],
    ['PADRAO', true],
    ['TRIAL', true],
  ] as const)('on for %s with flag %s', (plan, flag) => {
    expect(isBalanceSectionOn(plan, flag)).toBe(true);
  });
  it.each([
    ['EXPRESS', false],
    ['PADRAO', false],
    ['TRIAL', false],
  ] as const)('off for %s with flag %s', (plan, flag) => {
    expect(isBalanceSectionOn(plan, flag)).toBe(false);
  });
});

describe('canSeeProtest and canSeeTrailSwitcher', () => {
  it.each([
    [viewer(), true, true],
    [viewer({ planType: 'PONTUAL' }), true, true],
    [viewer({ planType: 'EXPRESS', productIds: [] }), true, true],
    [viewer(), false, false],
    [viewer({ planType: 'TRIAL' }), true, false],
    [viewer({ planType: 'TRIAL' }), false, false],
  ] as const)('protest for %j with flag %s: %s', (who, flag, expected) => {
    expect(canSeeProtest(who, flag)).toBe(expected);
  });
  it.each([
    [viewer(), true],
    [viewer({ planType: 'PONTUAL' }), true],
    [viewer({ planType: 'EXPRESS' }), true],
    [viewer({ environment: 'backoffice' }), false],
    [viewer({ planType: 'TRIAL' }), false],
    [viewer({ planType: 'TRIAL', environment: 'backoffice' }), false],
  ] as const)('trail switcher for %j: %s', (who, expected) => {
    expect(canSeeTrailSwitcher(who)).toBe(expected);
  });
});

describe('canLaunchProduct', () => {
  it.each([
    [viewer({ productIds: [1, 6] }), 1],
    [viewer({ productIds: [17] }), 17],
    [viewer({ productIds: [19] }, { api: true }), 19],
    [viewer({ productIds: [12, 5] }), 12],
    [viewer({ productIds: [6] }), 6],
    [viewer({ productIds: [10], planType: 'TRIAL' }), 10],
    [viewer({ productIds: [1, 6] }, { blockedForNonPayment: true }), 6],
  ] as const)('launches for %j product %i', (who, productId) => {
    expect(canLaunchProduct(who, productId)).toBe(true);
  });
  it.each([
    [viewer({ productIds: [1] }), 17],
    [viewer({ productIds: [19] }, { api: false }), 19],
    [viewer({ productIds: [] }, { api: true }), 19],
    [viewer({ productIds: [1] }, { blockedForNonPayment: true }), 1],
    [viewer({ productIds: [5, 6] }, { blockedForNonPayment: true }), 5],
    [viewer({ productIds: [] }), 999],
    [viewer({ productIds: [1, 5] }), 100],
    [viewer({ productIds: [10], planType: 'TRIAL' }, { trialExpired: true }), 10],
  ] as const)('does not launch for %j product %i', (who, productId) => {
    expect(canLaunchProduct(who, productId)).toBe(false);
  });
});

describe('trialAdmits', () => {
  it.each([
    [null, 'contracted', true],
    [null, 'running', true],
    [null, 'expired', true],
    ['running', 'contracted', false],
    ['running', 'running', true],
    ['running', 'expired', true],
    ['expired', 'contracted', false],
    ['expired', 'running', false],
    ['expired', 'expired', true],
  ] as const)('a %s trial on a route for %s: %s', (phase, reach, expected) => {
    expect(trialAdmits(phase, reach)).toBe(expected);
  });

  it.each([
    [viewer({ planType: 'PADRAO' }, { trialExpired: true }), null],
    [viewer({ planType: 'TRIAL' }), 'running'],
    [viewer({ planType: 'TRIAL' }, { trialExpired: false }), 'running'],
    [viewer({ planType: 'TRIAL' }, { trialExpired: true }), 'expired'],
  ] as const)('the phase of %j is %s', (who, phase) => {
    expect(trialPhase(who)).toBe(phase);
  });
});

describe('restrictViewer', () => {
  const admin = viewer(
    {
      permissions: BASE_PROFILE_PERMISSIONS[1],
      productIds: [1, 5, 6, 17, 19],
    },
    { api: true },
  );

  it.each<readonly [BlockedState, readonly string[], readonly number[], boolean]>([
    ['nonPayment', [P.paymentsView], [6], true],
    ['mfaBlocked', [P.mfaValidate], [], false],
    ['mfaPending', [P.privacyView], [6], false],
  ])('%s leaves %j and products %j', (state, permissions, productIds, blocked) => {
    const restricted = restrictViewer(admin, state);
    expect(restricted.permissions).toStrictEqual(permissions);
    expect(restricted.productIds).toStrictEqual(productIds);
    expect(restricted.company.blockedForNonPayment).toBe(blocked);
    expect(restricted.profile).toBe(admin.profile);
  });

  it('keys the non-payment block to boletos and invoices only', () => {
    expect(blockedForNonPaymentPermissions).toStrictEqual(['FINANCEIRO:BOLETOENOTAFISCAL:VISUALIZAR']);
  });

  it.each<readonly [BlockedState, string, boolean]>([
    ['nonPayment', 'canSeeUserManagement', false],
    ['nonPayment', 'canSeeUnitPrice', false],
    ['nonPayment', 'canSeeDeveloperArea', false],
    ['nonPayment', 'launch 1', false],
    ['nonPayment', 'launch 6', true],
    ['mfaBlocked', 'launch 6', false],
    ['mfaBlocked', 'canSeeUserManagement', false],
    ['mfaPending', 'launch 6', true],
    ['mfaPending', 'launch 1', false],
    ['mfaPending', 'canSeeUserManagement', false],
    ['mfaBlocked', 'launch 1', false],
  ])('%s: %s is %s', (state, rule, expected) => {
    const restricted = restrictViewer(admin, state);
    const results: Record<string, boolean> = {
      canSeeUserManagement: canSeeUserManagement(restricted),
      canSeeUnitPrice: canSeeUnitPrice(restricted),
      canSeeDeveloperArea: canSeeDeveloperArea(restricted),
      'launch 1': canLaunchProduct(restricted, 1),
      'launch 6': canLaunchProduct(restricted, 6),
    };
    expect(results[rule]).toBe(expected);
  });
});

describe('acting on users', () => {
  const actor = (
    userId: number,
    profile: ProfileRef,
    permissions: readonly string[],
    overrides: Partial<UserActor> = {},
  ): UserActor => ({
    userId,
    companyId: 10,
    groupId: 20,
    profile,
    permissions,
    environment: 'portal',
    ...overrides,
  });
  const admin = actor(1, base(1), BASE_PROFILE_PERMISSIONS[1]);
  const manager = actor(2, base(4), BASE_PROFILE_PERMISSIONS[4]);
  const customManager = actor(12, custom(90, 4), BASE_PROFILE_PERMISSIONS[4]);
  const managerNoKeys = actor(13, custom(91, 4), BASE_PROFILE_PERMISSIONS[3]);
  const managerNoGroup = actor(14, base(4), BASE_PROFILE_PERMISSIONS[4], { groupId: null });
  const adminNoKeys = actor(15, custom(92, 1), []);
  const operator = actor(3, base(3), [...BASE_PROFILE_PERMISSIONS[3], P.usersEditCompany]);
  const financial = actor(16, base(2), [...BASE_PROFILE_PERMISSIONS[2], P.usersDeleteCompany]);
  const staff = actor(
    17,
    base(5),
    Object.values(PERMISSIONS).filter((key) => key.startsWith('BACKOFFICE:')),
    {
      companyId: 1,
      groupId: 1,
      environment: 'backoffice',
    },
  );
  const staffNoKeys = actor(18, base(6), [], { companyId: 1, groupId: 1, environment: 'backoffice' });

  const target = (userId: number, profile: ProfileRef, overrides: Partial<TargetUser> = {}): TargetUser => ({
    userId,
    companyId: 10,
    groupId: 20,
    groupManagedBy: null,
    profile,
    ...overrides,
  });
  const operatorSameGroup = target(3, base(3));
  const operatorOtherGroup = target(4, base(3), { groupId: 21 });
  const managerSameGroup = target(5, base(4));
  const adminTarget = target(6, base(1));
  const otherCompanyOperator = target(7, base(3), { companyId: 11 });
  const customOperator = target(8, custom(93, 3));
  const operatorNoGroup = target(9, base(3), { groupId: null });
  // Group 30 was made by a group-scoped creator of group 20 (the manager's), 31 by one of group 21.
  const operatorManagedGroup = target(10, base(3), { groupId: 30, groupManagedBy: 20 });
  const operatorSiblingManagedGroup = target(11, base(3), { groupId: 31, groupManagedBy: 21 });
  const managerManagedGroup = target(12, base(4), { groupId: 30, groupManagedBy: 20 });

  it.each<readonly [string, UserActor, TargetUser, UserAction]>([
    ['admin edits an operator of another group', admin, operatorOtherGroup, 'edit'],
    ['admin deletes a manager', admin, managerSameGroup, 'delete'],
    ['admin resends the link of an admin', admin, adminTarget, 'resendLink'],
    ['admin views an operator without group', admin, operatorNoGroup, 'view'],
    ['manager edits an operator of the group', manager, operatorSameGroup, 'edit'],
    ['manager edits an operator of a group the own group manages', manager, operatorManagedGroup, 'edit'],
    ['manager deletes a custom operator of the group', manager, customOperator, 'delete'],
    ['manager asks a password change', manager, operatorSameGroup, 'requestPasswordChange'],
    ['custom manager resends a link', customManager, operatorSameGroup, 'resendLink'],
    ['back office deletes in another company', staff, otherCompanyOperator, 'delete'],
    ['back office edits an admin', staff, adminTarget, 'edit'],
  ])('allows: %s', (_label, who, whom, action) => {
    expect(canActOnUser(who, whom, action)).toBe(true);
  });

  it.each<readonly [string, UserActor, TargetUser, UserAction]>([
    ['admin in another company', admin, otherCompanyOperator, 'edit'],
    ['admin without the key', adminNoKeys, operatorSameGroup, 'edit'],
    ['manager on another group', manager, operatorOtherGroup, 'edit'],
    ['manager on a group another group manages', manager, operatorSiblingManagedGroup, 'view'],
    ['manager on a manager of a managed group', manager, managerManagedGroup, 'edit'],
    ['manager on a manager', manager, managerSameGroup, 'edit'],
    ['manager on an admin', manager, adminTarget, 'delete'],
    ['manager without group on an operator without group', managerNoGroup, operatorNoGroup, 'edit'],
    ['manager without the group key', managerNoKeys, operatorSameGroup, 'edit'],
    ['operator, even holding a company key', operator, operatorSameGroup, 'edit'],
    ['financial, even holding a company key', financial, operatorSameGroup, 'delete'],
    ['back office without keys', staffNoKeys, operatorSameGroup, 'view'],
    ['manager in another company', manager, otherCompanyOperator, 'view'],
  ])('denies: %s', (_label, who, whom, action) => {
    expect(canActOnUser(who, whom, action)).toBe(false);
  });

  it.each<readonly [string, UserActor, TargetUser, boolean]>([
    ['admin deletes an operator', admin, operatorSameGroup, true],
    ['admin deletes an admin', admin, adminTarget, true],
    ['manager deletes an operator', manager, operatorSameGroup, true],
    ['back office deletes a user', staff, otherCompanyOperator, true],
    ['custom manager deletes a custom operator', customManager, customOperator, true],
    ['admin deletes themself', admin, target(1, base(1)), false],
    ['manager deletes themself', manager, target(2, base(4)), false],
    ['operator-based manager target is themself', customManager, target(12, custom(90, 3)), false],
    ['back office deletes themself', staff, target(17, base(5), { companyId: 1, groupId: 1 }), false],
    ['manager deletes a manager', manager, managerSameGroup, false],
  ])('canDeleteUser: %s -> %s', (_label, who, whom, expected) => {
    expect(canDeleteUser(who, whom)).toBe(expected);
  });

  it.each<readonly [string, UserActor, NewUserPlacement, boolean]>([
    [
      'admin, any group and profile',
      admin,
      { companyId: 10, groupId: 21, groupManagedBy: null, profile: base(4) },
      true,
    ],
    [
      'admin, no group',
      admin,
      { companyId: 10, groupId: null, groupManagedBy: null, profile: base(1) },
      true,
    ],
    [
      'manager, own group, operator',
      manager,
      { companyId: 10, groupId: 20, groupManagedBy: null, profile: base(3) },
      true,
    ],
    [
      'manager, own group, custom operator',
      manager,
      { companyId: 10, groupId: 20, groupManagedBy: null, profile: custom(93, 3) },
      true,
    ],
    [
      'back office with the key',
      staff,
      { companyId: 11, groupId: 5, groupManagedBy: null, profile: base(1) },
      true,
    ],
    [
      'manager, a group the own group manages, operator',
      manager,
      { companyId: 10, groupId: 30, groupManagedBy: 20, profile: base(3) },
      true,
    ],
    [
      'manager, the group being created by the own group, operator',
      manager,
      { companyId: 10, groupId: null, groupManagedBy: 20, profile: base(3) },
      true,
    ],
    [
      'manager, a group another group manages',
      manager,
      { companyId: 10, groupId: 31, groupManagedBy: 21, profile: base(3) },
      false,
    ],
    [
      'manager, other group',
      manager,
      { companyId: 10, groupId: 21, groupManagedBy: null, profile: base(3) },
      false,
    ],
    [
      'manager, manager profile',
      manager,
      { companyId: 10, groupId: 20, groupManagedBy: null, profile: base(4) },
      false,
    ],
    [
      'manager, admin profile',
      manager,
      { companyId: 10, groupId: 20, groupManagedBy: null, profile: base(1) },
      false,
    ],
    ['operator', operator, { companyId: 10, groupId: 20, groupManagedBy: null, profile: base(3) }, false],
    [
      'admin, other company',
      admin,
      { companyId: 11, groupId: 20, groupManagedBy: null, profile: base(3) },
      false,
    ],
    [
      'back office without the key',
      staffNoKeys,
      { companyId: 11, groupId: 5, groupManagedBy: null, profile: base(3) },
      false,
    ],
    [
      'admin without the key',
      adminNoKeys,
      { companyId: 10, groupId: 20, groupManagedBy: null, profile: base(3) },
      false,
    ],
  ])('canCreateUser: %s -> %s', (_label, who, placement, expected) => {
    expect(canCreateUser(who, placement)).toBe(expected);
  });
});

describe('baseProfilePermissions (every base profile, customer and staff)', () => {
  it.each([
    [1, 'GESTAODACONTA:RELATORIOS:VISUALIZAR', true],
    [3, 'ADMINISTRATIVO:USUARIOS:VISUALIZAR:EMPRESA', false],
    [5, 'BACKOFFICE:CLIENTES:USUARIOS:EXCLUIR', true],
    [7, 'BACKOFFICE:CLIENTES:GRUPOS:CRIAR', true],
    [6, 'BACKOFFICE:CLIENTES:GRUPOS:VISUALIZAR', true],
    [6, 'BACKOFFICE:CLIENTES:USUARIOS:EXCLUIR', false],
    [5, 'BACKOFFICE:NOTIFICACOES:CRIAR', true],
    [7, 'BACKOFFICE:NOTIFICACOES:CRIAR', true],
    [6, 'BACKOFFICE:NOTIFICACOES:CRIAR', false],
    [5, 'BACKOFFICE:FEATUREFLAGS:GERENCIAR', true],
    [7, 'BACKOFFICE:FEATUREFLAGS:GERENCIAR', true],
    [6, 'BACKOFFICE:FEATUREFLAGS:GERENCIAR', false],
    [1, 'BACKOFFICE:NOTIFICACOES:CRIAR', false],
    [1, 'BACKOFFICE:CLIENTES:GRUPOS:VISUALIZAR', false],
    [99, 'GESTAODACONTA:RELATORIOS:VISUALIZAR', false],
  ])('profile %i holds %s: %s', (id, key, expected) => {
    expect(baseProfilePermissions(id).some((k) => k === key)).toBe(expected);
  });
});

describe('blockedStateOf', () => {
  it.each([
    [{ companyRequiresMfa: true, mfaStatus: 'INATIVO', blockedForNonPayment: false }, 'mfaPending'],
    [{ companyRequiresMfa: true, mfaStatus: 'PENDENTE', blockedForNonPayment: true }, 'mfaPending'],
    [{ companyRequiresMfa: true, mfaStatus: 'SUSPENSO', blockedForNonPayment: false }, 'mfaPending'],
    [{ companyRequiresMfa: false, mfaStatus: 'INATIVO', blockedForNonPayment: true }, 'nonPayment'],
    [{ companyRequiresMfa: true, mfaStatus: 'ATIVO', blockedForNonPayment: true }, 'nonPayment'],
    [{ companyRequiresMfa: true, mfaStatus: 'ATIVO', blockedForNonPayment: false }, null],
    [{ companyRequiresMfa: false, mfaStatus: 'ATIVO', blockedForNonPayment: false }, null],
    [{ companyRequiresMfa: false, mfaStatus: 'SUSPENSO', blockedForNonPayment: false }, null],
  ] as const)('%j is %s', (input, expected) => {
    expect(blockedStateOf(input)).toBe(expected);
  });
});
