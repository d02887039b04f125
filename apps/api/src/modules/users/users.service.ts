/**
 * User administration as the server enforces it. One rule decides what
 * the list shows and what every action allows: domain `userScope`/`canActOnUser` (administrators
 * company-wide, a manager only the Operador users of their own group and of the groups it manages,
 * the back office by its keys). A change must also leave the user within the actor's reach (nobody gains rights by moving
 * a user into a group or profile), never removes the company's last active administrator (the
 * company row is locked while counting), and ends the user's sessions when it deactivates, blocks
 * or deletes them. Every change is audited with before and after; every refusal too.
 */
import { verify } from '@node-rs/argon2';
import {
  BASE_PROFILES,
  GROUP_STATUS_IDS,
  PROVIDER_COMPANY_ID,
  USER_STATUSES,
  USER_STATUS_IDS,
  type AuditAction,
  canActOnUser,
  canCreateUser,
  canDeleteUser,
  invitedUserName,
  isActiveAdministrator,
  isAttendance,
  isBackofficeAdministrative,
  isMfaResettable,
  isSquad,
  isUnblockable,
  isUserEditable,
  isValidEmail,
  mfaResetDecision,
  normaliseSecurityAnswer,
  currentSecurityCheckWindow,
  securityCheckAttemptsLeft,
  securityCheckMinutesLeft,
  userMessages,
  userScope,
  accountNoticeMessages,
  normalizePersonName,
  onlyDigits,
  parseDate,
  toIsoDate,
  validateEditUser,
  type GroupRef,
  type ProfileRef,
  type UserAction,
  type UserActor,
  type UserStatusId,
} from '@painel/domain';
import {
  pagedList,
  type UserOptions,
  type InviteBody,
  type InviteResult,
  type InviteRow,
  type UserItem,
  type UserPage,
  type UserUpdateBody,
  type UsersQuery,
} from '@painel/contracts';
import type { Actor } from '../../core/actor';
import type { AppContext } from '../../core/context';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../core/audit/record-audit';
import { noticeMail } from '../../lib/delivery/notice-mail';
import { revokeUserSessions } from '../auth/sessions.service';
import { applyMfaReset } from '../mfa/mfa-reset';
import { requestEmailChange, sendEmailChangeMails } from './email-change';
import { sendPasswordChangeLink, sendRegisterInvitation } from '../passwords/passwords.service';
import { removesLastAdministrator } from './last-administrator';
import * as repo from './users.repository';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findUser>>>;

/** Why a user's sessions ended, as the sessions table records it. */
export const SESSION_END_REASONS = {
  inactivated: 'USER_INACTIVATED',
  blocked: 'USER_BLOCKED',
  deleted: 'USER_DELETED',
} as const;

const clock = (ctx: AppContext) => ctx.now();

function userActorOf(ctx: AppContext, actor: Actor): UserActor {
  return {
    userId: actor.userId,
    companyId: actor.companyId,
    groupId: actor.groupId,
    profile: {
      id: actor.profile.id,
      isCustomProfile: !actor.profile.isBase,
      baseProfileId: actor.profile.baseProfileId,
    },
    permissions: actor.permissions,
    environment: ctx.environment,
  };
}

function profileOf(row: {
  profileId: number;
  profileIsBase: boolean;
  baseProfileId: number | null;
}): ProfileRef {
  return { id: row.profileId, isCustomProfile: !row.profileIsBase, baseProfileId: row.baseProfileId };
}

function targetOf(row: Row) {
  return {
    userId: row.id,
    companyId: row.companyId,
    groupId: row.groupId,
    groupManagedBy: row.groupManagedBy,
    profile: profileOf(row),
  };
}

/** The facts an audit row keeps of a user, before and after a change. */
function snapshot(row: Pick<Row, 'statusId' | 'groupId' | 'profileId' | 'email'> & { mfaStatus?: string }) {
  return {
    email: row.email,
    statusId: row.statusId,
    groupId: row.groupId,
    profileId: row.profileId,
    ...(row.mfaStatus ? { mfaStatus: row.mfaStatus } : {}),
  };
}

function isStaffRole(actor: Actor): boolean {
  const profile = {
    id: actor.profile.id,
    isCustomProfile: !actor.profile.isBase,
    baseProfileId: actor.profile.baseProfileId,
  };
  return isBackofficeAdministrative(profile) || isSquad(profile) || isAttendance(profile);
}

/** The staff never administer the provider's own accounts through a customer's path. */
function assertCustomer(companyId: number) {
  if (companyId === PROVIDER_COMPANY_ID) throw new AppError('USER_NOT_FOUND');
}

function canResetMfa(ctx: AppContext, actor: Actor, row: Row): boolean {
  if (!isMfaResettable(row.mfaStatus)) return false;
  const decision = mfaResetDecision(
    {
      userId: actor.userId,
      companyId: actor.companyId,
      profile: userActorOf(ctx, actor).profile,
      permissions: actor.permissions,
    },
    { userId: row.id, companyId: row.companyId },
  );
  return decision === 'allowed' && canActOnUser(userActorOf(ctx, actor), targetOf(row), 'view');
}

function canAskSecurityQuestion(ctx: AppContext, actor: Actor, row: Row): boolean {
  return (
    ctx.environment === 'backoffice' &&
    isStaffRole(actor) &&
    isMfaResettable(row.mfaStatus) &&
    canActOnUser(userActorOf(ctx, actor), targetOf(row), 'view')
  );
}

function abilitiesOf(
  ctx: AppContext,
  actor: Actor,
  row: Row,
  activeAdministrators: number,
): UserItem['abilities'] {
  const who = userActorOf(ctx, actor);
  const target = targetOf(row);
  const edit = isUserEditable(row.statusId) && canActOnUser(who, target, 'edit');
  const standing = { statusId: row.statusId, profile: target.profile };
  return {
    edit,
    // The update refuses to inactivate the last active administrator: the row does not offer it.
    changeStatus:
      edit &&
      !removesLastAdministrator(
        standing,
        { statusId: USER_STATUS_IDS.inactive, profile: target.profile },
        activeAdministrators,
      ),
    delete: canDeleteUser(who, target),
    resendLink: row.statusId === USER_STATUS_IDS.pending && canActOnUser(who, target, 'resendLink'),
    requestPasswordChange:
      row.statusId === USER_STATUS_IDS.active && canActOnUser(who, target, 'requestPasswordChange'),
    resetMfa: canResetMfa(ctx, actor, row),
    securityQuestion: canAskSecurityQuestion(ctx, actor, row),
    unblock: isUnblockable(row.statusId) && canActOnUser(who, target, 'unblock'),
  };
}

function present(
  ctx: AppContext,
  actor: Actor,
  row: Row,
  activeAdministrators: number,
  pendingEmail: string | null,
): UserItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    pendingEmail,
    cpf: row.cpf,
    birthdate: row.birthdate,
    mobile: row.mobile,
    phone: row.phone,
    group: row.groupId !== null && row.groupName !== null ? { id: row.groupId, name: row.groupName } : null,
    profile: {
      id: row.profileId,
      name: row.profileName,
      description: row.profileDescription,
      baseProfileName: row.baseProfileName,
    },
    status: { id: row.statusId, name: USER_STATUSES[row.statusId as UserStatusId] ?? String(row.statusId) },
    mfa: {
      status: row.mfaStatus,
      hasSecurityQuestion: Boolean(row.hasSecurityQuestion),
      // The question itself only to staff who may ask it (the answer never leaves the server).
      securityQuestion: canAskSecurityQuestion(ctx, actor, row) ? row.mfaSecurityQuestion : null,
    },
    abilities: abilitiesOf(ctx, actor, row, activeAdministrators),
  };
}

/** The base profiles users of a customer may hold. */
const CUSTOMER_BASE_IDS = Object.values(BASE_PROFILES)
  .filter((p) => p.environment === 'portal')
  .map((p) => p.id);

async function refuse(
  ctx: AppContext,
  actor: Actor,
  action: AuditAction,
  companyId: number,
  targetUserId: number | null,
  reason: string,
  attempted?: unknown,
): Promise<never> {
  await recordAudit(ctx.db, actor, action, {
    outcome: 'FORBIDDEN',
    companyId,
    targetUserId,
    reason,
    ...(attempted ? { attempted } : {}),
  });
  throw new AppError(reason === 'LAST_ADMINISTRATOR' ? 'LAST_ADMINISTRATOR' : 'USER_FORBIDDEN');
}

/** Finds the target in the company (404 otherwise) and checks the action's reach (403, audited). */
async function reachable(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  userId: number,
  action: UserAction,
  auditAction: AuditAction,
): Promise<Row> {
  assertCustomer(companyId);
  const row = await repo.findUser(ctx.db, companyId, userId);
  if (!row) throw new AppError('USER_NOT_FOUND');
  if (!canActOnUser(userActorOf(ctx, actor), targetOf(row), action)) {
    await refuse(ctx, actor, auditAction, companyId, row.id, 'OUT_OF_REACH');
  }
  return row;
}

function endSessions(ctx: AppContext, trx: Db, userId: number, reason: string, now: Date) {
  return revokeUserSessions(trx, userId, reason, now);
}

// --- List ---

export async function listUsers(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  query: UsersQuery,
): Promise<UserPage> {
  assertCustomer(companyId);
  const who = userActorOf(ctx, actor);
  const scope = userScope(who, 'view');
  const [{ rows, total }, company, activeAdministrators] = await Promise.all([
    repo.listUsers(ctx.db, companyId, scope, query),
    repo.companyUsesMfa(ctx.db, companyId),
    repo.countActiveAdministrators(ctx.db, companyId),
  ]);
  const canCreate =
    ctx.environment === 'backoffice'
      ? canCreateUser(who, {
          companyId,
          groupId: null,
          groupManagedBy: null,
          profile: { id: 0, isCustomProfile: false, baseProfileId: null },
        })
      : scope.kind !== 'none' &&
        canCreateUser(who, {
          companyId,
          // The own group, reached by its id whoever manages it.
          groupId: actor.groupId,
          groupManagedBy: null,
          profile: { id: 3, isCustomProfile: false, baseProfileId: null },
        });
  const pending = new Map(
    (
      await repo.pendingEmailChanges(
        ctx.db,
        rows.map((row) => row.id),
        clock(ctx),
      )
    ).map((change) => [change.userId, change.newEmail]),
  );
  return {
    ...pagedList(
      rows.map((row) => present(ctx, actor, row, activeAdministrators, pending.get(row.id) ?? null)),
      total,
      query,
    ),
    companyUsesMfa: company?.flagMfa ?? false,
    canCreate,
  };
}

// --- Update ---

async function placementOf(ctx: AppContext, companyId: number, groupId: number, profileId: number) {
  const [group, profile] = await Promise.all([
    repo.findGroup(ctx.db, companyId, groupId),
    repo.findAssignableProfile(ctx.db, companyId, CUSTOMER_BASE_IDS, profileId),
  ]);
  if (!group) throw new AppError('USER_GROUP_NOT_FOUND');
  if (!profile) throw new AppError('PROFILE_NOT_FOUND');
  return {
    group,
    profile: { id: profile.id, isCustomProfile: !profile.isBase, baseProfileId: profile.baseProfileId },
  };
}

export async function updateUser(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  userId: number,
  body: UserUpdateBody,
): Promise<{ message: string }> {
  const row = await reachable(ctx, actor, companyId, userId, 'edit', 'USER_UPDATE');
  if (!isUserEditable(row.statusId)) throw new AppError('USER_NOT_EDITABLE');
  const now = clock(ctx);
  const companyHasMfa = (await repo.companyUsesMfa(ctx.db, companyId))?.flagMfa ?? false;
  const contact = contactOf(row, body, companyHasMfa, now);
  const placement = await placementOf(ctx, companyId, body.groupId, body.profileId);
  const after = {
    ...targetOf(row),
    groupId: body.groupId,
    groupManagedBy: placement.group.managedByGroupId,
    profile: placement.profile,
  };
  // No escalation: the user must stay within the actor's reach where the change puts them.
  if (!canActOnUser(userActorOf(ctx, actor), after, 'edit')) {
    await refuse(ctx, actor, 'USER_UPDATE', companyId, row.id, 'ESCALATION', {
      groupId: body.groupId,
      profileId: body.profileId,
    });
  }
  const outcome = await inTransaction(ctx.db, async (trx) => {
    // Lock first, then decide on the target as it is now: a row read before the lock may be stale.
    await repo.lockCompany(trx, companyId);
    const fresh = await repo.findUser(trx, companyId, row.id);
    if (!fresh) return 'NOT_FOUND' as const;
    const before = { ...snapshot(fresh), ...contactSnapshot(fresh) };
    const next = {
      ...before,
      ...contact.values,
      statusId: body.statusId,
      groupId: body.groupId,
      profileId: body.profileId,
    };
    const current = { statusId: fresh.statusId, profile: profileOf(fresh) };
    if (
      isActiveAdministrator(current) &&
      removesLastAdministrator(
        current,
        { statusId: body.statusId, profile: placement.profile },
        await repo.countActiveAdministrators(trx, companyId),
      )
    ) {
      return { refused: next };
    }
    await repo.updateUser(trx, row.id, {
      ...contact.values,
      statusId: body.statusId,
      groupId: body.groupId,
      profileId: body.profileId,
      updatedAt: now,
    });
    if (body.statusId === USER_STATUS_IDS.inactive && fresh.statusId !== USER_STATUS_IDS.inactive) {
      await endSessions(ctx, trx, row.id, SESSION_END_REASONS.inactivated, now);
    }
    await recordAudit(trx, actor, 'USER_UPDATE', { companyId, targetUserId: row.id, before, after: next });
    // A new address is only asked for here; it becomes the user's when its owner confirms it.
    const mails =
      contact.newEmail === null
        ? null
        : await requestEmailChange(ctx, trx, actor, {
            companyId,
            user: { id: fresh.id, email: fresh.email, name: fresh.name },
            newEmail: contact.newEmail,
          });
    return { mails };
  });
  if (outcome === 'NOT_FOUND') throw new AppError('USER_NOT_FOUND');
  if ('refused' in outcome)
    return refuse(ctx, actor, 'USER_UPDATE', companyId, row.id, 'LAST_ADMINISTRATOR', outcome.refused);
  // Group, profile or status reach the user's next request: this instance forgets them at once.
  ctx.principals.forgetUser(row.id);
  if (outcome.mails === null) return { message: userMessages.updated };
  await sendEmailChangeMails(ctx, outcome.mails);
  return { message: userMessages.updatedEmailPending };
}

function contactSnapshot(row: Pick<Row, 'name' | 'mobile' | 'phone' | 'birthdate'>) {
  return { name: row.name, mobile: row.mobile, phone: row.phone, birthdate: row.birthdate };
}

const digitsOrNull = (value: string | null) =>
  value === null || onlyDigits(value) === '' ? null : onlyDigits(value);

/**
 * The contact fields of 'Alterar usuário', judged by the domain rule the dialog applies
 * (validateEditUser; 400 with the fields otherwise); a field left out of the body stays as stored
 * and is not judged. With company MFA the mobile is the second factor's and stays as stored
 * whatever was sent. The e-mail is not among the values written: a different address (case aside)
 * is returned as `newEmail`, to be confirmed by its owner.
 */
function contactOf(row: Row, body: UserUpdateBody, companyHasMfa: boolean, now: Date) {
  const sent = (['name', 'email', 'mobile', 'phone', 'birthdate'] as const).filter(
    (key) => body[key] !== undefined,
  );
  const errors = validateEditUser(
    {
      name: body.name ?? row.name,
      email: body.email ?? row.email,
      groupId: body.groupId,
      profileId: body.profileId,
      mobile: (body.mobile === undefined ? row.mobile : body.mobile) ?? '',
      phone: (body.phone === undefined ? row.phone : body.phone) ?? '',
      birthdate: (body.birthdate === undefined ? row.birthdate : body.birthdate) ?? '',
    },
    { companyHasMfa, now },
  );
  const judged: readonly string[] = ['groupId', 'profileId', ...sent];
  const fields = Object.entries(errors)
    .filter(([path]) => judged.includes(path))
    .map(([path, message]) => ({ path, message: String(message) }));
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  const values: { name?: string; mobile?: string | null; phone?: string | null; birthdate?: string | null } =
    {};
  if (body.name !== undefined) values.name = normalizePersonName(body.name);
  if (body.mobile !== undefined && !companyHasMfa) values.mobile = digitsOrNull(body.mobile);
  if (body.phone !== undefined) values.phone = digitsOrNull(body.phone);
  if (body.birthdate !== undefined) {
    const birth = body.birthdate ? parseDate(body.birthdate) : null;
    values.birthdate = birth ? toIsoDate(birth) : null;
  }
  const email = body.email?.trim();
  const newEmail = email === undefined || email.toLowerCase() === row.email.toLowerCase() ? null : email;
  return { values, newEmail };
}

// --- Delete ---

export async function deleteUser(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  userId: number,
): Promise<{ message: string }> {
  const row = await reachable(ctx, actor, companyId, userId, 'delete', 'USER_DELETE');
  if (row.id === actor.userId) {
    await recordAudit(ctx.db, actor, 'USER_DELETE', {
      outcome: 'FORBIDDEN',
      companyId,
      targetUserId: row.id,
      reason: 'SELF',
    });
    throw new AppError('USER_SELF_DELETE');
  }
  const now = clock(ctx);
  const outcome = await inTransaction(ctx.db, async (trx) => {
    // Lock first, then decide on the target as it is now (a promotion may have committed meanwhile).
    await repo.lockCompany(trx, companyId);
    const fresh = await repo.findUser(trx, companyId, row.id);
    if (!fresh) return 'NOT_FOUND' as const;
    const current = { statusId: fresh.statusId, profile: profileOf(fresh) };
    if (
      isActiveAdministrator(current) &&
      removesLastAdministrator(current, null, await repo.countActiveAdministrators(trx, companyId))
    )
      return 'LAST_ADMINISTRATOR' as const;
    await endSessions(ctx, trx, row.id, SESSION_END_REASONS.deleted, now);
    await repo.deleteUser(trx, row.id);
    await recordAudit(trx, actor, 'USER_DELETE', {
      companyId,
      targetUserId: null,
      deletedUserId: row.id,
      before: snapshot(fresh),
      after: null,
    });
    return 'SUCCESS' as const;
  });
  if (outcome === 'NOT_FOUND') throw new AppError('USER_NOT_FOUND');
  if (outcome === 'LAST_ADMINISTRATOR')
    return refuse(ctx, actor, 'USER_DELETE', companyId, row.id, 'LAST_ADMINISTRATOR');
  ctx.principals.forgetUser(row.id);
  return { message: userMessages.deleted };
}

// --- Invite ---

/** Invitation rows whose profiles exist and whose placement the actor may create. */
export type InvitationPlan = { companyId: number; rows: { profile: { id: number }; emails: string[] }[] };

/**
 * Authorization first, for every row: a placement out of the actor's reach refuses the whole
 * request (403, audited) before anything is created; only the e-mails are answered one by one.
 * A `group` with a null id is a group about to be created (the group form), managed by its
 * creator's group when a group-scoped creator makes it.
 */
export async function planInvitations(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  group: GroupRef,
  rows: readonly InviteRow[],
): Promise<InvitationPlan> {
  const groupId = group.id;
  assertCustomer(companyId);
  const who = userActorOf(ctx, actor);
  const planned: InvitationPlan['rows'] = [];
  for (const row of rows) {
    const profile = await repo.findAssignableProfile(ctx.db, companyId, CUSTOMER_BASE_IDS, row.profileId);
    if (!profile) throw new AppError('PROFILE_NOT_FOUND');
    const placement = {
      companyId,
      groupId,
      groupManagedBy: group.managedByGroupId,
      profile: { id: profile.id, isCustomProfile: !profile.isBase, baseProfileId: profile.baseProfileId },
    };
    const emails = row.emails.map((e) => e.trim());
    if (!canCreateUser(who, placement) || !canActOnUser(who, { ...placement, userId: 0 }, 'view')) {
      await refuse(ctx, actor, 'USER_INVITE', companyId, null, 'ESCALATION', {
        groupId,
        profileId: profile.id,
        emails,
      });
    }
    planned.push({ profile, emails });
  }
  return { companyId, rows: planned };
}

/**
 * AA 3's invitation of a planned set of rows into a group: every e-mail is answered on its own
 * (sent or invalid); one bad address never stops the others. An address that already has an account,
 * in this company or any other, is answered exactly like a new one (the inviter must not learn who
 * has an account anywhere); its owner is told by e-mail instead, and nothing is created. An address
 * typed twice is invited once.
 */
export async function invitePlanned(
  ctx: AppContext,
  actor: Actor,
  plan: InvitationPlan,
  groupId: number,
): Promise<InviteResult> {
  const { companyId } = plan;
  const now = clock(ctx);
  const results: InviteResult['results'] = [];
  const created: number[] = [];
  const owners: { email: string; name: string }[] = [];
  const seen = new Set<string>();
  for (const { profile, emails } of plan.rows) {
    const taken = await repo.existingAccounts(ctx.db, emails.filter(isValidEmail));
    for (const email of emails) {
      const key = email.toLowerCase();
      if (!isValidEmail(email) || email.length > 64) {
        results.push({ email, profileId: profile.id, outcome: 'invalid' });
        continue;
      }
      results.push({ email, profileId: profile.id, outcome: 'sent' });
      if (seen.has(key)) continue;
      seen.add(key);
      const owner = taken.get(key);
      if (owner) {
        owners.push(owner);
        continue;
      }
      const userId = await ctx.db.transaction().execute(async (trx) => {
        const id = await repo.insertPendingUser(trx, {
          companyId,
          groupId,
          profileId: profile.id,
          email,
          name: invitedUserName(email),
          now,
        });
        if (id !== null) {
          await recordAudit(trx, actor, 'USER_INVITE', {
            companyId,
            targetUserId: id,
            before: null,
            after: { email, statusId: USER_STATUS_IDS.pending, groupId, profileId: profile.id },
          });
        }
        return id;
      });
      // Taken meanwhile by a concurrent invitation or sign-up: its owner hears of it like any other.
      if (userId === null) owners.push({ email, name: '' });
      else created.push(userId);
    }
  }
  // The 'Cadastrar Senha' e-mails: a failed delivery leaves the user Pendente, resendable.
  for (const id of created) await sendRegisterInvitation(ctx, id);
  if (owners.length > 0) {
    const company = await repo.companyDisplayName(ctx.db, companyId);
    for (const owner of owners) {
      await ctx.delivery.sendMail(
        noticeMail(owner, accountNoticeMessages.inviteExistingSubject, [
          accountNoticeMessages.inviteExistingBody(company),
          accountNoticeMessages.inviteExistingAction,
        ]),
      );
    }
  }
  return { message: userMessages.invited, results };
}

/** POST {customers}/users/invitations ('Adicionar usuário(s)'). */
export async function inviteUsers(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  body: InviteBody,
): Promise<InviteResult> {
  assertCustomer(companyId);
  if (body.customerId !== undefined && body.customerId !== companyId)
    throw new AppError('CUSTOMER_NOT_FOUND');
  const group = await repo.findGroup(ctx.db, companyId, body.groupId);
  if (!group) throw new AppError('USER_GROUP_NOT_FOUND');
  const plan = await planInvitations(ctx, actor, companyId, group, body.profilesEmails);
  return invitePlanned(ctx, actor, plan, group.id);
}

/**
 * The profiles the group form's rows offer, each `disabled` unless the actor may invite with it
 * into this group (a null id: a new group) — the rule `planInvitations` enforces.
 */
export async function invitableProfiles(ctx: AppContext, actor: Actor, companyId: number, group: GroupRef) {
  assertCustomer(companyId);
  const who = userActorOf(ctx, actor);
  const { profiles } = await repo.companyOptions(ctx.db, companyId, CUSTOMER_BASE_IDS);
  return profiles.map((p) => {
    const placement = {
      companyId,
      groupId: group.id,
      groupManagedBy: group.managedByGroupId,
      profile: { id: p.id, isCustomProfile: !p.isBase, baseProfileId: p.baseProfileId },
    };
    const allowed = canCreateUser(who, placement) && canActOnUser(who, { ...placement, userId: 0 }, 'view');
    return { id: p.id, name: p.name, description: p.description, disabled: !allowed };
  });
}

// --- Resend the link ---

export async function resendInvitation(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  userId: number,
): Promise<{ message: string }> {
  const row = await reachable(ctx, actor, companyId, userId, 'resendLink', 'USER_INVITE_RESEND');
  if (row.statusId !== USER_STATUS_IDS.pending) throw new AppError('USER_NOT_PENDING');
  // A new link replaces every earlier one (sendRegisterInvitation revokes them).
  await sendRegisterInvitation(ctx, row.id);
  await recordAudit(ctx.db, actor, 'USER_INVITE_RESEND', { companyId, targetUserId: row.id });
  return { message: userMessages.linkResent };
}

// --- 'Solicitar troca de senha' ---

export async function requestPasswordChange(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  userId: number,
): Promise<{ message: string }> {
  const row = await reachable(
    ctx,
    actor,
    companyId,
    userId,
    'requestPasswordChange',
    'USER_PASSWORD_CHANGE_REQUEST',
  );
  if (row.statusId !== USER_STATUS_IDS.active) throw new AppError('USER_PASSWORD_CHANGE_NOT_ALLOWED');
  const now = clock(ctx);
  const outcome = await inTransaction(ctx.db, async (trx) => {
    if (isActiveAdministrator({ statusId: row.statusId, profile: profileOf(row) })) {
      await repo.lockCompany(trx, companyId);
      if ((await repo.countActiveAdministrators(trx, companyId)) <= 1) return 'LAST_ADMINISTRATOR' as const;
    }
    await repo.updateUser(trx, row.id, { statusId: USER_STATUS_IDS.securityBlocked, updatedAt: now });
    await endSessions(ctx, trx, row.id, SESSION_END_REASONS.blocked, now);
    await recordAudit(trx, actor, 'USER_PASSWORD_CHANGE_REQUEST', {
      companyId,
      targetUserId: row.id,
      before: snapshot(row),
      after: { ...snapshot(row), statusId: USER_STATUS_IDS.securityBlocked },
    });
    return 'SUCCESS' as const;
  });
  if (outcome === 'LAST_ADMINISTRATOR')
    return refuse(ctx, actor, 'USER_PASSWORD_CHANGE_REQUEST', companyId, row.id, 'LAST_ADMINISTRATOR');
  ctx.principals.forgetUser(row.id);
  await sendPasswordChangeLink(ctx, row.id);
  return { message: userMessages.passwordChangeRequested };
}

// --- 'Desbloquear' ---

/**
 * Lifts 'Bloqueado por segurança': the user is Ativo again and signs in with their
 * current password and factor. Only the people the blocked screen names (domain 'unblock': the
 * company's administrator, support in the back office); audited with before and after. The user's
 * sessions already ended when the block began; nothing else changes.
 */
export async function unblockUser(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  userId: number,
): Promise<{ message: string }> {
  const row = await reachable(ctx, actor, companyId, userId, 'unblock', 'USER_UNBLOCK');
  if (!isUnblockable(row.statusId)) throw new AppError('USER_NOT_BLOCKED');
  const now = clock(ctx);
  const unblocked = await inTransaction(ctx.db, async (trx) => {
    if (!(await repo.unblockUser(trx, row.id, now))) return false;
    await recordAudit(trx, actor, 'USER_UNBLOCK', {
      companyId,
      targetUserId: row.id,
      before: snapshot(row),
      after: { ...snapshot(row), statusId: USER_STATUS_IDS.active },
    });
    return true;
  });
  // Unblocked meanwhile by someone else, or the user set a new password: nothing left to lift.
  if (!unblocked) throw new AppError('USER_NOT_BLOCKED');
  ctx.principals.forgetUser(row.id);
  return { message: userMessages.unblocked };
}

// --- MFA reset ---

export async function resetMfa(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  userId: number,
): Promise<{ message: string }> {
  const row = await reachable(ctx, actor, companyId, userId, 'view', 'USER_MFA_RESET');
  if (!isMfaResettable(row.mfaStatus)) throw new AppError('MFA_NOT_RESETTABLE');
  if (!canResetMfa(ctx, actor, row))
    await refuse(ctx, actor, 'USER_MFA_RESET', companyId, row.id, 'OUT_OF_REACH');
  return applyMfaReset(ctx, actor, row);
}

// --- The security question (back office) ---

/**
 * POST …/users/{id}/mfa/security-question (back office): whether the typed answer matches, and the
 * tries left. Limited per target user (domain `SECURITY_CHECK_MAX_FAILURES` wrong answers per
 * `SECURITY_CHECK_WINDOW_MINUTES`): the user's row is locked while the answer is compared, so
 * concurrent checks count one after another; at the limit every check is refused (429) until the
 * window ends. Every attempt is audited, refused ones too; the answer itself is never written.
 */
export async function checkSecurityAnswer(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  userId: number,
  answer: string,
): Promise<{ matches: boolean; attemptsLeft: number }> {
  const row = await reachable(ctx, actor, companyId, userId, 'view', 'USER_SECURITY_QUESTION');
  if (!isMfaResettable(row.mfaStatus)) throw new AppError('MFA_NOT_RESETTABLE');
  if (!canAskSecurityQuestion(ctx, actor, row))
    await refuse(ctx, actor, 'USER_SECURITY_QUESTION', companyId, row.id, 'OUT_OF_REACH');
  const now = clock(ctx);
  const audit = { companyId, targetUserId: row.id };
  const outcome = await inTransaction(ctx.db, async (trx) => {
    const stored = await repo.lockSecurityCheck(trx, row.id);
    if (!stored) return { kind: 'missing' as const };
    const window = currentSecurityCheckWindow(
      {
        failures: stored.securityCheckFailures,
        windowStartedAt:
          stored.securityCheckWindowStartedAt === null ? null : new Date(stored.securityCheckWindowStartedAt),
      },
      now,
    );
    if (securityCheckAttemptsLeft(window) === 0) {
      await recordAudit(trx, actor, 'USER_SECURITY_QUESTION', {
        ...audit,
        outcome: 'LOCKED',
        attemptsLeft: 0,
      });
      return { kind: 'locked' as const, minutes: securityCheckMinutesLeft(window, now) };
    }
    const hash = stored.mfaSecurityAnswerHash;
    const matches = hash !== null && (await verify(hash, normaliseSecurityAnswer(answer)).catch(() => false));
    const next = matches
      ? { failures: 0, windowStartedAt: null }
      : { failures: window.failures + 1, windowStartedAt: window.windowStartedAt ?? now };
    await repo.saveSecurityCheckWindow(trx, row.id, next.failures, next.windowStartedAt);
    const attemptsLeft = securityCheckAttemptsLeft(next);
    await recordAudit(trx, actor, 'USER_SECURITY_QUESTION', {
      ...audit,
      outcome: matches ? 'MATCH' : 'NO_MATCH',
      attemptsLeft,
    });
    return { kind: 'checked' as const, matches, attemptsLeft };
  });
  if (outcome.kind === 'missing') throw new AppError('USER_NOT_FOUND');
  if (outcome.kind === 'locked')
    throw new AppError('SECURITY_QUESTION_LOCKED', {
      message: userMessages.securityQuestionLockedFor(outcome.minutes),
    });
  return { matches: outcome.matches, attemptsLeft: outcome.attemptsLeft };
}

// --- Choices of the dialogs ---

export async function userOptions(ctx: AppContext, actor: Actor, companyId: number): Promise<UserOptions> {
  assertCustomer(companyId);
  const who = userActorOf(ctx, actor);
  const { groups, profiles, labels } = await repo.companyOptions(ctx.db, companyId, CUSTOMER_BASE_IDS);
  const refOf = (p: (typeof profiles)[number]) => ({
    id: p.id,
    isCustomProfile: !p.isBase,
    baseProfileId: p.baseProfileId,
  });
  // A choice is offered when some placement with it is allowed: the same rule the invite applies.
  const allowed = (g: (typeof groups)[number], p: (typeof profiles)[number]) => {
    const placement = { companyId, groupId: g.id, groupManagedBy: g.managedByGroupId, profile: refOf(p) };
    return canCreateUser(who, placement) || canActOnUser(who, { ...placement, userId: 0 }, 'edit');
  };
  const groupOk = (g: (typeof groups)[number]) => profiles.some((p) => allowed(g, p));
  const profileOk = (p: (typeof profiles)[number]) => groups.some((g) => allowed(g, p));
  return {
    groups: groups.map((g) => ({
      id: g.id,
      name: g.name,
      active: g.statusId === GROUP_STATUS_IDS.active,
      assignable: groupOk(g),
    })),
    profiles: profiles.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      assignable: profileOk(p),
      permissions: [
        ...new Set(
          labels
            .filter((l) => l.profileId === p.id)
            .map((l) => userMessages.permissionPath(l.product, l.area, l.action)),
        ),
      ],
    })),
  };
}
