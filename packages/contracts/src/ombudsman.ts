/**
 * POST /ouvidoria (PF 2 'Ombudsman dialog', PF 3, PF 5, PF 7): the 'Ouvidoria Assertiva'
 * form, validated by the domain's own rules (validateOmbudsman) so the dialog and the API refuse
 * the same things with the same words. Success answers `{ statusCode: 200, message }` (PF 7
 * "data.statusCode 200 = success"); a failure to hand the e-mail over answers 502
 * OMBUDSMAN_NOT_SENT with ombudsmanMessages.failure (the 8 s error toast).
 */
import { z } from 'zod';
import { ombudsmanMessages, validateOmbudsman, validationMessages } from '@painel/domain';
import { hasControlCharacters } from './schemas';

export const ombudsmanPaths = { send: '/ouvidoria' } as const;

/**
 * Lengths are bounded by validateOmbudsman itself (a phone must be a phone, the ticket at most 8
 * digits, the request at most 2000 characters), with the form's own messages; a second bound
 * here would report the same field twice.
 */
const typed = () =>
  z
    .string({ error: validationMessages.invalidValue })
    .refine((value) => !hasControlCharacters(value), validationMessages.invalidValue)
    .default('');

export const ombudsmanBodySchema = z
  .object({
    phone: typed(),
    /** Optional except for Reclamação; digits only. */
    ticket: typed(),
    /** 1 Denúncia, 2 Elogio, 3 Reclamação, 4 Sugestão; null until chosen. */
    reason: z
      .number({ error: validationMessages.invalidValue })
      .int(validationMessages.invalidValue)
      .nullable()
      .default(null),
    request: typed(),
  })
  .strict()
  .superRefine((form, ctx) => {
    for (const [path, message] of Object.entries(validateOmbudsman(form)))
      ctx.addIssue({ code: 'custom', path: [path], message });
  })
  .meta({ id: 'OmbudsmanRequest' });
export type OmbudsmanBody = z.infer<typeof ombudsmanBodySchema>;

export const ombudsmanResponseSchema = z
  .object({ statusCode: z.literal(200), message: z.string() })
  .meta({ id: 'OmbudsmanResponse' });
export type OmbudsmanResponse = z.infer<typeof ombudsmanResponseSchema>;

export const ombudsmanSuccess: OmbudsmanResponse = { statusCode: 200, message: ombudsmanMessages.success };
