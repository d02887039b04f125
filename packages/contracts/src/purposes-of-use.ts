/**
 * GET /lgpd/purpose-of-use[?productId] (PF 2 purpose picker, PF 3 'Purpose'): the general
 * purposes of use, plus the product's own when productId is given. The web caches the list in
 * local storage and uses the cache when the call fails.
 */
import { z } from 'zod';
import { isProductId, validationMessages } from '@painel/domain';

export const purposeOfUsePaths = { list: '/lgpd/purpose-of-use' } as const;

export const purposeOfUseQuerySchema = z
  .object({
    productId: z.coerce.number().int().refine(isProductId, validationMessages.invalidValue).optional(),
  })
  .strict();
export type PurposeOfUseQuery = z.infer<typeof purposeOfUseQuerySchema>;

export const purposeOfUseSchema = z
  .object({ id: z.number().int(), text: z.string(), description: z.string() })
  .meta({ id: 'PurposeOfUse' });
export type PurposeOfUseItem = z.infer<typeof purposeOfUseSchema>;

export const purposeOfUseListSchema = z.array(purposeOfUseSchema).meta({ id: 'PurposeOfUseList' });
