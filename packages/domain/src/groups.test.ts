import { describe, expect, it } from 'vitest';
import {
  canActOnGroup,
  centsToReais,
  customerStatusLabel,
  groupAbilities,
  groupListScope,
  groupOpenMode,
  mayChangeGroupRestrictions,
  reaisToCents,
} from './groups';
import { PERMISSIONS as P } from './permissions';

const portal = (...permissions: string[]) => ({ permissions, environment: 'portal' as const, groupId: 7 });
const backoffice = (...permissions: string[]) => ({
  permissions,
  environment: 'backoffice' as const,
  groupId: 1,
});

describe('who acts on a group', () => {
  it.each([
    ['company view, any group', 'view', portal(P.groupsViewCompany), 9, true],
    ['group view, own group', 'view', portal(P.groupsViewGroup), 7, true],
    ['group view, another group', 'view', portal(P.groupsViewGroup), 9, false],
    ['group edit, own group', 'edit', portal(P.groupsEditGroup), 7, true],
    ['group edit, another group', 'edit', portal(P.groupsEditGroup), 9, false],
    ['company edit', 'edit', portal(P.groupsEditCompany), 9, true],
    ['group create key creates nothing', 'create', portal(P.groupsCreateGroup), 7, false],
    ['portal keys in the back office', 'view', { ...backoffice(P.groupsViewCompany) }, 9, false],
    ['back-office view', 'view', backoffice(P.backofficeGroupsView), 9, true],
    ['back-office keys in the portal', 'edit', portal(P.backofficeGroupsEdit), 7, false],
    ['no key', 'view', portal(), 7, false],
  ] as const)('%s', (_name, action, actor, groupId, expected) => {
    expect(canActOnGroup(action, actor, groupId)).toBe(expected);
  });

  it('leaves limit, hours, IPs and status to company-wide editors and staff, not to a group-scoped editor', () => {
    expect(mayChangeGroupRestrictions(portal(P.groupsEditGroup, P.groupsViewGroup))).toBe(false);
    expect(mayChangeGroupRestrictions(portal(P.groupsEditCompany))).toBe(true);
    expect(mayChangeGroupRestrictions(backoffice(P.backofficeGroupsEdit))).toBe(true);
    expect(mayChangeGroupRestrictions(backoffice(P.groupsEditCompany))).toBe(false);
  });

  it('narrows the list of a group-scope viewer to the own group', () => {
    expect(groupListScope(portal(P.groupsViewGroup))).toBe('own');
    expect(groupListScope(portal(P.groupsViewCompany, P.groupsViewGroup))).toBe('all');
    expect(groupListScope(backoffice(P.backofficeGroupsView))).toBe('all');
  });
});

describe('what the screens offer', () => {
  it.each([
    [
      portal(P.groupsViewCompany, P.groupsEditCompany, P.groupsCreateCompany),
      { view: true, edit: true, create: true, toggle: true },
    ],
    [
      portal(P.groupsViewGroup, P.groupsEditGroup, P.groupsCreateGroup),
      { view: true, edit: true, create: false, toggle: true },
    ],
    [portal(P.groupsViewCompany), { view: true, edit: false, create: false, toggle: false }],
    [backoffice(P.backofficeGroupsView), { view: true, edit: false, create: false, toggle: false }],
    [
      backoffice(P.backofficeGroupsView, P.backofficeGroupsEdit, P.backofficeGroupsCreate),
      { view: true, edit: true, create: true, toggle: true },
    ],
  ])('%j', (viewer, expected) => {
    expect(groupAbilities(viewer)).toEqual(expected);
  });

  it('opens a card in the chosen mode only when both are allowed', () => {
    const both = { view: true, edit: true, create: false, toggle: true };
    expect(groupOpenMode(both, 'view')).toBe('view');
    expect(groupOpenMode(both, 'edit')).toBe('edit');
    expect(groupOpenMode({ ...both, toggle: false, edit: false }, 'edit')).toBe('view');
    expect(groupOpenMode({ ...both, toggle: false, view: false }, 'view')).toBe('edit');
    expect(groupOpenMode({ view: false, edit: false, create: true, toggle: false }, 'view')).toBeNull();
  });
});

describe('money as exact cents', () => {
  it.each([
    ['10', 1000],
    ['10.5', 1050],
    ['10.05', 1005],
    ['0', 0],
    ['9999999999.99', 999999999999],
  ])('%s is %i cents', (text, cents) => {
    expect(reaisToCents(text)).toBe(cents);
  });

  it.each(['', '1,5', '1.234', '-1', 'abc', '1e3'])('%s is not money', (text) => {
    expect(reaisToCents(text)).toBeNull();
  });

  it('writes cents back as decimal text', () => {
    expect(centsToReais(123450)).toBe('1234.50');
    expect(centsToReais(5)).toBe('0.05');
  });
});

describe("a customer's status in the back office", () => {
  it.each([
    [
      { blockedForNonPayment: true, trialDaysRemaining: null, trialExpired: false },
      'Bloqueado por inadimplência',
    ],
    [{ blockedForNonPayment: false, trialDaysRemaining: 0, trialExpired: true }, 'Teste encerrado'],
    [{ blockedForNonPayment: false, trialDaysRemaining: 1, trialExpired: false }, 'Teste: 1 dia restante'],
    [
      { blockedForNonPayment: false, trialDaysRemaining: 12, trialExpired: false },
      'Teste: 12 dias restantes',
    ],
    [{ blockedForNonPayment: false, trialDaysRemaining: null, trialExpired: false }, 'Ativo'],
  ])('%j reads %s', (customer, label) => {
    expect(customerStatusLabel(customer).label).toBe(label);
  });
});
