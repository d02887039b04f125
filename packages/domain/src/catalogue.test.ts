import { describe, expect, it } from 'vitest';
import {
  BASE_PROFILES,
  DEFAULT_NOTIFICATION_COLOR,
  GROUP_STATUSES,
  LAUNCH_ORIGINS,
  MFA_RESETTABLE_STATUSES,
  MFA_STATUSES,
  MY_SOLUTIONS_PRODUCT_IDS,
  OWNERS_ONLY_PRODUCT_IDS,
  NOTIFICATION_CATEGORIES,
  OMBUDSMAN_TYPES,
  PLAN_TYPES,
  PRODUCTS,
  PRODUCT_IDS,
  PROVIDER_COMPANY_ID,
  TRAILS,
  USER_STATUSES,
  VEHICLES_AGGREGATES_FUNCTIONALITY_ID,
  VEHICLES_AGGREGATES_PERMISSION_ID,
  WEEK_DAYS,
  WIZARD_DEFAULT_PRODUCT_IDS,
  findProduct,
  findTrail,
  isBaseProfileId,
  isMandatoryFunctionality,
  isMandatoryPermission,
  isPlanType,
  isProductId,
  isTrailCode,
  notificationCategoryColor,
  productName,
  wizardBaseProfileOptions,
} from './catalogue';

const HEX = /^#[0-9A-F]{6}$/;

describe('PRODUCTS', () => {
  it.each([
    [1, 'Localize', 'localize', 'solution'],
    [2, 'Financeiro', 'financeiro', 'module'],
    [3, 'Relatórios', 'relatorios', 'module'],
    [4, 'Administrativo', 'administrativo', 'module'],
    [5, 'SMS', 'sms', 'solution'],
    [6, 'Gestão da conta', 'gestao-da-conta', 'module'],
    [7, 'Geotimize', 'geotimize', 'solution'],
    [8, 'Dado indisponível', 'produto-8', 'unnamed'],
    [9, 'Base Certa', 'base-certa', 'solution'],
    [10, 'Autentica', 'autentica', 'solution'],
    [11, 'Crédito Mix', 'credito-mix', 'solution'],
    [12, 'Veículos', 'veiculos', 'solution'],
    [13, 'Gestão de Cobrança', 'gestao-de-cobranca', 'solution'],
    [14, 'Webphone', 'webphone', 'solution'],
    [15, 'Dado indisponível', 'produto-15', 'unnamed'],
    [16, 'Assinaturas', 'assinaturas', 'solution'],
    [17, 'Análise 360', 'analise-360', 'solution'],
    [18, 'Dossiê', 'dossie', 'solution'],
    [19, 'API', 'api', 'solution'],
    [20, 'Assertiva Score', 'assertiva-score', 'solution'],
    [21, 'Negativação', 'negativacao', 'solution'],
    [22, 'Simplifica', 'simplifica', 'solution'],
    [100, 'Protesto', 'protesto', 'landing'],
  ])('id %i is %s (%s, %s)', (id, name, slug, kind) => {
    const product = findProduct(id);
    expect(product).toMatchObject({ id, name, slug, kind });
    expect(product?.description.length).toBeGreaterThan(0);
  });

  it('has exactly the ids of PRODUCT_IDS, each under its own key', () => {
    expect(Object.keys(PRODUCTS).map(Number)).toStrictEqual(Object.values(PRODUCT_IDS).sort((a, b) => a - b));
    for (const [key, id] of Object.entries(PRODUCT_IDS)) expect(PRODUCTS[id].key).toBe(key);
  });

  it('has unique slugs', () => {
    const slugs = Object.values(PRODUCTS).map((product) => product.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it.each([1, 6, 8, 17, 19, 20, 22, 100])('knows id %i', (id) => {
    expect(isProductId(id)).toBe(true);
  });
  it.each([0, 23, 99, 101, -1, 1.5])('does not know id %s', (id) => {
    expect(isProductId(id)).toBe(false);
    expect(findProduct(id)).toBeUndefined();
  });

  it.each([
    [1, 'Localize'],
    [13, 'Gestão de Cobrança'],
    [17, 'Análise 360'],
    [18, 'Dossiê'],
    [100, 'Protesto'],
    [8, 'Dado indisponível'],
    [999, 'Dado indisponível'],
    [0, 'Dado indisponível'],
  ])('productName(%i) is %s', (id, name) => {
    expect(productName(id)).toBe(name);
  });

  it('lists Minhas Soluções in the spec order, owned solutions only', () => {
    expect(MY_SOLUTIONS_PRODUCT_IDS.map(productName)).toStrictEqual([
      'Análise 360',
      'Assertiva Score',
      'Assinaturas',
      'Autentica',
      'Base Certa',
      'Crédito Mix',
      'Dossiê',
      'Geotimize',
      'Gestão de Cobrança',
      'Localize',
      'Negativação',
      'Simplifica',
      'SMS',
      'Veículos',
      'Webphone',
    ]);
  });
});

describe('TRAILS', () => {
  it.each([
    ['cad', 'Cadastro e Onboarding', ['Localize', 'Autentica', 'Assinaturas']],
    ['cred', 'Crédito e Fraude', ['Análise 360', 'Autentica', 'Assertiva Score']],
    ['rel', 'Relacionamento', ['SMS', 'Webphone', 'Base Certa']],
    ['rec', 'Recuperação', ['Gestão de Cobrança', 'Dossiê', 'SMS', 'Webphone', 'Base Certa', 'Negativação']],
    ['mais', 'Mais soluções', ['API', 'Veículos', 'Assinaturas', 'Simplifica']],
  ])('%s is %s with %j', (code, title, names) => {
    const trail = findTrail(code);
    expect(trail?.title).toBe(title);
    expect(trail?.productIds.map(productName)).toStrictEqual(names);
    expect(trail?.color).toMatch(HEX);
    expect(trail?.suggestion.length).toBeGreaterThan(0);
  });

  it('lists the products the spec names in no trail (20-22) to their owners only, as Análise 360', () => {
    expect(OWNERS_ONLY_PRODUCT_IDS.map(productName)).toStrictEqual([
      'Análise 360',
      'Assertiva Score',
      'Negativação',
      'Simplifica',
    ]);
  });

  it('keeps the spec order of trails', () => {
    expect(TRAILS.map((trail) => trail.code)).toStrictEqual(['cad', 'cred', 'rel', 'rec', 'mais']);
  });

  it.each(['', 'CAD', 'outros', 'cadastro', 'x', ' rel'])('does not know trail %j', (code) => {
    expect(isTrailCode(code)).toBe(false);
    expect(findTrail(code)).toBeUndefined();
  });
});

describe('plans and launch origins', () => {
  it('has the spec values', () => {
    expect(PLAN_TYPES).toStrictEqual(['PONTUAL', 'EXPRESS', 'PADRAO', 'TRIAL']);
    expect(LAUNCH_ORIGINS).toStrictEqual(['HOME', 'MENU', 'SUGESTÃO']);
  });
  it.each(['PONTUAL', 'EXPRESS', 'PADRAO', 'TRIAL'])('%s is a plan type', (value) => {
    expect(isPlanType(value)).toBe(true);
  });
  it.each(['pontual', 'PADRÃO', '', 'FREE', 'TRIAL '])('%j is not a plan type', (value) => {
    expect(isPlanType(value)).toBe(false);
  });
});

describe('BASE_PROFILES', () => {
  it.each([
    [1, 'Administrador', 'portal'],
    [2, 'Financeiro', 'portal'],
    [3, 'Operador', 'portal'],
    [4, 'Gerente', 'portal'],
    [5, 'Administrativo', 'backoffice'],
    [6, 'Atendimento', 'backoffice'],
    [7, 'Squad', 'backoffice'],
  ])('id %i is %s (%s)', (id, name, environment) => {
    expect(isBaseProfileId(id)).toBe(true);
    if (isBaseProfileId(id)) expect(BASE_PROFILES[id]).toMatchObject({ id, name, environment });
  });
  it.each([0, 8, 57, -1, 2.5])('%s is not a base profile id', (id) => {
    expect(isBaseProfileId(id)).toBe(false);
  });
  it('offers every customer base profile but Financeiro in the wizard', () => {
    expect(wizardBaseProfileOptions().map((profile) => profile.name)).toStrictEqual([
      'Administrador',
      'Operador',
      'Gerente',
    ]);
  });
  it('preselects products 1, 5, 7, 8, 9, 10, 12 in the wizard, all known', () => {
    expect(WIZARD_DEFAULT_PRODUCT_IDS).toStrictEqual([1, 5, 7, 8, 9, 10, 12]);
    expect(WIZARD_DEFAULT_PRODUCT_IDS.every(isProductId)).toBe(true);
  });
});

describe('mandatory items of the vehicles product', () => {
  it('has the spec ids', () => {
    expect([VEHICLES_AGGREGATES_FUNCTIONALITY_ID, VEHICLES_AGGREGATES_PERMISSION_ID]).toStrictEqual([
      63, 146,
    ]);
  });
  it.each([
    [12, 63, true],
    [12, 62, false],
    [1, 63, false],
    [12, 146, false],
    [999, 63, false],
    [17, 63, false],
  ])('functionality: product %i, item %i -> %s', (productId, itemId, expected) => {
    expect(isMandatoryFunctionality(productId, itemId)).toBe(expected);
  });
  it.each([
    [12, 146, true],
    [12, 145, false],
    [1, 146, false],
    [12, 63, false],
    [999, 146, false],
    [13, 146, false],
  ])('permission: product %i, item %i -> %s', (productId, itemId, expected) => {
    expect(isMandatoryPermission(productId, itemId)).toBe(expected);
  });
});

describe('statuses and types', () => {
  it.each([
    ['user', USER_STATUSES, { 1: 'Ativo', 2: 'Inativo', 3: 'Pendente', 4: 'Bloqueado por segurança' }],
    ['group', GROUP_STATUSES, { 1: 'Ativo', 2: 'Inativo' }],
    ['ombudsman', OMBUDSMAN_TYPES, { 1: 'Denúncia', 2: 'Elogio', 3: 'Reclamação', 4: 'Sugestão' }],
    [
      'mfa',
      MFA_STATUSES,
      {
        active: { label: 'Ativo', chip: 'active' },
        inactive: { label: 'Inativo', chip: 'default' },
        pending: { label: 'Pendente', chip: 'pending' },
        suspended: { label: 'Suspenso', chip: 'blocked' },
      },
    ],
  ])('%s statuses', (_name, actual, expected) => {
    expect(actual).toStrictEqual(expected);
  });
  it('offers MFA reset only for Ativo and Suspenso', () => {
    expect(MFA_RESETTABLE_STATUSES.map((key) => MFA_STATUSES[key].label)).toStrictEqual([
      'Ativo',
      'Suspenso',
    ]);
  });
});

describe('NOTIFICATION_CATEGORIES', () => {
  it('lists the PF 3 categories in order, each with a colour', () => {
    expect(NOTIFICATION_CATEGORIES.map((category) => category.label)).toStrictEqual([
      'AUTENTICA',
      'ASSINATURAS',
      'BASE CERTA',
      'CRÉDITO MIX',
      'GEOTIMIZE',
      'LOCALIZE',
      'RECUPERE',
      'SMS',
      'VEÍCULOS',
      'WEBPHONE',
      'MARKETING',
      'FINANCEIRO',
      'CARTÃO DE CRÉDITO',
      'ATUALIZAÇÕES',
      'SEGURANÇA',
    ]);
    for (const category of NOTIFICATION_CATEGORIES) expect(category.color).toMatch(HEX);
  });
  it.each([
    ['AUTENTICA', '#00897B'],
    ['CRÉDITO MIX', '#6A1B9A'],
    ['VEÍCULOS', '#5D4037'],
    ['CARTÃO DE CRÉDITO', '#AD1457'],
    ['SEGURANÇA', '#C62828'],
  ])('%s has its colour', (category, color) => {
    expect(notificationCategoryColor(category)).toBe(color);
  });
  it.each(['', 'autentica', 'CREDITO MIX', 'OUTROS', ' SMS'])('%j falls back to grey', (category) => {
    expect(notificationCategoryColor(category)).toBe(DEFAULT_NOTIFICATION_COLOR);
  });
});

describe('WEEK_DAYS', () => {
  it('runs Monday to Sunday with the weekend flagged', () => {
    expect(WEEK_DAYS.map((day) => [day.isoDay, day.label, day.weekend])).toStrictEqual([
      [1, 'Segunda', false],
      [2, 'Terça', false],
      [3, 'Quarta', false],
      [4, 'Quinta', false],
      [5, 'Sexta', false],
      [6, 'Sábado', true],
      [7, 'Domingo', true],
    ]);
  });
});

describe('provider', () => {
  it('is company 1', () => {
    expect(PROVIDER_COMPANY_ID).toBe(1);
  });
});
