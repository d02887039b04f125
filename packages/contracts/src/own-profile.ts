/**
 * The own profile: `GET/PUT {customers}/users/profile`, where the prefix is
 * `/customers` in the portal and empty in the back office. Dates travel as DD/MM/YYYY, phones as
 * digits or null. The field rules need the company's MFA flag and today's date, so the server
 * applies validateOwnProfile (domain) after this shape check, exactly as the form does.
 */
import { z } from 'zod';
import {
  PASSWORD_MAX,
  SECURITY_QUESTIONS,
  ownPasswordMessages,
  securityAnswerError,
  securityQuestionMessages,
  validateOwnProfile,
  type ProfileMobileContext,
} from '@painel/domain';
import { plainText } from './schemas';

export const ownProfilePaths = { portal: '/customers/users/profile', backoffice: '/users/profile' } as const;

export const ownProfileSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    cpf: z.string().nullable(),
    birthdate: z.string().nullable(),
    mobile: z.string().nullable(),
    phone: z.string().nullable(),
    groupName: z.string().nullable(),
    profileName: z.string(),
    /** The company uses MFA: the mobile changes only when the second factor is (re)registered. */
    mobileLocked: z.boolean(),
    /**
     * The own security question: whether the second factor is Ativo (the question is
     * asked only then) and the question set, or null when none is. Never the answer. Null in the
     * back office: staff have no question to be asked.
     */
    securityQuestion: z.object({ mfaActive: z.boolean(), question: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'OwnProfile' });
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const ownProfileUpdateBodySchema = z
  .object({
    name: plainText(200),
    mobile: plainText(30).nullable(),
    phone: plainText(30).nullable(),
    birthdate: plainText(10).nullable(),
  })
  .strict()
  .meta({ id: 'OwnProfileUpdate' });
export type OwnProfileUpdateBody = z.infer<typeof ownProfileUpdateBodySchema>;

export const ownProfileUpdatedSchema = z.object({ message: z.string() });

const emptyToNull = (value: string) => (value === '' ? null : value);

/**
 * The own profile's form: the domain's rules (validateOwnProfile, which the server applies after
 * the body's shape) over the typed values, the update body out, an empty optional field as null.
 */
export function ownProfileFormSchema(context: ProfileMobileContext & { now: Date }) {
  return z
    .object({ name: z.string(), birthdate: z.string(), mobile: z.string(), phone: z.string() })
    .superRefine((form, ctx) => {
      for (const [path, message] of Object.entries(validateOwnProfile(form, context)))
        ctx.addIssue({ code: 'custom', path: [path], message });
    })
    .transform((form): OwnProfileUpdateBody => ({
      name: form.name,
      birthdate: emptyToNull(form.birthdate),
      mobile: emptyToNull(form.mobile),
      phone: emptyToNull(form.phone),
    }));
}
export type OwnProfileFormValues = z.input<ReturnType<typeof ownProfileFormSchema>>;

/**
 * `PUT {customers}/users/profile/security-question`: the signed-in user sets or changes
 * their own security question, confirming with their current password. The question is one of the
 * domain's list; the answer is bounded on its normalised form (what is hashed). The same schema
 * checks the profile page's form.
 */
export const ownSecurityQuestionPaths = {
  portal: '/customers/users/profile/security-question',
  backoffice: '/users/profile/security-question',
} as const;

export const ownSecurityQuestionBodySchema = z
  .object({
    question: z.enum(SECURITY_QUESTIONS, { error: securityQuestionMessages.questionRequired }),
    answer: plainText(200).superRefine((answer, ctx) => {
      const message = securityAnswerError(answer);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
    currentPassword: z
      .string({ error: ownPasswordMessages.currentRequired })
      .min(1, ownPasswordMessages.currentRequired)
      .max(PASSWORD_MAX),
  })
  .strict()
  .meta({ id: 'OwnSecurityQuestion' });
export type OwnSecurityQuestionBody = z.infer<typeof ownSecurityQuestionBodySchema>;
export type OwnSecurityQuestionForm = z.input<typeof ownSecurityQuestionBodySchema>;

export const ownSecurityQuestionSavedSchema = z.object({ message: z.string() });
