import { describe, expect, it } from 'vitest';
import { reachesGroup } from './group-scope';
import {
  canActOnGroup,
  centsToReais,
  customerStatusLabel,
  groupAbilities,
  groupListScope,
  groupOpenMode,
  groupScope,
  inGroupScope,
  mayChangeGroupRestrictions,
  newGroupRef,
  reaisToCents,
} from './groups';
import { PERMISSIONS as P } from './permissions';

const portal = (...permissions: string[]) => ({ permissions, environment: 'portal' as const, groupId: 7 });
const backoffice = (...permissions: string[]) => ({
  permissions,
  environment: 'backoffice' as const,
  groupId: 1,
});

describe('reachesGroup: the GRUPO scope is the own group and the groups it manages, one level', () => {
  it.each([
    ['the own group', 7, { id: 7, managedByGroupId: null }, true],
    ['a group the own group manages', 7, { id: 9, managedByGroupId: 7 }, true],
    ['a group being created by the own group', 7, { id: null, managedByGroupId: 7 }, true],
    ['a group another group manages', 7, { id: 9, managedByGroupId: 8 }, false],
    ['a company group', 7, { id: 9, managedByGroupId: null }, false],
    ['no group', 7, null, false],
    ['an actor without a group', null, { id: 9, managedByGroupId: null }, false],
    ['an actor without a group, a new company group', null, { id: null, managedByGroupId: null }, false],
  ] as const)('%s: %s', (_name, own, group, expected) => {
    expect(reachesGroup(own, group)).toBe(expected);
  });
});

const own = { id: 7, managedByGroupId: null };
const other = { id: 9, managedByGroupId: null };
const managed = { id: 11, managedByGroupId: 7 };
const sibling = { id: 12, managedByGroupId: 9 };
/** Two levels down: managed by a group the own group manages. */
const grandchild = { id: 13, managedByGroupId: 11 };

describe('who acts on a group', () => {
  it.each([
    ['company view, any group', 'view', portal(P.groupsViewCompany), other, true],
    ['group view, own group', 'view', portal(P.groupsViewGroup), own, true],
    ['group view, a managed group', 'view', portal(P.groupsViewGroup), managed, true],
    ['group view, another group', 'view', portal(P.groupsViewGroup), other, false],
    ["group view, another group's managed group", 'view', portal(P.groupsViewGroup), sibling, false],
    ['group view, two levels down', 'view', portal(P.groupsViewGroup), grandchild, false],
    ['group edit, own group', 'edit', portal(P.groupsEditGroup), own, true],
    ['group edit, a managed group', 'edit', portal(P.groupsEditGroup), managed, true],
    ['group edit, another group', 'edit', portal(P.groupsEditGroup), other, false],
    ['company edit', 'edit', portal(P.groupsEditCompany), sibling, true],
    [
      'group create, a group of the own group',
      'create',
      portal(P.groupsCreateGroup),
      { id: null, managedByGroupId: 7 },
      true,
    ],
    [
      'group create, a company group',
      'create',
      portal(P.groupsCreateGroup),
      { id: null, managedByGroupId: null },
      false,
    ],
    ['portal keys in the back office', 'view', { ...backoffice(P.groupsViewCompany) }, other, false],
    ['back-office view', 'view', backoffice(P.backofficeGroupsView), sibling, true],
    ['back-office keys in the portal', 'edit', portal(P.backofficeGroupsEdit), own, false],
    ['no key', 'view', portal(), own, false],
    ['group key without a group', 'view', { ...portal(P.groupsViewGroup), groupId: null }, own, false],
  ] as const)('%s', (_name, action, actor, group, expected) => {
    expect(canActOnGroup(action, actor, group)).toBe(expected);
  });

  it('agrees with the scope the list is filtered by, for every action and group', () => {
    const actors = [
      portal(P.groupsViewGroup, P.groupsEditGroup, P.groupsCreateGroup),
      portal(P.groupsViewCompany),
      portal(),
      backoffice(P.backofficeGroupsView),
    ];
    for (const actor of actors)
      for (const action of ['view', 'edit', 'create'] as const)
        for (const group of [own, other, managed, sibling, grandchild])
          expect(canActOnGroup(action, actor, group)).toBe(inGroupScope(groupScope(action, actor), group));
  });

  it('leaves limit, hours, IPs and status to company-wide editors and staff, not to a group-scoped editor', () => {
    expect(mayChangeGroupRestrictions(portal(P.groupsEditGroup, P.groupsViewGroup))).toBe(false);
    expect(mayChangeGroupRestrictions(portal(P.groupsEditCompany))).toBe(true);
    expect(mayChangeGroupRestrictions(backoffice(P.backofficeGroupsEdit))).toBe(true);
    expect(mayChangeGroupRestrictions(backoffice(P.groupsEditCompany))).toBe(false);
  });

  it('lists what the actor may view or edit: the company, or the own group and those it manages', () => {
    expect(groupListScope(portal(P.groupsViewGroup))).toEqual({ kind: 'group', groupId: 7 });
    expect(groupListScope(portal(P.groupsEditGroup))).toEqual({ kind: 'group', groupId: 7 });
    expect(groupListScope(portal(P.groupsViewGroup, P.groupsEditCompany))).toEqual({ kind: 'company' });
    expect(groupListScope(portal(P.groupsViewCompany, P.groupsViewGroup))).toEqual({ kind: 'company' });
    expect(groupListScope(backoffice(P.backofficeGroupsView))).toEqual({ kind: 'company' });
    expect(groupListScope(portal())).toEqual({ kind: 'none' });
  });

  it("makes a new group the company's with a company key, the creator group's with only the group key", () => {
    expect(newGroupRef(portal(P.groupsCreateCompany, P.groupsCreateGroup))).toEqual({
      id: null,
      managedByGroupId: null,
    });
    expect(newGroupRef(portal(P.groupsCreateGroup))).toEqual({ id: null, managedByGroupId: 7 });
    expect(newGroupRef({ ...portal(P.groupsCreateGroup), groupId: null })).toBeNull();
    expect(newGroupRef(backoffice(P.backofficeGroupsCreate))).toEqual({ id: null, managedByGroupId: null });
    expect(newGroupRef(portal(P.groupsViewCompany))).toBeNull();
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
      { view: true, edit: true, create: true, toggle: true },
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
