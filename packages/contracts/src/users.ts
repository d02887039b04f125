/**
 * User administration: the users list with its six exact-match filters and the
 * paging contract, the update (Ativo/Inativo switch, group, profile), delete, the invitation of
 * several e-mails per profile (answered per e-mail), resending the invitation link, requesting a
 * password change, the MFA reset and, in the back office only, the security question.
 *
 * Paths follow AA 7: the portal calls `/customers/users…`, the back office
 * `/customers/{customerId}/users…` (see `usersPath`). AA 7 shows no paths for these calls; the
 * ones below are ours, in that style.
 */
import { z } from 'zod';
import {
  AUTOCOMPLETE_MIN_CHARS,
  DEFAULT_PAGE_SIZE,
  USERS_PAGE_SIZE,
  USER_STATUS_IDS,
  isSearchable,
  validateEditUser,
  validateEmailList,
  type EditUserContext,
  widgetMessages,
} from '@painel/domain';
import { rule } from './auth';
import { bodyIdSchema, idSchema, plainText } from './schemas';
import { pageQueryShape, pagedListSchema } from './paging';

export type UsersSuffix =
  | '/users'
  | '/users/invitations'
  | '/users/options'
  | `/users/${number}`
  | `/users/${number}/invitation`
  | `/users/${number}/password-change`
  | `/users/${number}/unblock`
  | `/users/${number}/mfa/reset`
  | `/users/${number}/mfa/security-question`;

/** The path of a users call from the web: the back office names the customer, the portal does not. */
export function usersPath(customerId: number | null, path: UsersSuffix): string {
  return customerId === null ? `/customers${path}` : `/customers/${customerId}${path}`;
}

export const MFA_STATUS_VALUES = ['ATIVO', 'INATIVO', 'PENDENTE', 'SUSPENSO'] as const;
export const mfaStatusValueSchema = z.enum(MFA_STATUS_VALUES);
export type MfaStatusValue = z.infer<typeof mfaStatusValueSchema>;

const userStatusIdSchema = z.coerce
  .number()
  .int()
  .refine((id) => (Object.values(USER_STATUS_IDS) as number[]).includes(id));

/** An empty query value is no filter: the drawer sends only what is filled. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** AA 2.4: six filters, each an exact match on its field (name and e-mail ignore case). */
export const usersQuerySchema = z.object({
  ...pageQueryShape(),
  numPageSize: z.coerce.number().int().min(1).max(100).default(USERS_PAGE_SIZE),
  name: optional(plainText(120)),
  email: optional(plainText(254)),
  userStatus: optional(userStatusIdSchema),
  mfaStatus: optional(mfaStatusValueSchema),
  groupId: optional(idSchema),
  profileId: optional(idSchema),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;
/** The list's filters, as the web keeps them in the address: each is a field of the query. */
export const USER_FILTER_KEYS = [
  'name',
  'email',
  'userStatus',
  'mfaStatus',
  'groupId',
  'profileId',
] as const satisfies readonly (keyof UsersQuery)[];

export const userParamsSchema = z.object({ userId: idSchema });

/** What the caller may do with this row: computed on the server by the same rule it enforces. */
export const userAbilitiesSchema = z.object({
  edit: z.boolean(),
  /** 'Ativar' / 'Inativar': not on the company's last active administrator. */
  changeStatus: z.boolean(),
  delete: z.boolean(),
  resendLink: z.boolean(),
  requestPasswordChange: z.boolean(),
  resetMfa: z.boolean(),
  securityQuestion: z.boolean(),
  /** 'Desbloquear': a 'Bloqueado por segurança' user, to the administrator and support. */
  unblock: z.boolean(),
});
export type UserAbilities = z.infer<typeof userAbilitiesSchema>;

export const userItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    /** A new e-mail an administrator asked for, until its owner confirms it; absent when none. */
    pendingEmail: z.string().nullable().optional(),
    cpf: z.string().nullable(),
    birthdate: z.string().nullable(),
    mobile: z.string().nullable(),
    phone: z.string().nullable(),
    group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    profile: z.object({
      id: z.number().int(),
      name: z.string(),
      description: z.string().nullable(),
      baseProfileName: z.string().nullable(),
    }),
    status: z.object({ id: z.number().int(), name: z.string() }),
    mfa: z.object({
      status: mfaStatusValueSchema,
      hasSecurityQuestion: z.boolean(),
      /** The question staff ask the caller: only to whom may check the answer (abilities.securityQuestion). */
      securityQuestion: z.string().nullable().optional(),
    }),
    abilities: userAbilitiesSchema,
  })
  .meta({ id: 'User' });
export type UserItem = z.infer<typeof userItemSchema>;

export const userPageSchema = pagedListSchema(userItemSchema).extend({
  /** The company asks for MFA: the portal shows the MFA column and filter only then. */
  companyUsesMfa: z.boolean(),
  /** The caller may invite (AA 2.4 'Add user button'). */
  canCreate: z.boolean(),
});
export type UserPage = z.infer<typeof userPageSchema>;

const editableStatusSchema = z.union([
  z.literal(USER_STATUS_IDS.active),
  z.literal(USER_STATUS_IDS.inactive),
]);

/**
 * 'Alterar usuário': the switch (Ativo/Inativo), name, e-mail, mobile, landline,
 * birth date (DD/MM/YYYY), group and profile; phones as typed or digits, empty ones null. A contact
 * field left out stays as it is (and is not judged); the dialog sends them all. The CPF is never
 * sent: the dialog shows it disabled. The field rules need the company's MFA flag and
 * today's date, so the server applies validateEditUser (domain) after this shape check, as the
 * form does (editUserFormSchema). A new e-mail is not written here: it waits for its owner's
 * confirmation (`emailChangeConfirmBodySchema`).
 */
export const userUpdateBodySchema = z.object({
  statusId: editableStatusSchema,
  groupId: bodyIdSchema,
  profileId: bodyIdSchema,
  name: plainText(200).optional(),
  email: plainText(254).optional(),
  mobile: plainText(30).nullable().optional(),
  phone: plainText(30).nullable().optional(),
  birthdate: plainText(10).nullable().optional(),
});
export type UserUpdateBody = z.infer<typeof userUpdateBodySchema>;

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The dialog's form: the domain's rules over the typed values, the update body out. */
export function editUserFormSchema(context: EditUserContext) {
  return z
    .object({
      statusId: editableStatusSchema,
      groupId: z.number().int().nullable(),
      profileId: z.number().int().nullable(),
      name: z.string(),
      email: z.string(),
      mobile: z.string(),
      phone: z.string(),
      birthdate: z.string(),
    })
    .superRefine((form, ctx) => {
      for (const [path, message] of Object.entries(validateEditUser(form, context)))
        ctx.addIssue({ code: 'custom', path: [path], message });
    })
    .transform((form): UserUpdateBody => ({
      statusId: form.statusId,
      groupId: form.groupId ?? 0,
      profileId: form.profileId ?? 0,
      name: form.name.trim(),
      email: form.email.trim(),
      mobile: blankToNull(form.mobile),
      phone: blankToNull(form.phone),
      birthdate: blankToNull(form.birthdate),
    }));
}
export type EditUserFormValues = z.input<ReturnType<typeof editUserFormSchema>>;

/** The public call the e-mailed link makes: the new address is confirmed and becomes the user's. */
export const emailChangeConfirmPath = '/users/email-change/confirmation';
export const emailChangeConfirmBodySchema = z.object({ hash: z.string().min(1).max(200) }).strict();

export const MAX_INVITE_EMAILS = 50;

/** One profile row of an invitation: the e-mails to invite with that profile. */
export const inviteRowSchema = z.object({
  profileId: bodyIdSchema,
  emails: z.array(z.string().max(254)).min(1).max(MAX_INVITE_EMAILS),
});
export type InviteRow = z.infer<typeof inviteRowSchema>;
/** The rows of one invitation (the 'Adicionar usuário(s)' dialog's, or the group form's). */
export const inviteRowsSchema = z.array(inviteRowSchema).min(1).max(10);

/** AA 3: `{customerId, groupId, profilesEmails[{profileId, emails[]}]}`; customerId is the path's in the back office. */
export const inviteBodySchema = z.object({
  customerId: bodyIdSchema.optional(),
  groupId: bodyIdSchema,
  profilesEmails: inviteRowsSchema,
});
export type InviteBody = z.infer<typeof inviteBodySchema>;

/** The 'Adicionar usuário(s)' form: the same rule the server applies to each e-mail. */
export const addUsersFormSchema = z.object({
  emails: z.array(z.string()).superRefine(rule(validateEmailList)),
  groupId: z
    .number()
    .int()
    .positive()
    .nullable()
    .refine((v) => v !== null),
  profileId: z
    .number()
    .int()
    .positive()
    .nullable()
    .refine((v) => v !== null),
});
export type AddUsersFormValues = z.input<typeof addUsersFormSchema>;
export type AddUsersFormOutput = z.output<typeof addUsersFormSchema>;

/**
 * Per e-mail: 'sent' (an invitation, or, for an address that already has an account anywhere, a
 * notice to its owner: the inviter is answered the same either way) or 'invalid'.
 */
export const INVITE_OUTCOMES = ['sent', 'invalid'] as const;
export const inviteResultSchema = z.object({
  message: z.string(),
  results: z.array(
    z.object({
      email: z.string(),
      profileId: z.number().int(),
      outcome: z.enum(INVITE_OUTCOMES),
    }),
  ),
});
export type InviteResult = z.infer<typeof inviteResultSchema>;

export const userMessageSchema = z.object({ message: z.string() });

export const securityQuestionBodySchema = z.object({ answer: plainText(200).min(1) });
/** Whether the answer matched, and how many wrong answers staff may still give for this user in the window. */
export const securityQuestionResultSchema = z.object({
  matches: z.boolean(),
  attemptsLeft: z.number().int().min(0),
});

/**
 * The choices of the users' dialogs and filters (AA 3 'select data', ours): the groups and profiles
 * the caller may place a user in (a manager: their own group and Operador), each profile with the
 * readable names of its permissions for the read-only view ('Produto › Área › Ação'), and every
 * group (with whether it is active: an inactive one is not offered for new placements) and profile
 * of the company for the filter.
 */
export const userOptionsSchema = z.object({
  groups: z.array(
    z.object({ id: z.number().int(), name: z.string(), active: z.boolean(), assignable: z.boolean() }),
  ),
  profiles: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      description: z.string().nullable(),
      assignable: z.boolean(),
      permissions: z.array(z.string()),
    }),
  ),
});
export type UserOptions = z.infer<typeof userOptionsSchema>;

// --- Back office: finding a customer's user ---

/**
 * GET (back office, staff who may view customers' users): the user autocomplete of Funcionalidades'
 * exceptions and Notificações' 'Um usuário'. Customers' users only, never staff; a short list, not
 * a page: typing more narrows it.
 */
export const userSearchPath = '/backoffice/users/search';
/** Longest search text (ours): longer than any name or e-mail a person types to find one. */
export const USER_SEARCH_FILTER_MAX = 120;
/** Most users one search answers. */
export const USER_SEARCH_LIMIT_MAX = 20;

export const userSearchQuerySchema = z
  .object({
    /** Part of the name (each word anywhere, accents and case ignored) or of the e-mail. */
    filter: plainText(USER_SEARCH_FILTER_MAX).refine(
      (text) => isSearchable(text, AUTOCOMPLETE_MIN_CHARS),
      widgetMessages.searchMinChars(AUTOCOMPLETE_MIN_CHARS),
    ),
    /** Only the users of this customer company. */
    customerId: idSchema.optional(),
    limit: z.coerce.number().int().min(1).max(USER_SEARCH_LIMIT_MAX).default(DEFAULT_PAGE_SIZE),
  })
  .strict();
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;

export const userSearchItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    /** The user's company, by the name the back office shows it (customerDisplayName). */
    customer: z.object({ id: z.number().int(), name: z.string() }),
  })
  .meta({ id: 'UserSearchItem' });
export type UserSearchItem = z.infer<typeof userSearchItemSchema>;

export const userSearchResultSchema = z
  .object({ list: z.array(userSearchItemSchema) })
  .meta({ id: 'UserSearchResult' });
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;

/** The address of a search, as the web sends it (contracts run without the DOM's URLSearchParams). */
export function userSearchUrl(query: { filter: string; customerId?: number; limit?: number }): string {
  const params = [`filter=${encodeURIComponent(query.filter.trim())}`];
  if (query.customerId !== undefined) params.push(`customerId=${query.customerId}`);
  if (query.limit !== undefined) params.push(`limit=${query.limit}`);
  return `${userSearchPath}?${params.join('&')}`;
}
