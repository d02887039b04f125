/**
 * Contracts of the password journeys: 'Solicitação de troca de senha', 'Alteração de senha' and
 * 'Cadastrar Senha', the trial password call and the own-password change in
 * Privacidade e segurança. The spec asks for encoded passwords; the encodings are
 * defined here, once, with the functions that write and read them (the web and the API share them):
 *
 * - PUT /users/password and PUT /users/password/cadastro carry everything in one header,
 *   `Authorization: Password <b64url(password)>.<b64url(passwordCheck)>.<hash>`, where b64url is
 *   base64url (RFC 4648 §5, no padding) of the UTF-8 text and `hash` is the token of the e-mailed
 *   link. base64url has no '.', so the three parts never run into each other whatever the password
 *   holds, and the Authorization header is redacted from every log. The body is empty.
 * - POST /customers/trial/users/password: `{ password: base64(UTF-8 password) }`.
 * - PUT {customers}/users/profile/password: `oldPassword = base64(UTF-8(current + ':' + email))`,
 *   read by splitting at the LAST ':' (an e-mail has none), and `newPassword =
 *   base64(UTF-8(new + ':' + new))`, the new password joined with itself: the client sends it once
 *   the confirmation matches, and the server accepts only that exact shape (two equal halves).
 *
 * base64 here is strict: other characters, bad padding or invalid UTF-8 read as "not encoded".
 */
import { z } from 'zod';
import {
  validateConfirmPassword,
  validateNewPassword,
  validateRecoveryDocument,
  validateOwnPasswordChange,
  validateRecoveryEmail,
  type PasswordContext,
} from '@painel/domain';
import { rule } from './auth';
import type { Environment } from './session';

export const passwordPaths = {
  /** POST: request the e-mailed link. PUT: set the new password through the link. */
  recovery: '/users/password',
  /** PUT: 'Cadastrar Senha' through the invitation link. */
  register: '/users/password/cadastro',
  /** POST: whether an e-mailed link can still be used, asked when its page opens (nothing is spent). */
  linkCheck: '/users/password/link',
  trial: '/customers/trial/users/password',
} as const;

/** The link a page opened with: the hash travels in the body, never in a URL a log would keep. */
export const passwordLinkCheckBodySchema = z
  .object({ purpose: z.enum(['reset', 'register']), hash: z.string().min(1).max(200) })
  .strict();
export type PasswordLinkCheckBody = z.infer<typeof passwordLinkCheckBodySchema>;
export const passwordLinkCheckSchema = z.object({ usable: z.literal(true) });

/** AA 7: `{customers prefix}/users/profile/password`, the prefix only in the customer portal. */
export function ownPasswordPath(environment: Environment): string {
  return environment === 'portal' ? '/customers/users/profile/password' : '/users/profile/password';
}

// --- Encodings ---

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    let cp = char.codePointAt(0) ?? 0xfffd;
    if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd; // a lone surrogate, as TextEncoder writes it
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return bytes;
}

/** Strict UTF-8: no overlong forms, no surrogates, nothing above U+10FFFF. */
function utf8Text(bytes: number[]): string | null {
  let text = '';
  for (let i = 0; i < bytes.length;) {
    const b0 = bytes[i] ?? 0;
    const [length, min, initial] =
      b0 < 0x80
        ? [1, 0, b0]
        : b0 >= 0xc2 && b0 < 0xe0
          ? [2, 0x80, b0 & 31]
          : b0 >= 0xe0 && b0 < 0xf0
            ? [3, 0x800, b0 & 15]
            : b0 >= 0xf0 && b0 < 0xf5
              ? [4, 0x10000, b0 & 7]
              : [0, 0, 0];
    if (length === 0 || i + length > bytes.length) return null;
    let cp = initial;
    for (let k = 1; k < length; k += 1) {
      const b = bytes[i + k] ?? 0;
      if ((b & 0xc0) !== 0x80) return null;
      cp = (cp << 6) | (b & 63);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return null;
    text += String.fromCodePoint(cp);
    i += length;
  }
  return text;
}

/** base64 (or base64url, unpadded) of the UTF-8 bytes of `text`. */
export function encodeBase64Text(text: string, variant: 'base64' | 'base64url' = 'base64'): string {
  const alphabet = variant === 'base64' ? B64 : B64URL;
  const bytes = utf8Bytes(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    const left = bytes.length - i;
    out += alphabet[(n >> 18) & 63];
    out += alphabet[(n >> 12) & 63];
    out += left > 1 ? alphabet[(n >> 6) & 63] : variant === 'base64' ? '=' : '';
    out += left > 2 ? alphabet[n & 63] : variant === 'base64' ? '=' : '';
  }
  return out;
}

/** The text `encodeBase64Text` wrote, or null when `value` is not exactly such an encoding. */
export function decodeBase64Text(value: string, variant: 'base64' | 'base64url' = 'base64'): string | null {
  const shape =
    variant === 'base64'
      ? /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/
      : /^[A-Za-z0-9_-]*$/;
  if (!shape.test(value) || (variant === 'base64url' && value.length % 4 === 1)) return null;
  const alphabet = variant === 'base64' ? B64 : B64URL;
  const digits = value.replace(/=+$/, '');
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of digits) {
    buffer = ((buffer << 6) | alphabet.indexOf(char)) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  // Leftover bits must be zero, so each byte string has exactly one encoding.
  if ((buffer & ((1 << bits) - 1)) !== 0) return null;
  return utf8Text(bytes);
}

export const SET_PASSWORD_SCHEME = 'Password';

export type SetPasswordCredentials = { password: string; passwordCheck: string; hash: string };

/** The Authorization header of PUT /users/password and PUT /users/password/cadastro. */
export function setPasswordAuthorization(input: SetPasswordCredentials): string {
  const password = encodeBase64Text(input.password, 'base64url');
  const check = encodeBase64Text(input.passwordCheck, 'base64url');
  return `${SET_PASSWORD_SCHEME} ${password}.${check}.${input.hash}`;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

export function readSetPasswordAuthorization(header: string | undefined): SetPasswordCredentials | null {
  const match = /^Password ([A-Za-z0-9_-]*)\.([A-Za-z0-9_-]*)\.([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return null;
  const [, encodedPassword = '', encodedCheck = '', hash = ''] = match;
  const password = decodeBase64Text(encodedPassword, 'base64url');
  const passwordCheck = decodeBase64Text(encodedCheck, 'base64url');
  if (password === null || passwordCheck === null || !TOKEN_SHAPE.test(hash)) return null;
  return { password, passwordCheck, hash };
}

export const OWN_PASSWORD_SEPARATOR = ':';

/** The body of PUT {customers}/users/profile/password. */
export function encodeOwnPasswordChange(input: {
  current: string;
  email: string;
  next: string;
}): OwnPasswordBody {
  const sep = OWN_PASSWORD_SEPARATOR;
  return {
    oldPassword: encodeBase64Text(`${input.current}${sep}${input.email}`),
    newPassword: encodeBase64Text(`${input.next}${sep}${input.next}`),
  };
}

/** `oldPassword`: the current password and the e-mail it was joined with. */
export function decodeOldPassword(value: string): { password: string; email: string } | null {
  const text = decodeBase64Text(value);
  const at = text?.lastIndexOf(OWN_PASSWORD_SEPARATOR) ?? -1;
  if (text == null || at < 0) return null;
  return { password: text.slice(0, at), email: text.slice(at + OWN_PASSWORD_SEPARATOR.length) };
}

/** `newPassword`: the new password when both halves are the same, `matches: false` otherwise. */
export function decodeNewPassword(value: string): { password: string; matches: boolean } | null {
  const text = decodeBase64Text(value);
  if (text === null) return null;
  const half = (text.length - OWN_PASSWORD_SEPARATOR.length) / 2;
  const first = text.slice(0, half);
  const matches =
    Number.isInteger(half) &&
    half >= 0 &&
    text.slice(half, half + OWN_PASSWORD_SEPARATOR.length) === OWN_PASSWORD_SEPARATOR &&
    text.slice(half + OWN_PASSWORD_SEPARATOR.length) === first;
  return { password: matches ? first : text, matches };
}

export function encodeTrialPassword(password: string): TrialPasswordBody {
  return { password: encodeBase64Text(password) };
}

// --- Schemas ---

/** The ALTCHA payload or reCAPTCHA token a form sends along (see captcha.ts). */
export const CAPTCHA_TOKEN_MAX = 4096;

function recoveryBody(cpfOnly: boolean) {
  return z
    .object({
      document: z.string().superRefine(rule((v: string) => validateRecoveryDocument(v, { cpfOnly }))),
      email: z.string().superRefine(rule(validateRecoveryEmail)),
      recaptcha: z.string().max(CAPTCHA_TOKEN_MAX).optional(),
    })
    .strict();
}

/** POST /users/password in the portal: the user's CPF or the company's CNPJ, and the e-mail. */
export const recoveryRequestSchema = recoveryBody(false).meta({ id: 'PasswordRecoveryRequest' });
/** The back office variant asks for the staff member's CPF only (PF 5 'CPF-only'). */
export const backofficeRecoveryRequestSchema = recoveryBody(true).meta({
  id: 'BackofficePasswordRecoveryRequest',
});
export type RecoveryRequest = z.infer<typeof recoveryRequestSchema>;

/**
 * The form of 'Alteração de senha' and 'Cadastrar Senha': the domain's two rules,
 * each message on its own field. The API applies the same rules to the decoded header.
 */
export const setPasswordFormSchema = z
  .object({ password: z.string(), passwordCheck: z.string() })
  .superRefine(({ password, passwordCheck }, ctx) => {
    const passwordError = validateNewPassword(password);
    const confirmError = validateConfirmPassword(password, passwordCheck);
    if (passwordError) ctx.addIssue({ code: 'custom', path: ['password'], message: passwordError });
    if (confirmError) ctx.addIssue({ code: 'custom', path: ['passwordCheck'], message: confirmError });
  });
export type SetPasswordForm = z.infer<typeof setPasswordFormSchema>;

/**
 * The form of 'Troca de senha' in Privacidade e segurança: the current password,
 * the new one and its confirmation, judged by the domain's rule; the company name joins the
 * obvious terms, so the schema is made per company.
 */
export function ownPasswordFormSchema(context: PasswordContext) {
  return z.object({ current: z.string(), next: z.string(), confirm: z.string() }).superRefine((form, ctx) => {
    for (const [path, message] of Object.entries(validateOwnPasswordChange(form, context)))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });
}
export type OwnPasswordForm = z.infer<ReturnType<typeof ownPasswordFormSchema>>;

export const recoveryHeadersSchema = z.object({ 'x-device-info': z.string().max(2000).optional() });

export const passwordMessageResponseSchema = z
  .object({ message: z.string() })
  .meta({ id: 'PasswordMessage' });
export type PasswordMessageResponse = z.infer<typeof passwordMessageResponseSchema>;

/** Passwords are at most 100 characters: 400 UTF-8 bytes, twice, in base64url, plus the token. */
export const setPasswordHeadersSchema = z.object({ authorization: z.string().max(1400).optional() });
/** The body of the link calls is empty (a form-encoded empty body is fine). */
// No body at all: Fastify presents it as null, a client library may send {}.
export const setPasswordBodySchema = z.object({}).strict().nullish();

export const trialPasswordBodySchema = z
  .object({ password: z.string().min(1).max(600) })
  .strict()
  .meta({ id: 'TrialPasswordRequest' });
export type TrialPasswordBody = z.infer<typeof trialPasswordBodySchema>;

export const ownPasswordBodySchema = z
  .object({ oldPassword: z.string().min(1).max(1400), newPassword: z.string().min(1).max(1400) })
  .strict()
  .meta({ id: 'OwnPasswordChangeRequest' });
export type OwnPasswordBody = z.infer<typeof ownPasswordBodySchema>;
