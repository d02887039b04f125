/**
 * The rules of groups as the server enforces them. Delegation: a
 * company key reaches every group of the company, a group key the actor's own group and the groups
 * it manages (domain `groupScope`; any other answers 404, as the list does not show it), a
 * back-office key any group of the customer of the path. A group made with only the group create
 * key is managed by the creator's group and takes that group's limit, hours, IPs and status. The
 * body's field rules ran in the contract (domain); here: the customer's limit and zero rule, the
 * customer's locked days and time bounds, unique names (an index decides races: 409), no
 * self-lockout (an actor may not make their own group shut them out), and a group-scoped editor
 * keeps the group's limit, hours, IPs and status as an administrator set them. Every change is audited with before and after, and applies to
 * members' sessions on their next request: the session check reads the group's current rules per
 * request, and this instance forgets its cached callers of the group at once.
 */
import {
  GROUP_STATUS_IDS,
  accessWindow,
  accountMessages,
  canActOnGroup,
  centsToReais,
  newGroupRef,
  collapseSpaces,
  groupListScope,
  groupMessages,
  isIpAllowed,
  mayChangeGroupRestrictions,
  normalizeIpEntry,
  reaisToCents,
  validateConsumptionLimit,
  validateGroupTimeRange,
  usageMonthOf,
  type AccessHour,
  type GroupAction,
  type GroupRef,
} from '@painel/domain';
import {
  pagedList,
  type GroupBody,
  type GroupDetail,
  type GroupPage,
  type GroupSelectData,
  type InviteResult,
  type PageQuery,
} from '@painel/contracts';
import type { AppContext } from '../../core/context';
import type { Actor } from '../../core/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../core/audit/record-audit';
import { customerHours } from '../../core/auth/session.repository';
import {
  invitableProfiles,
  invitePlanned,
  planInvitations,
  type InvitationPlan,
} from '../users/users.service';
import { presentGroup, presentGroupDetail, presentHours, presentMoney } from './groups.presenter';
import * as repo from './groups.repository';

function actorScope(ctx: AppContext, actor: Actor) {
  return { permissions: actor.permissions, environment: ctx.environment, groupId: actor.groupId };
}

function mayAct(ctx: AppContext, actor: Actor, action: GroupAction, row: repo.GroupRow): boolean {
  return canActOnGroup(action, actorScope(ctx, actor), {
    id: row.id,
    managedByGroupId: row.managedByGroupId,
  });
}

export async function listGroups(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  page: PageQuery,
): Promise<GroupPage> {
  const { rows, total } = await repo.listGroups(
    ctx.db,
    companyId,
    groupListScope(actorScope(ctx, actor)),
    page,
  );
  const ids = rows.map((row) => row.id);
  const [hours, amounts] = await Promise.all([
    repo.hoursOf(ctx.db, ids),
    repo.monthAmounts(ctx.db, companyId, usageMonthOf(ctx.now()), ids),
  ]);
  const list = rows.map((row) => ({
    ...presentGroup(row, hours),
    monthConsumption: presentMoney(amounts.get(row.id) ?? '0') ?? '0.00',
  }));
  return pagedList(list, total, page);
}

/** The group when the actor may `action` it; another company's or one out of scope is not found. */
async function reachableGroup(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  groupId: number,
  action: GroupAction,
) {
  const row = await repo.findGroup(ctx.db, companyId, groupId);
  if (!row || !mayAct(ctx, actor, action, row)) throw new AppError('GROUP_NOT_FOUND');
  return row;
}

export async function getGroup(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  groupId: number,
): Promise<GroupDetail> {
  // The form of an editor reads the group too: a view or an edit key opens it (as the list shows it).
  const row = await repo.findGroup(ctx.db, companyId, groupId);
  if (!row || !(mayAct(ctx, actor, 'view', row) || mayAct(ctx, actor, 'edit', row)))
    throw new AppError('GROUP_NOT_FOUND');
  const [hours, members] = await Promise.all([
    repo.hoursOf(ctx.db, [groupId]),
    repo.membersOf(ctx.db, companyId, groupId),
  ]);
  return presentGroupDetail(row, hours, members);
}

/**
 * The restrictions a group created by this actor takes, when the actor may not set them (a
 * group-scoped creator): those of the actor's own group, so the new group cannot open what binds
 * its creator. Null for who sets them (an administrator, staff), or an actor without a group.
 */
async function inheritedRestrictions(ctx: AppContext, actor: Actor, companyId: number) {
  if (mayChangeGroupRestrictions(actorScope(ctx, actor)) || actor.groupId === null) return null;
  const row = await repo.findGroup(ctx.db, companyId, actor.groupId);
  if (!row) return null;
  return { row, hours: await repo.hoursOf(ctx.db, [row.id]) };
}

export async function selectData(ctx: AppContext, actor: Actor, companyId: number): Promise<GroupSelectData> {
  // The rows' profiles are judged for the group the actor may edit or create: the own group stands
  // for every group in a group key's scope (the rule is the same for all of them).
  const rowsGroup: GroupRef = {
    id: ctx.environment === 'portal' ? actor.groupId : null,
    managedByGroupId: null,
  };
  const [limits, profiles, defaults, inherited] = await Promise.all([
    repo.companyLimits(ctx.db, companyId),
    invitableProfiles(ctx, actor, companyId, rowsGroup),
    customerHours(ctx.db, companyId),
    inheritedRestrictions(ctx, actor, companyId),
  ]);
  return {
    limitationCustomer: presentMoney(limits?.consumptionLimit ?? null),
    allowGroupZeroConsumption: limits?.allowZeroConsumption ?? false,
    accessLimitation: defaults ?? [],
    profiles,
    inheritedRestrictions: inherited && {
      limitationPrice: presentMoney(inherited.row.consumptionLimit),
      ips: inherited.row.ips,
      accessLimitation: presentHours(inherited.hours),
    },
  };
}

/**
 * The form's profile-and-e-mail rows go through the users' invitation: judged before the
 * group is saved, so a refused row (403, audited) saves nothing; invited after it, per e-mail.
 */
async function planRows(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  group: GroupRef,
  body: GroupBody,
): Promise<InvitationPlan | null> {
  if (!body.profilesEmails || body.profilesEmails.length === 0) return null;
  return planInvitations(ctx, actor, companyId, group, body.profilesEmails);
}

async function inviteRows(
  ctx: AppContext,
  actor: Actor,
  plan: InvitationPlan | null,
  groupId: number,
): Promise<{ invitations?: InviteResult }> {
  return plan ? { invitations: await invitePlanned(ctx, actor, plan, groupId) } : {};
}

/** The limit against the customer's limit and zero rule, in exact cents. */
async function checkLimit(
  ctx: AppContext,
  companyId: number,
  limitationPrice: string | null | undefined,
): Promise<string | null> {
  const limits = await repo.companyLimits(ctx.db, companyId);
  const allowZero = limits?.allowZeroConsumption ?? false;
  const customerCents = limits?.consumptionLimit == null ? null : reaisToCents(limits.consumptionLimit);
  const cents = limitationPrice == null ? null : reaisToCents(limitationPrice);
  // Whole cents compared as reais: both sides are exact multiples of 0.01 from the same division.
  const message = validateConsumptionLimit(cents === null ? null : cents / 100, {
    customerLimit: customerCents === null ? null : customerCents / 100,
    allowZero,
  });
  if (message === accountMessages.consumptionLimitExceeded) throw new AppError('GROUP_LIMIT_EXCEEDED');
  if (message !== null) throw new AppError('GROUP_LIMIT_INVALID');
  return cents === null ? null : centsToReais(cents);
}

/**
 * Days the customer's defaults (staff set them) leave closed stay closed; times stay within
 * the customer's hours of that day.
 */
async function checkDays(ctx: AppContext, companyId: number, body: GroupBody) {
  const defaults: readonly AccessHour[] = (await customerHours(ctx.db, companyId)) ?? [];
  for (const day of body.accessLimitation) {
    const customer = defaults.find((d) => d.day === day.day);
    if (!customer) throw new AppError('GROUP_DAY_LOCKED');
    if (day.active && !customer.active) throw new AppError('GROUP_DAY_LOCKED');
    if (
      day.active &&
      Object.keys(
        validateGroupTimeRange(day.startTime, day.endTime, {
          min: customer.startTime,
          max: customer.endTime,
        }),
      ).length > 0
    ) {
      throw new AppError('GROUP_DAY_LOCKED');
    }
  }
  return [...body.accessLimitation].sort((a, b) => a.day - b.day);
}

function valuesOf(body: GroupBody, consumptionLimit: string | null, statusId: number): repo.GroupValues {
  const ips = [...new Set(body.ips.map(normalizeIpEntry).filter((ip) => ip !== ''))];
  return { name: collapseSpaces(body.name), statusId, consumptionLimit, ips };
}

async function nameGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (repo.isUniqueViolation(error)) throw new AppError('GROUP_NAME_TAKEN');
    throw error;
  }
}

/**
 * No self-lockout (portal): a change to the actor's own group may not leave them outside it —
 * inactive, their address off the list, or this moment outside the hours. Audited, then refused.
 */
async function refuseSelfLockout(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  groupId: number,
  values: repo.GroupValues,
  hours: GroupBody['accessLimitation'],
) {
  if (ctx.environment !== 'portal' || actor.groupId !== groupId) return;
  const shutOut =
    values.statusId === GROUP_STATUS_IDS.inactive ||
    !isIpAllowed(actor.ip, values.ips) ||
    !accessWindow(hours, ctx.now()).allowed;
  if (!shutOut) return;
  await recordAudit(ctx.db, actor, 'GROUP_UPDATE', {
    outcome: 'FORBIDDEN',
    companyId,
    groupId,
    reason: 'SELF_LOCKOUT',
  });
  throw new AppError('GROUP_SELF_LOCKOUT');
}

/**
 * A group-scoped creator's new group takes the restrictions of the creator's group, as they are
 * stored (the form shows them locked): a body that asks for others is audited and refused, like an
 * edit of them. An actor whose group is gone creates nothing.
 */
async function inheritedValues(ctx: AppContext, actor: Actor, companyId: number, body: GroupBody) {
  const inherited = await inheritedRestrictions(ctx, actor, companyId);
  if (!inherited) throw new AppError('GROUP_NOT_FOUND');
  const changed = await changedRestrictions(ctx, inherited.row, body);
  if (changed.length > 0) {
    await recordAudit(ctx.db, actor, 'GROUP_CREATE', {
      outcome: 'FORBIDDEN',
      companyId,
      groupId: null,
      reason: 'RESTRICTIONS_LOCKED',
      changed,
    });
    throw new AppError('GROUP_RESTRICTIONS_LOCKED');
  }
  return {
    values: valuesOf(
      { ...body, ips: inherited.row.ips },
      presentMoney(inherited.row.consumptionLimit),
      inherited.row.statusId,
    ),
    hours: inherited.hours.map(({ day, active, startTime, endTime }) => ({
      day,
      active,
      startTime,
      endTime,
    })),
  };
}

async function freeValues(ctx: AppContext, companyId: number, body: GroupBody) {
  const consumptionLimit = await checkLimit(ctx, companyId, body.limitationPrice);
  const hours = await checkDays(ctx, companyId, body);
  return { values: valuesOf(body, consumptionLimit, body.status ?? GROUP_STATUS_IDS.active), hours };
}

export async function createGroup(ctx: AppContext, actor: Actor, companyId: number, body: GroupBody) {
  const group = newGroupRef(actorScope(ctx, actor));
  // The route let a create key through; one without a group to manage the new one creates nothing.
  if (!group) throw new AppError('GROUP_NOT_FOUND');
  const { values, hours } = mayChangeGroupRestrictions(actorScope(ctx, actor))
    ? await freeValues(ctx, companyId, body)
    : await inheritedValues(ctx, actor, companyId, body);
  const plan = await planRows(ctx, actor, companyId, group, body);
  const groupId = await nameGuard(() =>
    ctx.db.transaction().execute(async (trx) => {
      const id = await repo.insertGroup(trx, companyId, values, group.managedByGroupId);
      await repo.replaceHours(trx, id, hours);
      await recordAudit(trx, actor, 'GROUP_CREATE', {
        companyId,
        groupId: id,
        before: null,
        after: { ...values, managedByGroupId: group.managedByGroupId, accessLimitation: hours },
      });
      return id;
    }),
  );
  return { message: groupMessages.created, groupId, ...(await inviteRows(ctx, actor, plan, groupId)) };
}

/** Which restrictions a body changes against the stored group: limit, status, IPs, days and hours. */
async function changedRestrictions(ctx: AppContext, row: repo.GroupRow, body: GroupBody): Promise<string[]> {
  // A group with no saved hours is held to the terms' default, which is what its form shows.
  const stored = presentHours(await repo.hoursOf(ctx.db, [row.id]));
  const sameDay = (day: GroupBody['accessLimitation'][number]) => {
    const before = stored.find((s) => s.day === day.day);
    if (!before || before.active !== day.active) return false;
    return !day.active || (before.startTime === day.startTime && before.endTime === day.endTime);
  };
  const ipSet = (ips: readonly string[]) =>
    JSON.stringify([...new Set(ips.map(normalizeIpEntry).filter((ip) => ip !== ''))].sort());
  const cents = (value: string | null | undefined) => (value == null ? null : reaisToCents(value));
  const changed: string[] = [];
  if (cents(body.limitationPrice) !== cents(row.consumptionLimit)) changed.push('consumptionLimit');
  if ((body.status ?? row.statusId) !== row.statusId) changed.push('status');
  if (ipSet(body.ips) !== ipSet(row.ips)) changed.push('ips');
  if (body.accessLimitation.length !== stored.length || !body.accessLimitation.every(sameDay))
    changed.push('accessLimitation');
  return changed;
}

/**
 * A group-scoped editor (a Gerente) renames the group and invites into it, but may not
 * lift a restriction that binds themselves: a body that changes the limit, hours, IPs or status is
 * audited and refused, and nothing of it is saved.
 */
async function refuseRestrictionChange(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  row: repo.GroupRow,
  body: GroupBody,
) {
  const changed = await changedRestrictions(ctx, row, body);
  if (changed.length === 0) return;
  await recordAudit(ctx.db, actor, 'GROUP_UPDATE', {
    outcome: 'FORBIDDEN',
    companyId,
    groupId: row.id,
    reason: 'RESTRICTIONS_LOCKED',
    changed,
  });
  throw new AppError('GROUP_RESTRICTIONS_LOCKED');
}

export async function updateGroup(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  groupId: number,
  body: GroupBody,
) {
  const row = await reachableGroup(ctx, actor, companyId, groupId, 'edit');
  const restricted = !mayChangeGroupRestrictions(actorScope(ctx, actor));
  if (restricted) await refuseRestrictionChange(ctx, actor, companyId, row, body);
  // Unchanged restrictions are the administrator's: a later, lower customer limit does not block a rename.
  const consumptionLimit = restricted
    ? presentMoney(row.consumptionLimit)
    : await checkLimit(ctx, companyId, body.limitationPrice);
  // Likewise the hours: a Gerente's body carries them unchanged (refused otherwise), and hours
  // saved before staff narrowed the customer's defaults stay saved; requests meet both at once.
  const hours = restricted
    ? [...body.accessLimitation].sort((a, b) => a.day - b.day)
    : await checkDays(ctx, companyId, body);
  const existing = await repo.findGroup(ctx.db, companyId, groupId);
  const values = valuesOf(
    body,
    consumptionLimit,
    body.status ?? existing?.statusId ?? GROUP_STATUS_IDS.active,
  );
  await refuseSelfLockout(ctx, actor, companyId, groupId, values, hours);
  const plan = await planRows(
    ctx,
    actor,
    companyId,
    { id: row.id, managedByGroupId: row.managedByGroupId },
    body,
  );
  await nameGuard(() =>
    ctx.db.transaction().execute(async (trx) => {
      const locked = await repo.lockGroup(trx, companyId, groupId);
      if (!locked) throw new AppError('GROUP_NOT_FOUND');
      const before = {
        name: locked.name,
        statusId: locked.statusId,
        consumptionLimit: presentMoney(locked.consumptionLimit),
        ips: locked.ips,
        accessLimitation: (await repo.hoursOf(trx, [groupId])).map(({ day, active, startTime, endTime }) => ({
          day,
          active,
          startTime,
          endTime,
        })),
      };
      await repo.updateGroup(trx, groupId, values);
      await repo.replaceHours(trx, groupId, hours);
      await recordAudit(trx, actor, 'GROUP_UPDATE', {
        companyId,
        groupId,
        before,
        after: { ...values, accessLimitation: hours },
      });
    }),
  );
  // Members' sessions read the group's rules on every request; this instance's cache forgets them now.
  for (const userId of await repo.memberIds(ctx.db, groupId)) ctx.principals.forgetUser(userId);
  return { message: groupMessages.updated, groupId, ...(await inviteRows(ctx, actor, plan, groupId)) };
}
