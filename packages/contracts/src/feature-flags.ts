/**
 * Feature flags: GET /feature-flags gives the caller's value of every flag (the web polls
 * it every FEATURE_FLAG_POLL_MS); staff manage them in the back office at
 * /backoffice/feature-flags: GET lists each flag with its default and overrides, PUT replaces one
 * flag's default and all of its overrides. A user's override wins over the company's, which wins
 * over the default.
 */
import { z } from 'zod';
import { FEATURE_FLAG_NAMES, validationMessages } from '@painel/domain';
import { bodyIdSchema } from './schemas';

export const featureFlagPaths = {
  mine: '/feature-flags',
  backoffice: '/backoffice/feature-flags',
} as const;

/** At most this many overrides per level in one PUT. */
export const FEATURE_FLAG_OVERRIDES_MAX = 500;

export const featureFlagNameSchema = z.enum(FEATURE_FLAG_NAMES);

export const featureFlagsResponseSchema = z
  .object({ flags: z.record(featureFlagNameSchema, z.boolean()) })
  .meta({ id: 'FeatureFlags' });
export type FeatureFlagsResponse = z.infer<typeof featureFlagsResponseSchema>;

export const backofficeFeatureFlagSchema = z
  .object({
    name: featureFlagNameSchema,
    description: z.string(),
    defaultEnabled: z.boolean(),
    companies: z.array(
      z.object({ companyId: z.number().int(), companyName: z.string(), enabled: z.boolean() }),
    ),
    users: z.array(
      z.object({
        userId: z.number().int(),
        name: z.string(),
        email: z.string(),
        companyId: z.number().int(),
        enabled: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'BackofficeFeatureFlag' });
export type BackofficeFeatureFlag = z.infer<typeof backofficeFeatureFlagSchema>;

export const backofficeFeatureFlagListSchema = z
  .object({ list: z.array(backofficeFeatureFlagSchema) })
  .meta({ id: 'BackofficeFeatureFlagList' });
export type BackofficeFeatureFlagList = z.infer<typeof backofficeFeatureFlagListSchema>;

const companyOverrideSchema = z.object({ companyId: bodyIdSchema, enabled: z.boolean() }).strict();
const userOverrideSchema = z.object({ userId: bodyIdSchema, enabled: z.boolean() }).strict();

/** PUT: the flag's whole state; overrides left out of the lists are removed. */
export const updateFeatureFlagBodySchema = z
  .object({
    name: featureFlagNameSchema,
    defaultEnabled: z.boolean(),
    companies: z
      .array(companyOverrideSchema)
      .max(FEATURE_FLAG_OVERRIDES_MAX)
      .refine(
        (items) => new Set(items.map((o) => o.companyId)).size === items.length,
        validationMessages.repeatedItems,
      ),
    users: z
      .array(userOverrideSchema)
      .max(FEATURE_FLAG_OVERRIDES_MAX)
      .refine(
        (items) => new Set(items.map((o) => o.userId)).size === items.length,
        validationMessages.repeatedItems,
      ),
  })
  .strict()
  .meta({ id: 'UpdateFeatureFlag' });
export type UpdateFeatureFlagBody = z.infer<typeof updateFeatureFlagBodySchema>;
