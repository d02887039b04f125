/**
 * Área do desenvolvedor: a company administrator's API credentials, which are
 * the company's own OAuth clients (client_credentials). The secret appears only in the answers of
 * create and rotate; only its hash is kept.
 */
import { z } from 'zod';
import { accountMessages, developerAreaMessages, isValidIpOrRange } from '@painel/domain';

export const developerAreaPaths = {
  list: '/developer/credentials',
  rotate: '/developer/credentials/:clientId/secret',
  revoke: '/developer/credentials/:clientId/revoke',
} as const;

/** At most this many live credentials per company. */
export const MAX_API_CREDENTIALS = 20;

export const apiCredentialStatusSchema = z.enum(['ATIVA', 'REVOGADA']);

export const apiCredentialSchema = z
  .object({
    clientId: z.string(),
    name: z.string(),
    status: apiCredentialStatusSchema,
    ipAllowlist: z.array(z.string()),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    /** Until when the secret before the last rotation is still accepted. */
    previousSecretUntil: z.string().nullable(),
  })
  .meta({ id: 'ApiCredential' });
export type ApiCredential = z.infer<typeof apiCredentialSchema>;

export const apiCredentialListSchema = z
  .object({ list: z.array(apiCredentialSchema) })
  .meta({ id: 'ApiCredentialList' });

export const createApiCredentialBodySchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    ipAllowlist: z.array(z.string().trim().min(1).max(64)).max(50).default([]),
  })
  .meta({ id: 'CreateApiCredentialRequest' });
export type CreateApiCredentialBody = z.input<typeof createApiCredentialBodySchema>;

/**
 * The 'Criar credencial' form: the body with the messages the server gives for the same faults
 * (a blank name, an entry that is no IP or CIDR range), judged in the browser as the person types.
 */
export const createApiCredentialFormSchema = z.object({
  name: z.string().trim().min(1, developerAreaMessages.nameRequired).max(120),
  ipAllowlist: z
    .array(z.string())
    .refine((ips) => ips.every((ip) => isValidIpOrRange(ip)), accountMessages.ipHint),
});
export type CreateApiCredentialForm = z.input<typeof createApiCredentialFormSchema>;

export const apiCredentialSecretSchema = z
  .object({ credential: apiCredentialSchema, secret: z.string() })
  .meta({ id: 'ApiCredentialWithSecret' });
export type ApiCredentialWithSecret = z.infer<typeof apiCredentialSecretSchema>;

export const apiCredentialParamsSchema = z.object({ clientId: z.string().min(1).max(100) });
