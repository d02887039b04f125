/**
 * Contracts of the second factor (PF 3 'MFA session object' and 'Verification error items', PF 7
 * /mfa calls, PF 8 'Resend SMS' and 'Verify code'): the login challenge, code
 * verification, SMS resend, enrolment in Privacidade e segurança, its external variants for
 * sibling products, and the MFA reset of AA 6.
 */
import { z } from 'zod';
import {
  CODE_LENGTH,
  MFA_STATUS_VALUES,
  MFA_TYPES,
  accountMessages,
  isValidMobile,
  mfaMessages,
  ownPasswordMessages,
  validationMessages,
} from '@painel/domain';
import { errorResponseSchema, idSchema } from './schemas';

/** Paths under API_BASE. The reset has two: with an id, and without one (oneself). */
export const mfaPaths = {
  enrol: '/mfa',
  confirm: '/mfa/confirmacao',
  sms: '/mfa/sms',
  code: '/mfa/code',
  externalEnrol: '/mfa/external/mfa',
  externalSms: '/mfa/external/sms',
  externalCode: '/mfa/external/code',
  resetSelf: '/mfa/users/reset',
  /** The fresh proof (password, then the current factor's code) before one's own factor is replaced or reset. */
  reauthenticate: '/mfa/reautenticacao',
  reset: '/mfa/users/:id/reset',
} as const;

export const mfaTypeSchema = z.enum(MFA_TYPES);

/**
 * PF 3 'MFA session object': what authorize answers instead of `{code, state}` when the login
 * needs a second factor. `subject` is the masked phone (SMS) or the authenticator's name (TOTP);
 * `maxRemainingTime` is the wait before 'Reenviar SMS' (SMS) or the seconds left in the current
 * 30-second authenticator step (TOTP). `token` goes in `Authorization: Bearer` to /mfa/code and /mfa/sms.
 */
export const mfaChallengeSchema = z
  .object({
    mfa: z.object({
      type: mfaTypeSchema,
      subject: z.string(),
      maxRemainingTime: z.number().int().min(0),
    }),
    token: z.string(),
  })
  .meta({ id: 'MfaChallenge' });
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

/** PF 3 'Verification error items'. Keys: 'attempts' (wrong code, tries left), 'failure' (blocked), 'resend' (too early), 'restart' (enrolment discarded). */
export const verificationErrorItemSchema = z.object({ key: z.string(), errorMsg: z.string() });
export type VerificationErrorItem = z.infer<typeof verificationErrorItemSchema>;

/**
 * The 422 of the /mfa calls: the error body plus, on verification failures, the items (and the
 * wait when resending too early). MFA_NOT_ACTIVE (reset) carries no items.
 */
export const mfaErrorResponseSchema = errorResponseSchema
  .extend({
    errors: z.array(verificationErrorItemSchema).optional(),
    maxRemainingTime: z.number().int().min(0).optional(),
  })
  .meta({ id: 'MfaErrorResponse' });
export type MfaErrorResponse = z.infer<typeof mfaErrorResponseSchema>;

/** POST /mfa/code, /mfa/confirmacao, /mfa/external/code: exactly six digits. */
export const mfaCodeBodySchema = z
  .object({
    code: z
      .string({ error: validationMessages.required })
      .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), mfaMessages.codeFormat),
  })
  .strict()
  .meta({ id: 'MfaCodeRequest' });
export type MfaCodeBody = z.infer<typeof mfaCodeBodySchema>;

/** Verified at login: the authorization code to exchange at the token endpoint, as authorize would give. */
export const mfaCodeResponseSchema = z
  .object({ code: z.string(), state: z.string() })
  .meta({ id: 'MfaCodeResponse' });

/** Resend: the wait before the next one (PF 8 'SMS enviado com sucesso!' is `message`). */
export const mfaSmsResponseSchema = z
  .object({ maxRemainingTime: z.number().int().min(0), message: z.string() })
  .meta({ id: 'MfaSmsResponse' });
export type MfaSmsResponse = z.infer<typeof mfaSmsResponseSchema>;

/** POST /mfa and /mfa/external/mfa: the factor to enrol; SMS needs the mobile that will receive the codes. */
export const mfaEnrolBodySchema = z
  .object({
    type: mfaTypeSchema,
    origin: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]{0,29}$/, validationMessages.invalidValue)
      .default('PAINEL'),
    phone: z.string().max(20, validationMessages.maxLength(20)).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.type !== 'SMS') return;
    if (!body.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: validationMessages.required });
    else if (!isValidMobile(body.phone))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: accountMessages.mobileInvalid });
  })
  .meta({ id: 'MfaEnrolRequest' });
export type MfaEnrolBody = z.input<typeof mfaEnrolBodySchema>;

/**
 * The enrolment form of 'Privacidade e Segurança': the method, and for SMS the mobile, required and
 * valid, with the mobile's message even when empty (the field is one the user chose to show).
 */
export const mfaEnrolFormSchema = z
  .object({ type: mfaTypeSchema, phone: z.string() })
  .superRefine(({ type, phone }, ctx) => {
    if (type === 'SMS' && !isValidMobile(phone.trim()))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: accountMessages.mobileInvalid });
  });
export type MfaEnrolForm = z.infer<typeof mfaEnrolFormSchema>;

/**
 * The enrolment started. TOTP: the manual key (`secret`, base32), the otpauth URL and its QR code
 * as a PNG data URL. SMS: the masked phone and the resend wait. Both wait for a confirming code.
 */
export const mfaEnrolResponseSchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('TOTP'),
      subject: z.string(),
      secret: z.string(),
      otpauthUrl: z.string(),
      qrCode: z.string(),
      maxRemainingTime: z.number().int().min(0),
    }),
    z.object({
      type: z.literal('SMS'),
      subject: z.string(),
      maxRemainingTime: z.number().int().min(0),
    }),
  ])
  .meta({ id: 'MfaEnrolResponse' });
export type MfaEnrolResponse = z.infer<typeof mfaEnrolResponseSchema>;

export const mfaStatusSchema = z.enum(MFA_STATUS_VALUES);

/** Enrolment confirmed: the user's MFA is now active with this type. */
export const mfaConfirmResponseSchema = z
  .object({
    message: z.string(),
    mfa: z.object({ status: mfaStatusSchema, type: mfaTypeSchema }),
  })
  .meta({ id: 'MfaConfirmResponse' });
export type MfaConfirmResponse = z.infer<typeof mfaConfirmResponseSchema>;

export const mfaResetParamsSchema = z.object({ id: idSchema }).strict();

/** AA 8: 'Solicitação de recadastro concluída com sucesso!'. */
export const mfaResetResponseSchema = z.object({ message: z.string() }).meta({ id: 'MfaResetResponse' });
export type MfaResetResponse = z.infer<typeof mfaResetResponseSchema>;

/** POST /mfa/reautenticacao: the current password (never stored, never logged). */
export const mfaReauthenticateBodySchema = z
  .object({
    password: z
      .string({ error: ownPasswordMessages.currentRequired })
      .min(1, ownPasswordMessages.currentRequired)
      .max(200),
  })
  .strict()
  .meta({ id: 'MfaReauthenticateRequest' });
export type MfaReauthenticateBody = z.infer<typeof mfaReauthenticateBodySchema>;

/**
 * The password was right. With an active factor: its challenge (`{ mfa, token }`, as at login), to be
 * answered at POST /mfa/code, whose `{ message }` completes the proof. Without one: proven already.
 * The proof lasts MFA_REAUTHENTICATION_TTL_S for this session.
 */
export const mfaReauthenticateResponseSchema = z
  .union([z.object({ verified: z.literal(true), message: z.string() }), mfaChallengeSchema])
  .meta({ id: 'MfaReauthenticateResponse' });
export type MfaReauthenticateResponse = z.infer<typeof mfaReauthenticateResponseSchema>;
