/**
 * Groups: the company's groups with user counts, one group with its IPs,
 * access days and members, the customer's select data, and the create and save bodies. Bodies are
 * checked with the domain's group rules (name, IPs and CIDR ranges, days, time ranges); the server
 * adds what only it knows (the customer's limit and zero rule, tenancy, delegation, unique names).
 *
 * Paths in the style of AA 7, without the customer segment: the portal calls `/customers/groups`,
 * the back office `/customers/{customerId}/groups` (see `groupPath`).
 */
import { z } from 'zod';
import {
  GROUP_STATUS_IDS,
  WEEK_DAYS,
  groupMessages,
  validateAccessDays,
  validateGroupIps,
  validateGroupName,
  validateAccessHoursForm,
  validateGroupTimeRange,
  validateGroupForm,
  weekDayKey,
  type AccessDay,
  type GroupFormContext,
  type WeekDayKey,
} from '@painel/domain';
import { rule } from './auth';
import { pagedListSchema } from './paging';
import { plainText } from './schemas';
import { inviteResultSchema, inviteRowsSchema } from './users';

export function groupPath(
  customerId: number | null,
  path: '/groups' | `/groups/${number}` | '/groups/select-data',
): string {
  return customerId === null ? `/customers${path}` : `/customers/${customerId}${path}`;
}

/** At most this many allow-list entries per group (ours: a list longer than this wants ranges). */
export const GROUP_IPS_MAX = 100;
/** Longest entry: a full IPv6 address with an IPv4 tail and a prefix. */
const IP_ENTRY_MAX = 60;
/** A money amount in reais, exact: digits with up to two decimals ('1500', '1500.5', '1500.50'). */
const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

const statusSchema = z.object({ id: z.number().int(), name: z.string() });

export const accessDaySchema = z.object({
  /** ISO weekday: 1 segunda-feira … 7 domingo. */
  day: z.number().int().min(1).max(7),
  active: z.boolean(),
  /** 'HH:mm', 24 h. */
  startTime: z.string().max(5),
  endTime: z.string().max(5),
});
export type AccessDayHours = z.infer<typeof accessDaySchema>;

export const groupSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    status: statusSchema,
    usersCount: z.number().int(),
    /** The group's consumption limit in reais, exact decimal text; null: none. */
    limitationPrice: z.string().nullable(),
    accessLimitation: z.array(accessDaySchema),
  })
  .meta({ id: 'GroupSummary' });
export type GroupSummary = z.infer<typeof groupSummarySchema>;

/** A group card: the summary and what the group consumed this São Paulo month, in reais (exact decimal text). */
export const groupListItemSchema = groupSummarySchema
  .extend({ monthConsumption: z.string() })
  .meta({ id: 'GroupListItem' });
export type GroupListItem = z.infer<typeof groupListItemSchema>;

/** The groups list: one page of cards (the paged-list contract), by name. */
export const groupPageSchema = pagedListSchema(groupListItemSchema).meta({ id: 'GroupPage' });
export type GroupPage = z.infer<typeof groupPageSchema>;

export const groupMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: statusSchema,
  profile: z.object({ id: z.number().int(), name: z.string() }),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const groupDetailSchema = groupSummarySchema
  .extend({ ips: z.array(z.string()), users: z.array(groupMemberSchema) })
  .meta({ id: 'GroupDetail' });
export type GroupDetail = z.infer<typeof groupDetailSchema>;

/** AA 3 'Select-data response for groups'. */
export const groupSelectDataSchema = z
  .object({
    /** The customer's own limit in reais, exact decimal text; null: none. */
    limitationCustomer: z.string().nullable(),
    allowGroupZeroConsumption: z.boolean(),
    /** The customer's default days and hours: inactive days are locked in the form. */
    accessLimitation: z.array(accessDaySchema),
    /**
     * AA 3 'Profile (in group rows)': the profiles the form's rows offer; `disabled` when the caller
     * may not invite users with it (a manager only Operador, into their own group).
     */
    profiles: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        description: z.string().nullable(),
        disabled: z.boolean(),
      }),
    ),
    /**
     * Ours: what a group this caller creates takes from the caller's own group, when the caller may
     * not set restrictions (a Gerente: limit, IPs, days and hours, Ativo); null: the form sets them.
     */
    inheritedRestrictions: z
      .object({
        limitationPrice: z.string().nullable(),
        ips: z.array(z.string()),
        accessLimitation: z.array(accessDaySchema),
      })
      .nullable(),
  })
  .meta({ id: 'GroupSelectData' });
export type GroupSelectData = z.infer<typeof groupSelectDataSchema>;

function accessDaysIssue(days: readonly AccessDayHours[]): string | null {
  const seen = new Set(days.map((d) => d.day));
  if (days.length !== 7 || seen.size !== 7) return groupMessages.invalidHours;
  const asForm: AccessDay[] = days.flatMap((d) => {
    const key = weekDayKey(d.day);
    return key ? [{ day: key, active: d.active }] : [];
  });
  const daysError = validateAccessDays(asForm);
  if (daysError) return daysError;
  const bad = days.some(
    (d) => d.active && Object.keys(validateGroupTimeRange(d.startTime, d.endTime)).length > 0,
  );
  return bad ? groupMessages.invalidHours : null;
}

/** Seven entries, one per ISO weekday, at least one active, each active day's range valid. */
const accessLimitationSchema = z.array(accessDaySchema).max(7).superRefine(rule(accessDaysIssue));

export const groupBodySchema = z
  .object({
    name: plainText(60).superRefine(rule(validateGroupName)),
    /** 1 Ativo, 2 Inativo; a new group starts Ativo when left out. */
    status: z.union([z.literal(GROUP_STATUS_IDS.active), z.literal(GROUP_STATUS_IDS.inactive)]).optional(),
    /** Reais, exact decimal text; null or left out: no limit (only when the customer allows zero). */
    limitationPrice: z.string().regex(MONEY).nullable().optional(),
    ips: z.array(z.string().max(IP_ENTRY_MAX)).max(GROUP_IPS_MAX).superRefine(rule(validateGroupIps)),
    /** Seven entries, one per ISO weekday. */
    accessLimitation: accessLimitationSchema,
    /**
     * AA 3's profile-and-e-mail rows (the spec's `profiles[{id, emails}]`, in the invitation's own
     * row shape): saving the group invites them into it, as 'Adicionar usuário(s)' does.
     */
    profilesEmails: inviteRowsSchema.optional(),
  })
  .strict()
  .meta({ id: 'GroupBody' });
export type GroupBody = z.infer<typeof groupBodySchema>;

export const groupSavedSchema = z
  .object({
    message: z.string(),
    groupId: z.number().int(),
    /** The rows' invitation, answered per e-mail; absent when the body had no rows. */
    invitations: inviteResultSchema.optional(),
  })
  .meta({ id: 'GroupSaved' });
export type GroupSaved = z.infer<typeof groupSavedSchema>;

export const groupParamsSchema = z.object({ groupId: z.coerce.number().int().positive().max(2_147_483_647) });

// --- The customer's default access days and hours ---

/** `/customers/{customerId}/access-hours` (back office): staff read and set a customer's defaults. */
export function customerAccessHoursPath(customerId: number): string {
  return `/customers/${customerId}/access-hours`;
}

/** What bounds every group of the customer and every request of its users. */
export const customerAccessHoursSchema = z
  .object({ accessLimitation: z.array(accessDaySchema) })
  .meta({ id: 'CustomerAccessHours' });
export type CustomerAccessHours = z.infer<typeof customerAccessHoursSchema>;

export const customerAccessHoursBodySchema = z
  .object({ accessLimitation: accessLimitationSchema })
  .meta({ id: 'CustomerAccessHoursBody' });
export type CustomerAccessHoursBody = z.infer<typeof customerAccessHoursBodySchema>;

export const customerAccessHoursSavedSchema = customerAccessHoursSchema
  .extend({ message: z.string() })
  .meta({ id: 'CustomerAccessHoursSaved' });

/** The back office's form: the days and the weekday and weekend ranges, judged by the domain's rule. */
export const customerAccessHoursFormSchema = z
  .object({
    days: z.array(
      z.object({
        day: z.custom<WeekDayKey>((value) => WEEK_DAYS.some((w) => w.key === value)),
        active: z.boolean(),
      }),
    ),
    accessStartTime: z.string(),
    accessEndTime: z.string(),
    accessStartTimeWeekends: z.string(),
    accessEndTimeWeekends: z.string(),
  })
  .superRefine((form, ctx) => {
    const errors = validateAccessHoursForm(form);
    if (errors.days) ctx.addIssue({ code: 'custom', path: ['days'], message: errors.days });
    const ranges = [
      [errors.weekdayTime, 'accessStartTime', 'accessEndTime'],
      [errors.weekendTime, 'accessStartTimeWeekends', 'accessEndTimeWeekends'],
    ] as const;
    for (const [range, start, end] of ranges) {
      if (range?.start) ctx.addIssue({ code: 'custom', path: [start], message: range.start });
      if (range?.end) ctx.addIssue({ code: 'custom', path: [end], message: range.end });
    }
  });
export type CustomerAccessHoursForm = z.input<typeof customerAccessHoursFormSchema>;

/**
 * The group form ('Novo grupo' / a group's page): its values judged by the domain's
 * validateGroupForm, each message on its field's path. The days and the two ranges are the
 * customer's default hours' fields.
 */
export function groupFormSchema(context: GroupFormContext) {
  return z
    .object({
      groupName: z.string(),
      consumptionLimit: z.number().nullable(),
      ips: z.array(z.string()),
      // The days and the two ranges, as the customer's default hours hold them.
      ...customerAccessHoursFormSchema.shape,
      users: z.array(z.object({ profileId: z.number().nullable(), emails: z.array(z.string()) })),
      active: z.boolean(),
    })
    .superRefine((form, ctx) => {
      const { weekdayTime, weekendTime, users, ...fields } = validateGroupForm(form, context);
      const issue = (path: (string | number)[], message: string | undefined) => {
        if (message) ctx.addIssue({ code: 'custom', path, message });
      };
      for (const [name, message] of Object.entries(fields)) issue([name], message);
      issue(['accessStartTime'], weekdayTime?.start);
      issue(['accessEndTime'], weekdayTime?.end);
      issue(['accessStartTimeWeekends'], weekendTime?.start);
      issue(['accessEndTimeWeekends'], weekendTime?.end);
      users?.forEach((row, index) => {
        issue(['users', index, 'profileId'], row.profileId);
        issue(['users', index, 'emails'], row.emails);
      });
    });
}
export type GroupFormInput = z.input<ReturnType<typeof groupFormSchema>>;
