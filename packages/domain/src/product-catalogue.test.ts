import { describe, expect, it } from 'vitest';
import {
  PRODUCT_CATALOGUE,
  SOLUTION_PERMISSION_KEYS,
  baseProfileGrants,
  canChooseBaseProfile,
  canGrantFunctionality,
  catalogueFunctionality,
  contractedCatalogue,
  customProfileGrants,
  profileAbilities,
  profileDialogMode,
} from './product-catalogue';
import { OWN_ACCOUNT_PERMISSIONS, PERMISSIONS, isPermissionString, parsePermission } from './permissions';
import { MANDATORY_PRODUCT_ITEMS } from './catalogue';

const functionalities = PRODUCT_CATALOGUE.flatMap((p) => p.functionalities);
const permissions = functionalities.flatMap((f) => f.permissions);

describe('the product catalogue', () => {
  it('has unique functionality and permission ids', () => {
    expect(new Set(functionalities.map((f) => f.id)).size).toBe(functionalities.length);
    expect(new Set(permissions.map((p) => p.id)).size).toBe(permissions.length);
  });

  it('holds only well-formed keys', () => {
    expect(permissions.filter((p) => !isPermissionString(p.key))).toEqual([]);
  });

  it('marks the vehicles aggregates functionality 63 and permission 146 mandatory', () => {
    const aggregates = catalogueFunctionality(63);
    expect(aggregates).toMatchObject({ productId: 12, label: 'Agregados', mandatory: true });
    expect(aggregates?.permissions).toEqual([expect.objectContaining({ id: 146, mandatory: true })]);
    for (const [productId, items] of Object.entries(MANDATORY_PRODUCT_ITEMS)) {
      for (const id of items?.functionalityIds ?? [])
        expect(catalogueFunctionality(id)?.productId).toBe(Number(productId));
    }
  });

  it('covers every customer key the portal checks, except the own-account keys every profile keeps', () => {
    const customerKeys = Object.values(PERMISSIONS).filter((key) => !key.startsWith('BACKOFFICE:'));
    const inCatalogue = new Set(permissions.map((p) => p.key));
    const missing = customerKeys.filter((key) => !inCatalogue.has(key));
    expect(missing.sort()).toEqual([...OWN_ACCOUNT_PERMISSIONS].sort());
  });
});

describe("the sample administrator's families without a spec product", () => {
  it.each([
    [
      20,
      'ASSERTIVASCORE',
      'Assertiva Score',
      ['Score de pessoas', 'Score de empresas', 'Histórico de consultas'],
    ],
    [21, 'NEGATIVACAO', 'Negativação', ['Negativações', 'Acompanhamento']],
    [22, 'SIMPLIFICA', 'Simplifica', ['Acesso ao produto']],
  ])('product %i carries the %s family as %s', (id, family, name, labels) => {
    const product = PRODUCT_CATALOGUE.find((p) => p.id === id);
    expect(product?.name).toBe(name);
    expect(product?.functionalities.map((f) => f.label)).toEqual(labels);
    const keys = product?.functionalities.flatMap((f) => f.permissions.map((p) => p.key)) ?? [];
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(parsePermission(key)).toMatchObject({ product: family, level: null });
      expect(parsePermission(key)?.area.length).toBeGreaterThan(0);
      expect(parsePermission(key)?.action.length).toBeGreaterThan(0);
    }
    // One prefix per product: what a product's token carries is the keys of its own family.
    expect(permissions.filter((p) => p.key.startsWith(`${family}:`)).every((p) => keys.includes(p.key))).toBe(
      true,
    );
  });

  it('gives every customer base profile those keys, so an administrator holds them like the spec sample', () => {
    for (const family of ['ASSERTIVASCORE:', 'NEGATIVACAO:', 'SIMPLIFICA:'])
      expect(baseProfileGrants(1).some((key) => key.startsWith(family))).toBe(true);
  });

  it('keeps RELATORIO/RELATORIOS as the reports product 3, with the keys the spec names for it', () => {
    const reports = PRODUCT_CATALOGUE.find((p) => p.id === 3);
    expect(reports?.functionalities.flatMap((f) => f.permissions.map((p) => p.key))).toContain(
      PERMISSIONS.reportsView,
    );
  });
});

describe('contractedCatalogue', () => {
  it.each([
    [[], [2, 3, 4]],
    [
      [6, 1, 12, 100],
      [2, 3, 4, 1, 12],
    ],
    [
      [22, 6, 20, 21],
      [2, 3, 4, 20, 21, 22],
    ],
  ])('owned %j gives %j', (owned, expected) => {
    expect(contractedCatalogue(owned).map((p) => p.id)).toEqual(expected);
  });
});

describe('grants', () => {
  it('gives customer base profiles every sibling product key, staff none', () => {
    expect(baseProfileGrants(3)).toEqual(expect.arrayContaining([...SOLUTION_PERMISSION_KEYS]));
    expect(baseProfileGrants(5).some((key) => SOLUTION_PERMISSION_KEYS.includes(key))).toBe(false);
  });

  it('builds a custom profile from its functionalities plus the own-account keys', () => {
    expect(customProfileGrants([63, 63, 999])).toEqual(
      [...OWN_ACCOUNT_PERMISSIONS, 'VEICULOS:AGREGADOS:CONSULTAR'].sort(),
    );
  });

  it.each([
    [['VEICULOS:AGREGADOS:CONSULTAR'], 63, true],
    [[], 63, false],
    [['ADMINISTRATIVO:GRUPOS:VISUALIZAR:EMPRESA'], 5, false],
  ])('grantor %j may grant %i: %s', (granted, id, expected) => {
    const functionality = catalogueFunctionality(id);
    expect(functionality && canGrantFunctionality(granted, functionality)).toBe(expected);
  });
});

describe('canChooseBaseProfile', () => {
  const admin = { id: 1, isCustomProfile: false, baseProfileId: null };
  const customManager = { id: 120, isCustomProfile: true, baseProfileId: 4 };
  it.each([
    [admin, 1, true],
    [admin, 3, true],
    [customManager, 4, true],
    [customManager, 1, false],
    [customManager, 3, false],
  ])('%j may start from base %i: %s', (actor, base, expected) => {
    expect(canChooseBaseProfile(actor, base)).toBe(expected);
  });
});

describe('profile abilities and the dialog mode', () => {
  const P = PERMISSIONS;
  it.each([
    ['portal', [P.profilesView], { view: true, create: false, edit: false }],
    ['portal', [P.profilesCreate, P.profilePermissionsEdit], { view: true, create: true, edit: true }],
    ['portal', [P.backofficeProfilesEdit], { view: false, create: false, edit: false }],
    [
      'backoffice',
      [P.backofficeProfilesView, P.backofficeProfilesCreate],
      { view: true, create: true, edit: false },
    ],
    ['backoffice', [P.profilesCreate], { view: false, create: false, edit: false }],
  ] as const)('%s with %j', (environment, permissions, expected) => {
    expect(
      profileAbilities({
        environment,
        permissions,
        planType: 'PADRAO',
        company: { id: 10, api: false, blockedForNonPayment: false },
      }),
    ).toEqual(expected);
  });

  it.each([
    [{ view: true, create: false, edit: true }, true, 'view'],
    [{ view: true, create: false, edit: true }, false, 'edit'],
    [{ view: true, create: false, edit: false }, false, 'view'],
    [{ view: false, create: true, edit: false }, false, null],
  ] as const)('%j on a base profile %s opens %s', (abilities, base, expected) => {
    expect(profileDialogMode(abilities, base)).toBe(expected);
  });
});
