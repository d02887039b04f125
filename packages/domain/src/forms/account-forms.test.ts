import { describe, expect, it } from 'vitest';
import type {
  AccessDay,
  BackofficeReportPeriod,
  ConsumptionLimitContext,
  DateInput,
  EditUserForm,
  GroupForm,
  GroupFormContext,
  ProfileRow,
  ProfileWizardDraft,
} from '.';
import {
  addProfileRow,
  backofficeReportMonths,
  canAddProfileRow,
  canAdvanceProfileWizard,
  canRemoveProfileRow,
  canSaveGroup,
  collapseSpaces,
  customProfileBaseOptions,
  filledProfileRows,
  lockedProfileIds,
  normalizePersonName,
  removeProfileRow,
  sanitizeGroupNameInput,
  sanitizePersonNameInput,
  validateAccessDays,
  validateAddUsers,
  validateBackofficeReportPeriod,
  validateBirthdate,
  validateConsumptionLimit,
  validateCustomProfileBase,
  validateCustomProfileDescription,
  validateCustomProfileName,
  validateEditUser,
  validateEmailList,
  validateFunctionalityToggle,
  validateGroupForm,
  validateGroupIps,
  validateGroupName,
  validateGroupTimeRange,
  validateOwnProfile,
  validatePermissionToggle,
  validateProfileLandline,
  validateProfileMobile,
  validateProfileName,
  validateProfileProducts,
  validateProfileRows,
  validateReportMonth,
} from '.';
import { toIsoDate } from '../dates';

// 15 June 2026, noon in São Paulo.
const NOW = new Date('2026-06-15T15:00:00Z');
// 1 July 2026 02:00 UTC is still 30 June in São Paulo.
const LATE_JUNE_NIGHT = new Date('2026-07-01T02:00:00Z');

const REQUIRED = 'Campo obrigatório.';
const INVALID = 'Valor inválido.';
const INVALID_DATE = 'Data inválida.';
const max = (n: number) => `Insira no maximo ${n} caracteres.`;

describe('validateReportMonth (customer)', () => {
  it.each<[DateInput, Date]>([
    ['2026-06-01', NOW],
    ['30/06/2026', NOW],
    ['2025-12-01', NOW],
    ['15/03/2026', NOW],
    [new Date(2026, 0, 10), NOW],
    ['2026-06-30', LATE_JUNE_NIGHT],
  ])('accepts %j at %s', (value, now) => {
    expect(validateReportMonth(value, now)).toBeNull();
  });

  it.each<[DateInput, Date, string]>([
    [null, NOW, REQUIRED],
    ['', NOW, REQUIRED],
    ['2025-11-30', NOW, 'Data não permitida. Informe uma data maior.'],
    ['01/01/2020', NOW, 'Data não permitida. Informe uma data maior.'],
    ['2026-07-01', NOW, 'O mês e ano não podem ser maiores que o mês e ano atuais.'],
    ['2026-07-01', LATE_JUNE_NIGHT, 'O mês e ano não podem ser maiores que o mês e ano atuais.'],
    ['31/02/2026', NOW, INVALID_DATE],
    ['junho', NOW, INVALID_DATE],
    [new Date(Number.NaN), NOW, INVALID_DATE],
  ])('refuses %j at %s with %j', (value, now, message) => {
    expect(validateReportMonth(value, now)).toBe(message);
  });
});

describe('backofficeReportMonths', () => {
  it.each<[Date, string[]]>([
    [NOW, ['2026-06-01', '2026-05-01', '2026-04-01', '2026-03-01', '2026-02-01', '2026-01-01', '2025-12-01']],
    [
      LATE_JUNE_NIGHT,
      ['2026-06-01', '2026-05-01', '2026-04-01', '2026-03-01', '2026-02-01', '2026-01-01', '2025-12-01'],
    ],
    [
      new Date('2026-03-31T12:00:00Z'),
      ['2026-03-01', '2026-02-01', '2026-01-01', '2025-12-01', '2025-11-01', '2025-10-01', '2025-09-01'],
    ],
  ])('at %s offers %j', (now, months) => {
    expect(backofficeReportMonths(now).map(toIsoDate)).toEqual(months);
  });
});

describe('validateBackofficeReportPeriod', () => {
  const range = (
    start: DateInput,
    end: DateInput,
    customerId: number | null = 7,
  ): BackofficeReportPeriod => ({
    mode: 'range',
    start,
    end,
    customerId,
  });

  it.each<BackofficeReportPeriod>([
    range('2026-06-01', '2026-06-15'),
    range(' 15/06/2026 ', '15/06/2026'),
    range('2025-12-15', '2026-01-15'),
    range('2026-05-20', '2026-06-15'),
    range(new Date(2026, 4, 1), new Date(2026, 4, 31)),
    { mode: 'month', month: '2026-06-01', customerId: 1 },
    { mode: 'month', month: '01/12/2025', customerId: 1 },
  ])('accepts %j', (period) => {
    expect(validateBackofficeReportPeriod(period, NOW)).toEqual({});
  });

  it.each<[BackofficeReportPeriod, Record<string, string>]>([
    [range('', '2026-06-10'), { start: REQUIRED }],
    [range('2026-06-01', null), { end: REQUIRED }],
    [range(undefined, undefined, null), { start: REQUIRED, end: REQUIRED, customerId: 'Informe o cliente.' }],
    [range('2025-12-14', '2026-01-10'), { start: 'A data inicial não pode ser menor que 15/12/2025.' }],
    [range('2026-06-01', '2026-06-16'), { end: 'A data final não pode ser maior que 15/06/2026.' }],
    [range('2026-01-01', '2026-02-02'), { end: 'A data final não pode ser maior que 01/02/2026.' }],
    [range('2026-06-10', '2026-06-05'), { start: 'A data inicial não pode ser maior que a data final.' }],
    [range('2026-06-20', '2026-06-10'), { start: 'A data inicial não pode ser maior que a data final.' }],
    [range('2026-06-20', '2026-06-25'), { end: 'A data final não pode ser maior que 15/06/2026.' }],
    [range('32/01/2026', '2026-02-01'), { start: INVALID_DATE }],
    [range('2026-06-01', '2026-06-05', null), { customerId: 'Informe o cliente.' }],
    [{ mode: 'month', customerId: 1 }, { month: REQUIRED }],
    [
      { mode: 'month', month: '2025-11-01' },
      { month: 'Data não permitida. Informe uma data maior.', customerId: 'Informe o cliente.' },
    ],
  ])('refuses %j with %j', (period, errors) => {
    expect(validateBackofficeReportPeriod(period, NOW)).toEqual(errors);
  });
});

describe('normalizePersonName', () => {
  it.each([
    ['maria  DA silva', 'Maria Da Silva'],
    ['  joão   pedro ', 'João Pedro'],
    ['ÉLCIO', 'Élcio'],
    ['ana-maria souza', 'Ana-maria Souza'],
    ["d'ávila", "D'ávila"],
    ['Maria', 'Maria'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normalizePersonName(input)).toBe(expected);
  });
});

describe('sanitizePersonNameInput', () => {
  it.each([
    ['Maria', 'Maria'],
    ["D'Ávila-Lima ", "D'Ávila-Lima "],
    ['João Silva', 'João Silva'],
    ['Maria123', 'Maria'],
    ['João  Silva', 'João Silva'],
    ['Ana@#Souza', 'AnaSouza'],
    ['José_2', 'José'],
  ])('%j -> %j', (input, expected) => {
    expect(sanitizePersonNameInput(input)).toBe(expected);
  });
});

describe('validateProfileName', () => {
  it.each(['Maria', 'Maria da Silva', "Joana D'Arc", 'x'.repeat(40), '  José   Souza  ', 'Ana-Lúcia'])(
    'accepts %j',
    (name) => {
      expect(validateProfileName(name)).toBeNull();
    },
  );

  it.each([
    ['', 'Informe o nome.'],
    ['   ', 'Informe o nome.'],
    ['x'.repeat(41), max(40)],
    ['Maria 2', INVALID],
    ['Ana@Souza', INVALID],
    ['Pedro_Alves', INVALID],
  ])('refuses %j with %j', (name, message) => {
    expect(validateProfileName(name)).toBe(message);
  });
});

describe('validateBirthdate (own profile)', () => {
  it.each<DateInput>([
    '',
    null,
    undefined,
    '15/06/2016',
    '15/06/1926',
    '01/01/1990',
    '1985-03-20',
    new Date(2000, 1, 29),
  ])('accepts %j', (value) => {
    expect(validateBirthdate(value, NOW)).toBeNull();
  });

  it.each<[DateInput, string]>([
    ['16/06/2016', 'Data de nascimento não permitida.'],
    ['14/06/1926', 'Data de nascimento não permitida.'],
    ['15/06/2030', 'Data de nascimento não permitida.'],
    ['01/01/1900', 'Data de nascimento não permitida.'],
    ['31/02/2000', 'Informe uma data válida.'],
    ['1990/01/01', 'Informe uma data válida.'],
    ['abc', 'Informe uma data válida.'],
    [new Date(Number.NaN), 'Informe uma data válida.'],
  ])('refuses %j with %j', (value, message) => {
    expect(validateBirthdate(value, NOW)).toBe(message);
  });
});

describe('validateProfileMobile', () => {
  it.each(['11987654321', '(11) 98765-4321', '(21) 99876-5432', '85991234567', ' 11987654321 '])(
    'accepts %j without MFA',
    (value) => {
      expect(validateProfileMobile(value, { companyHasMfa: false })).toBeNull();
    },
  );

  it.each(['', 'abc', '1132345678', '11111111111', '(11) 98765-4321'])(
    'does not judge %j with MFA',
    (value) => {
      expect(validateProfileMobile(value, { companyHasMfa: true })).toBeNull();
    },
  );

  it.each(['', '   ', '1132345678', '11111111111', '(11) 8765-4321', '00987654321', '11 98765x4321'])(
    'refuses %j without MFA',
    (value) => {
      expect(validateProfileMobile(value, { companyHasMfa: false })).toBe('Informe um celular válido.');
    },
  );
});

describe('validateProfileLandline', () => {
  it.each(['', '   ', '1132345678', '(21) 3234-5678', '(48) 3234-5678', ' 4832345678 '])(
    'accepts %j',
    (value) => {
      expect(validateProfileLandline(value)).toBeNull();
    },
  );

  it.each(['11987654321', '1112345678', '(10) 3234-5678', 'abc', '1111111111', '113234567'])(
    'refuses %j',
    (value) => {
      expect(validateProfileLandline(value)).toBe('Informe um telefone fixo válido.');
    },
  );
});

describe('validateOwnProfile', () => {
  const valid = { name: 'Maria Silva', birthdate: '01/01/1990', mobile: '(11) 98765-4321', phone: '' };

  it.each([
    [valid, false],
    [{ ...valid, birthdate: null }, false],
    [{ ...valid, phone: '(11) 3234-5678' }, false],
    [{ ...valid, mobile: '' }, true],
    [{ ...valid, name: 'joão  da silva' }, false],
  ])('accepts %j (MFA %s)', (form, companyHasMfa) => {
    expect(validateOwnProfile(form, { companyHasMfa, now: NOW })).toEqual({});
  });

  it.each<[typeof valid, boolean, Record<string, string>]>([
    [{ ...valid, name: '' }, false, { name: 'Informe o nome.' }],
    [{ ...valid, mobile: '' }, false, { mobile: 'Informe um celular válido.' }],
    [{ ...valid, phone: '119' }, true, { phone: 'Informe um telefone fixo válido.' }],
    [{ ...valid, birthdate: '01/01/2020' }, false, { birthdate: 'Data de nascimento não permitida.' }],
    [
      { name: ' ', birthdate: 'x', mobile: 'x', phone: 'x' },
      false,
      {
        name: 'Informe o nome.',
        birthdate: 'Informe uma data válida.',
        mobile: 'Informe um celular válido.',
        phone: 'Informe um telefone fixo válido.',
      },
    ],
  ])('refuses %j (MFA %s) with %j', (form, companyHasMfa, errors) => {
    expect(validateOwnProfile(form, { companyHasMfa, now: NOW })).toEqual(errors);
  });
});

describe('validateCustomProfileName', () => {
  it.each(['Financeiro Sul', 'Perfil-2', 'Operação Noturna', 'ABC 123', 'x'.repeat(40)])(
    'accepts %j on create',
    (name) => {
      expect(validateCustomProfileName(name, 'create')).toBeNull();
    },
  );

  it.each(['Financeiro Sul', 'Operação Noturna', 'Gestão', 'A B', 'x'.repeat(40)])(
    'accepts %j on edit',
    (name) => {
      expect(validateCustomProfileName(name, 'edit')).toBeNull();
    },
  );

  it.each<[string, 'create' | 'edit', string]>([
    ['', 'create', REQUIRED],
    ['  ', 'edit', REQUIRED],
    ['x'.repeat(41), 'create', max(40)],
    ['y'.repeat(41), 'edit', max(40)],
    ['Perfil_2', 'create', INVALID],
    ['Perfil@', 'create', INVALID],
    ['Perfil.Novo', 'create', INVALID],
    ['Perfil-2', 'edit', INVALID],
    ['Perfil 2', 'edit', INVALID],
    ['Perfil_A', 'edit', INVALID],
  ])('refuses %j on %s with %j', (name, mode, message) => {
    expect(validateCustomProfileName(name, mode)).toBe(message);
  });
});

describe('validateCustomProfileDescription', () => {
  it.each<[string, 'create' | 'edit']>([
    ['', 'create'],
    ['  ', 'create'],
    ['Acesso ao Localize', 'create'],
    ['x'.repeat(255), 'create'],
    ['Acesso ao Localize', 'edit'],
    ['x'.repeat(255), 'edit'],
  ])('accepts %j on %s', (description, mode) => {
    expect(validateCustomProfileDescription(description, mode)).toBeNull();
  });

  it.each<[string, 'create' | 'edit', string]>([
    ['', 'edit', REQUIRED],
    ['   ', 'edit', REQUIRED],
    ['x'.repeat(256), 'create', max(255)],
    ['x'.repeat(256), 'edit', max(255)],
    ['y'.repeat(1000), 'create', max(255)],
  ])('refuses %j on %s with %j', (description, mode, message) => {
    expect(validateCustomProfileDescription(description, mode)).toBe(message);
  });
});

describe('custom profile base', () => {
  it('never offers profile 2', () => {
    const profiles = [1, 2, 3, 4].map((id) => ({ id, name: `Perfil ${id}` }));
    expect(customProfileBaseOptions(profiles).map((profile) => profile.id)).toEqual([1, 3, 4]);
  });

  // Only three base profiles are offered, so only three inputs can be accepted.
  it.each([1, 3, 4])('accepts base %j', (id) => {
    expect(validateCustomProfileBase(id)).toBeNull();
  });

  it.each<[number | null, string]>([
    [null, REQUIRED],
    [2, INVALID],
    [0, INVALID],
    [5, INVALID],
    [7, INVALID],
    [99, INVALID],
  ])('refuses base %j with %j', (id, message) => {
    expect(validateCustomProfileBase(id)).toBe(message);
  });
});

describe('mandatory functionalities and permissions', () => {
  it.each<[number, number, boolean]>([
    [12, 63, true],
    [12, 64, false],
    [1, 63, false],
    [12, 146, false],
    [5, 1, false],
  ])('lets functionality of product %i, %i, be set to %s', (productId, functionalityId, active) => {
    expect(validateFunctionalityToggle(productId, functionalityId, active)).toBeNull();
  });

  it('refuses switching off the vehicles aggregates functionality', () => {
    expect(validateFunctionalityToggle(12, 63, false)).toBe(
      'Esta funcionalidade é obrigatória para a utilização deste produto.',
    );
  });

  it.each<[number, number, boolean]>([
    [12, 146, true],
    [12, 147, false],
    [1, 146, false],
    [12, 63, false],
    [13, 146, false],
  ])('lets permission of product %i, %i, be set to %s', (productId, permissionId, active) => {
    expect(validatePermissionToggle(productId, permissionId, active)).toBeNull();
  });

  it('refuses switching off the vehicles aggregates permission', () => {
    expect(validatePermissionToggle(12, 146, false)).toBe(
      'Esta permissão é obrigatória para a utilização deste produto.',
    );
  });

  it.each([
    [[]],
    [
      [
        {
          id: 12,
          functionalities: [
            { id: 63, active: true },
            { id: 64, active: false },
          ],
        },
      ],
    ],
    [[{ id: 1, functionalities: [{ id: 63, active: false }] }]],
  ])('accepts the products %j', (products) => {
    expect(validateProfileProducts(products)).toBeNull();
  });

  it.each([
    [[{ id: 12, functionalities: [{ id: 63, active: false }] }]],
    [
      [
        { id: 1, functionalities: [] },
        {
          id: 12,
          functionalities: [
            { id: 64, active: true },
            { id: 63, active: false },
          ],
        },
      ],
    ],
  ])('refuses the products %j', (products) => {
    expect(validateProfileProducts(products)).toBe(
      'Esta funcionalidade é obrigatória para a utilização deste produto.',
    );
  });
});

describe('canAdvanceProfileWizard', () => {
  const draft = (change: Partial<ProfileWizardDraft> = {}): ProfileWizardDraft => ({
    name: 'Operação Noturna',
    baseProfileId: 1,
    products: [{ id: 1, functionalities: [{ id: 10, active: true }] }],
    ...change,
  });

  it.each<[number, ProfileWizardDraft]>([
    [0, draft({ products: [] })],
    [1, draft()],
    [2, draft()],
    [3, draft()],
    [3, draft({ products: [{ id: 12, functionalities: [{ id: 63, active: true }] }] })],
  ])('advances from step %i with %j', (step, value) => {
    expect(canAdvanceProfileWizard(step, value)).toBe(true);
  });

  it.each<[number, ProfileWizardDraft]>([
    [0, draft({ name: '' })],
    [0, draft({ baseProfileId: null })],
    [0, draft({ baseProfileId: 2 })],
    [1, draft({ products: [] })],
    [2, draft({ products: [{ id: 1, functionalities: [{ id: 10, active: false }] }] })],
    [
      3,
      draft({
        products: [
          {
            id: 12,
            functionalities: [
              { id: 63, active: false },
              { id: 64, active: true },
            ],
          },
        ],
      }),
    ],
  ])('stays at step %i with %j', (step, value) => {
    expect(canAdvanceProfileWizard(step, value)).toBe(false);
  });
});

describe('validateEditUser', () => {
  const valid: EditUserForm = {
    name: 'Maria Silva',
    email: 'maria@empresa.com.br',
    groupId: 1,
    profileId: 3,
    mobile: '',
    phone: '',
    birthdate: '',
  };

  it.each<[Partial<EditUserForm>, boolean]>([
    [{}, false],
    [{ mobile: '(11) 98765-4321', phone: '1132345678' }, false],
    [{ birthdate: '01/01/1990' }, false],
    [{ mobile: 'abc' }, true],
    [{ email: `${'a'.repeat(55)}@x.com.br` }, false],
  ])('accepts %j (MFA %s)', (change, companyHasMfa) => {
    expect(validateEditUser({ ...valid, ...change }, { companyHasMfa, now: NOW })).toEqual({});
  });

  it.each<[Partial<EditUserForm>, Record<string, string>]>([
    [{ name: '' }, { name: 'Informe o nome.' }],
    [{ email: '' }, { email: REQUIRED }],
    [{ email: 'maria' }, { email: 'Informe um e-mail válido.' }],
    [{ email: `${'a'.repeat(56)}@x.com.br` }, { email: max(64) }],
    [
      { groupId: null, profileId: null },
      { groupId: REQUIRED, profileId: REQUIRED },
    ],
    [{ mobile: '1132345678' }, { mobile: 'Informe um celular válido.' }],
    [{ phone: '11987654321' }, { phone: 'Informe um telefone fixo válido.' }],
    [{ birthdate: '31/02/1990' }, { birthdate: 'Data de nascimento inválida.' }],
    [{ birthdate: '01/01/2020' }, { birthdate: 'Data de nascimento não permitida.' }],
  ])('refuses %j with %j', (change, errors) => {
    expect(validateEditUser({ ...valid, ...change }, { companyHasMfa: false, now: NOW })).toEqual(errors);
  });

  it('still judges name, e-mail, group, profile, phone and birthdate with MFA', () => {
    const form = {
      ...valid,
      name: '',
      email: 'x',
      groupId: null,
      phone: '1',
      birthdate: 'x',
      mobile: 'x',
    };
    expect(validateEditUser(form, { companyHasMfa: true, now: NOW })).toEqual({
      name: 'Informe o nome.',
      email: 'Informe um e-mail válido.',
      groupId: REQUIRED,
      phone: 'Informe um telefone fixo válido.',
      birthdate: 'Data de nascimento inválida.',
    });
  });
});

describe('validateEmailList', () => {
  it.each([
    [['a@x.com']],
    [['a@x.com', 'b@y.com.br']],
    [[' c@z.io ']],
    [['ana.silva@empresa.com.br']],
    [['x@y.org', 'z@w.net', 'k@l.io']],
  ])('accepts %j', (emails) => {
    expect(validateEmailList(emails)).toBeNull();
  });

  it.each<[string[], string]>([
    [[], REQUIRED],
    [['x'], 'Informe um e-mail válido.'],
    [['a@x.com', ''], 'Informe um e-mail válido.'],
    [['a@x'], 'Informe um e-mail válido.'],
    [['a b@x.com'], 'Informe um e-mail válido.'],
    [['a@x.com', 'b@@x.com'], 'Informe um e-mail válido.'],
  ])('refuses %j with %j', (emails, message) => {
    expect(validateEmailList(emails)).toBe(message);
  });
});

describe('validateAddUsers', () => {
  it.each([
    { emails: ['a@x.com'], groupId: 1, profileId: 3 },
    { emails: ['a@x.com', 'b@x.com'], groupId: 2, profileId: 1 },
    { emails: ['c@empresa.com.br'], groupId: 10, profileId: 4 },
    { emails: [' d@x.io'], groupId: 1, profileId: 99 },
    { emails: ['e@x.com', 'f@x.com', 'g@x.com'], groupId: 0, profileId: 0 },
  ])('accepts %j', (form) => {
    expect(validateAddUsers(form)).toEqual({});
  });

  it.each([
    [{ emails: [], groupId: 1, profileId: 3 }, { emails: REQUIRED }],
    [{ emails: ['a@x.com', 'b'], groupId: 1, profileId: 3 }, { emails: 'Informe um e-mail válido.' }],
    [{ emails: ['a@x.com'], groupId: null, profileId: 3 }, { groupId: REQUIRED }],
    [{ emails: ['a@x.com'], groupId: 1, profileId: null }, { profileId: REQUIRED }],
    [
      { emails: [], groupId: null, profileId: null },
      { emails: REQUIRED, groupId: REQUIRED, profileId: REQUIRED },
    ],
  ])('refuses %j with %j', (form, errors) => {
    expect(validateAddUsers(form)).toEqual(errors);
  });
});

describe('group name', () => {
  it.each([
    ['Grupo #1', 'Grupo 1'],
    ['Vendas_Sul', 'VendasSul'],
    ['São  Paulo', 'São Paulo'],
    ['Time-A!', 'Time-A'],
    [' Norte ', ' Norte '],
    ['Ação 2', 'Ação 2'],
  ])('typing %j keeps %j', (input, expected) => {
    expect(sanitizeGroupNameInput(input)).toBe(expected);
  });

  it.each([
    ['  a   b  ', 'a b'],
    ['a\tb', 'a b'],
    ['Vendas', 'Vendas'],
    ['   ', ''],
    ['São\n Paulo', 'São Paulo'],
  ])('on blur %j becomes %j', (input, expected) => {
    expect(collapseSpaces(input)).toBe(expected);
  });

  it.each(['Vendas', 'São Paulo - Centro', 'Grupo 1', 'x'.repeat(30), '  Norte  '])('accepts %j', (name) => {
    expect(validateGroupName(name)).toBeNull();
  });

  it.each([
    ['', 'Nome é obrigatório.'],
    ['   ', 'Nome é obrigatório.'],
    ['x'.repeat(31), max(30)],
    ['Grupo_1', INVALID],
    ['Grupo#1', INVALID],
  ])('refuses %j with %j', (name, message) => {
    expect(validateGroupName(name)).toBe(message);
  });
});

describe('validateConsumptionLimit', () => {
  const strict: ConsumptionLimitContext = { customerLimit: 1000, allowZero: false };
  const lenient: ConsumptionLimitContext = { customerLimit: 1000, allowZero: true };

  it.each<[number | null, ConsumptionLimitContext]>([
    [1, strict],
    [0.01, strict],
    [1000, strict],
    [999.99, strict],
    [null, lenient],
    [0, lenient],
    [1e9, { customerLimit: null, allowZero: false }],
  ])('accepts %j with %j', (value, context) => {
    expect(validateConsumptionLimit(value, context)).toBeNull();
  });

  it.each<[number | null, ConsumptionLimitContext, string]>([
    [null, strict, REQUIRED],
    [0, strict, 'Limite de consumo inválido.'],
    [-1, lenient, 'Limite de consumo inválido.'],
    [Number.NaN, strict, 'Limite de consumo inválido.'],
    [Number.POSITIVE_INFINITY, { customerLimit: null, allowZero: false }, 'Limite de consumo inválido.'],
    [1000.01, strict, 'Você excedeu o limite disponível.'],
    [5000, lenient, 'Você excedeu o limite disponível.'],
  ])('refuses %j with %j: %j', (value, context, message) => {
    expect(validateConsumptionLimit(value, context)).toBe(message);
  });
});

describe('validateGroupIps', () => {
  it.each([
    [[]],
    [['192.168.0.1']],
    [['10.0.0.1', '2001:db8::1']],
    [[' 8.8.8.8 ']],
    [['255.255.255.255', '0.0.0.0']],
  ])('accepts %j', (ips) => {
    expect(validateGroupIps(ips)).toBeNull();
  });

  it.each([[['192.168.0']], [['192.168.0.256']], [['abc']], [['10.0.0.1', '1921680001']], [['']]])(
    'refuses %j',
    (ips) => {
      expect(validateGroupIps(ips)).toBe('É necessário inserir os IPs com sua respectiva pontuação.');
    },
  );
});

describe('profile rows', () => {
  const row = (profileId: number | null, ...emails: string[]): ProfileRow => ({ profileId, emails });

  it.each<[ProfileRow[]]>([
    [[row(1, 'a@x.com')]],
    [[row(null)]],
    [[row(1, 'a@x.com'), row(3, 'b@x.com', 'c@x.com')]],
    [[row(1, 'a@x.com'), row(null)]],
    [[]],
  ])('accepts %j', (rows) => {
    expect(validateProfileRows(rows)).toEqual(rows.map(() => ({})));
  });

  it.each<[ProfileRow[], Record<string, string>[]]>([
    [[row(null, 'a@x.com')], [{ profileId: REQUIRED }]],
    [[row(1)], [{ emails: REQUIRED }]],
    [[row(1, 'bad')], [{ emails: 'Informe um e-mail válido.' }]],
    [
      [row(1, 'a@x.com'), row(1, 'b@x.com')],
      [{}, { profileId: 'O perfil de acesso não pode ser repetido.' }],
    ],
    [
      [row(3, 'a@x.com'), row(4, 'b@x.com'), row(3)],
      [{}, {}, { profileId: 'O perfil de acesso não pode ser repetido.', emails: REQUIRED }],
    ],
  ])('refuses %j with %j', (rows, errors) => {
    expect(validateProfileRows(rows)).toEqual(errors);
  });

  it.each<[number, number, boolean]>([
    [0, 1, true],
    [1, 3, true],
    [2, 3, true],
    [3, 3, false],
    [4, 3, false],
    [1, 1, false],
    [0, 0, false],
  ])('with %i rows and %i profiles, adding is %s', (count, profilesCount, expected) => {
    expect(
      canAddProfileRow(
        Array.from({ length: count }, () => row(null)),
        profilesCount,
      ),
    ).toBe(expected);
  });

  it.each<[ProfileRow, boolean]>([
    [row(null), false],
    [row(1), true],
    [row(null, 'a@x.com'), true],
    [row(2, 'a@x.com'), true],
  ])('%j can be removed: %s', (value, expected) => {
    expect(canRemoveProfileRow(value)).toBe(expected);
  });

  it("locks a row's profile in the other rows once a row is added after it, and releases it on removal", () => {
    const one = [row(3, 'a@x.com')];
    // Only one row: nothing locked yet.
    expect([...lockedProfileIds(one, 0)]).toEqual([]);
    const two = addProfileRow(one);
    expect(two).toEqual([row(3, 'a@x.com'), row(null)]);
    expect([...lockedProfileIds(two, 1)]).toEqual([3]);
    // A row never locks its own profile.
    expect([...lockedProfileIds(two, 0)]).toEqual([]);
    const three = addProfileRow([row(3, 'a@x.com'), row(4, 'b@x.com')]);
    expect([...lockedProfileIds(three, 2)].sort()).toEqual([3, 4]);
    expect([...lockedProfileIds(three, 0)]).toEqual([4]);
    // Removing the Operador row releases it.
    const released = removeProfileRow(three, 0);
    expect(released).toEqual([row(4, 'b@x.com'), row(null)]);
    expect([...lockedProfileIds(released, 1)]).toEqual([4]);
  });

  it('resets the last remaining row to empty instead of removing it', () => {
    expect(removeProfileRow([row(2, 'a@x.com')], 0)).toEqual([row(null)]);
  });

  it('sends only the started rows', () => {
    expect(filledProfileRows([row(3, 'a@x.com', 'b@x.com'), row(null)])).toEqual([
      { profileId: 3, emails: ['a@x.com', 'b@x.com'] },
    ]);
    expect(filledProfileRows([row(null)])).toEqual([]);
  });
});

describe('validateAccessDays', () => {
  const day = (key: AccessDay['day'], active = true): AccessDay => ({ day: key, active });
  const weekdaysOnly = [
    day('monday'),
    day('tuesday'),
    day('wednesday'),
    day('thursday'),
    day('friday'),
    day('saturday', false),
    day('sunday', false),
  ];

  it.each<[AccessDay[], AccessDay[] | undefined]>([
    [[day('monday')], undefined],
    [[day('monday'), day('saturday')], undefined],
    [[day('sunday'), day('monday', false)], undefined],
    [[day('friday')], weekdaysOnly],
    [weekdaysOnly, weekdaysOnly],
  ])('accepts %j', (days, customerDays) => {
    expect(validateAccessDays(days, customerDays)).toBeNull();
  });

  it.each<[AccessDay[], AccessDay[] | undefined, string]>([
    [[], undefined, REQUIRED],
    [[day('monday', false)], undefined, REQUIRED],
    [weekdaysOnly.map((d) => ({ ...d, active: false })), weekdaysOnly, REQUIRED],
    [[day('saturday')], weekdaysOnly, INVALID],
    [[day('monday'), day('sunday')], weekdaysOnly, INVALID],
  ])('refuses %j with %j', (days, customerDays, message) => {
    expect(validateAccessDays(days, customerDays)).toBe(message);
  });
});

describe('validateGroupTimeRange', () => {
  it.each<[string, string, { min?: string; max?: string }]>([
    ['08:00', '18:00', {}],
    ['00:00', '23:59', {}],
    ['07:00', '21:00', { min: '07:00', max: '21:00' }],
    ['09:30', '09:31', {}],
    ['12:00', '13:00', { min: '06:00' }],
  ])('accepts %s-%s within %j', (start, end, bounds) => {
    expect(validateGroupTimeRange(start, end, bounds)).toEqual({});
  });

  it.each<[string, string, { min?: string; max?: string }, Record<string, string>]>([
    ['08:00', '08:00', {}, { start: 'Horário inicial e final não podem ser iguais.' }],
    ['18:00', '08:00', {}, { start: 'Horário inicial não pode ser maior que o horário final.' }],
    ['25:00', '08:00', {}, { start: 'Horário inválido.' }],
    ['06:00', '18:00', { min: '07:00' }, { start: 'O horário não pode ser menor que 07:00.' }],
    ['08:00', '22:00', { max: '21:00' }, { end: 'O horário não pode ser maior que 21:00.' }],
    ['', '', {}, { start: 'Horário inválido.', end: 'Horário inválido.' }],
  ])('refuses %s-%s within %j with %j', (start, end, bounds, errors) => {
    expect(validateGroupTimeRange(start, end, bounds)).toEqual(errors);
  });
});

describe('the group form', () => {
  const days: AccessDay[] = [
    { day: 'monday', active: true },
    { day: 'tuesday', active: true },
    { day: 'saturday', active: false },
    { day: 'sunday', active: false },
  ];
  const valid: GroupForm = {
    groupName: 'Vendas Sul',
    consumptionLimit: 500,
    ips: ['10.0.0.1'],
    days,
    accessStartTime: '08:00',
    accessEndTime: '18:00',
    accessStartTimeWeekends: '',
    accessEndTimeWeekends: '',
    users: [{ profileId: 3, emails: ['a@x.com'] }],
  };
  const context: GroupFormContext = { customerLimit: 1000, allowZero: false };

  it.each<[Partial<GroupForm>, Partial<GroupFormContext>]>([
    [{}, {}],
    [{ users: [{ profileId: null, emails: [] }] }, {}],
    [{ consumptionLimit: null, ips: [] }, { allowZero: true }],
    [
      {
        days: [...days.slice(0, 2), { day: 'saturday', active: true }],
        accessStartTimeWeekends: '09:00',
        accessEndTimeWeekends: '13:00',
      },
      {},
    ],
    [{ users: [] }, { weekdayBounds: { min: '07:00', max: '21:00' } }],
  ])('saves %j with %j', (change, contextChange) => {
    const form = { ...valid, ...change };
    const ctx = { ...context, ...contextChange };
    expect(validateGroupForm(form, ctx)).toEqual({});
    expect(canSaveGroup(form, ctx)).toBe(true);
  });

  it.each<[Partial<GroupForm>, Partial<GroupFormContext>, Record<string, unknown>]>([
    [{ groupName: '' }, {}, { groupName: 'Nome é obrigatório.' }],
    [{ consumptionLimit: null }, {}, { consumptionLimit: REQUIRED }],
    [{ consumptionLimit: 1500 }, {}, { consumptionLimit: 'Você excedeu o limite disponível.' }],
    [{ ips: ['10.0.0'] }, {}, { ips: 'É necessário inserir os IPs com sua respectiva pontuação.' }],
    [{ days: days.map((d) => ({ ...d, active: false })) }, {}, { days: REQUIRED }],
    [
      { accessEndTime: '08:00' },
      {},
      { weekdayTime: { start: 'Horário inicial e final não podem ser iguais.' } },
    ],
    [
      { accessStartTime: '06:00' },
      { weekdayBounds: { min: '07:00' } },
      { weekdayTime: { start: 'O horário não pode ser menor que 07:00.' } },
    ],
    [
      { days: [{ day: 'sunday', active: true }] },
      {},
      { weekendTime: { start: 'Horário inválido.', end: 'Horário inválido.' } },
    ],
    [
      {
        users: [
          { profileId: 3, emails: ['a@x.com'] },
          { profileId: 3, emails: ['b@x.com'] },
        ],
      },
      {},
      { users: [{}, { profileId: 'O perfil de acesso não pode ser repetido.' }] },
    ],
  ])('does not save %j with %j: %j', (change, contextChange, errors) => {
    const form = { ...valid, ...change };
    const ctx = { ...context, ...contextChange };
    expect(validateGroupForm(form, ctx)).toEqual(errors);
    expect(canSaveGroup(form, ctx)).toBe(false);
  });
});
