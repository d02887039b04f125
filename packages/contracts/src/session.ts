/** GET /oauth2/session: the session user of PF 3, as the API presents it and the web reads it. */
import { z } from 'zod';
import { PLAN_TYPES } from '@painel/domain';

export const environmentSchema = z.enum(['portal', 'backoffice']);
export type Environment = z.infer<typeof environmentSchema>;

export const sessionQuerySchema = z
  .object({ productId: z.coerce.number().int().min(1).max(1000).optional() })
  .strict();

const named = z.object({ id: z.number().int(), name: z.string() });

export const sessionUserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** 1 customer user, 2 provider staff (our numbering; the spec names the field only). */
    userTypeId: z.number().int(),
    /** 1 customer portal, 2 back office: the environment this session belongs to. */
    systemId: z.number().int(),
    createdAt: z.string(),
    loginTime: z.string(),
    trial: z.boolean(),
    profile: z.object({
      id: z.number().int(),
      name: z.string(),
      isCustomProfile: z.boolean(),
      base: named,
    }),
    company: z.object({
      id: z.number().int(),
      name: z.string(),
      tradingName: z.string().nullable(),
      document: z.string(),
      segment: named.nullable(),
      api: z.boolean(),
      migration: z.boolean(),
      mfa: z.boolean(),
      blockedForNonPayment: z.boolean(),
      /** Ours: a trial plan whose seven days are over ('Período expirado.'); false for a contract. */
      trialExpired: z.boolean(),
      createdAt: z.string(),
      /** Ours: the products the company owns; `products` are those of them the user's profile grants. */
      productIds: z.array(z.number().int()),
    }),
    group: named.nullable(),
    plan: z.object({ id: z.number().int(), planType: z.enum(PLAN_TYPES) }),
    products: z.array(named),
    permissions: z.array(z.string()),
    /** When the company or group access window closes this session, or null when the window is open-ended. */
    finalAccessTime: z.string().nullable(),
    /** When the session ends unless renewed. */
    sessionExpiresAt: z.string(),
    /** The user's own second factor, for Privacidade e segurança. */
    mfa: z.object({
      status: z.enum(['active', 'inactive', 'pending', 'suspended']),
      type: z.enum(['SMS', 'TOTP']).nullable(),
    }),
    /** The blocked state of PF 4 that narrowed permissions and products, if any. */
    blockedState: z.enum(['nonPayment', 'mfaBlocked', 'mfaPending']).nullable(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const logoutResponseSchema = z.object({ message: z.string() }).meta({ id: 'LogoutResponse' });
