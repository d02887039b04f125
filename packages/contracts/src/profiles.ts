/**
 * Access profiles: the company's contracted products with their functionalities
 * and permissions, the profile list with user counts, one profile with its products, and the
 * create and save bodies. The bodies are checked with the same domain rules the wizard and the
 * permissions dialog use; the server adds what only it can know (contract, ownership, escalation).
 *
 * Paths are AA 7's, without the customer segment: the portal calls `/customers/profiles`, the back
 * office `/customers/{customerId}/profiles` (see `profilePath`).
 */
import { z } from 'zod';
import {
  validateCustomProfileBase,
  validateCustomProfileDescription,
  validateCustomProfileName,
  validateProfileProducts,
  validationMessages,
  type ProfileFormMode,
} from '@painel/domain';
import { rule } from './auth';
import { bodyIdSchema, plainText } from './schemas';

/** The path of a profiles call from the web: the back office names the customer, the portal does not. */
export function profilePath(
  customerId: number | null,
  path: '/profiles' | `/profiles/${number}` | '/contracts/products',
): string {
  return customerId === null ? `/customers${path}` : `/customers/${customerId}${path}`;
}

export const catalogueFunctionalitySchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** On in this profile (or, for contracted products, on by default in the wizard). */
  active: z.boolean(),
  mandatory: z.boolean(),
  /** The caller may switch it on: they hold every key of it themselves (no escalation). */
  grantable: z.boolean(),
});

export const cataloguePermissionSchema = z.object({
  id: z.number().int(),
  functionalityId: z.number().int(),
  label: z.string(),
  key: z.string(),
  active: z.boolean(),
  mandatory: z.boolean(),
});

export const profileProductSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    functionalities: z.array(catalogueFunctionalitySchema),
    permissions: z.array(cataloguePermissionSchema),
  })
  .meta({ id: 'ProfileProduct' });
export type ProfileProduct = z.infer<typeof profileProductSchema>;

export const contractedProductsSchema = z
  .object({ list: z.array(profileProductSchema) })
  .meta({ id: 'ContractedProducts' });
export type ContractedProducts = z.infer<typeof contractedProductsSchema>;

export const profileSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** A base profile (Administrador, Financeiro, Operador, Gerente): read-only. */
  baseProfile: z.boolean(),
  baseProfileId: z.number().int().nullable(),
  baseProfileName: z.string().nullable(),
  usersCount: z.number().int(),
});
export type ProfileSummary = z.infer<typeof profileSummarySchema>;

export const profileListSchema = z
  .object({ list: z.array(profileSummarySchema) })
  .meta({ id: 'ProfileList' });
export type ProfileList = z.infer<typeof profileListSchema>;

export const profileDetailSchema = profileSummarySchema
  .extend({ products: z.array(profileProductSchema) })
  .meta({ id: 'ProfileDetail' });
export type ProfileDetail = z.infer<typeof profileDetailSchema>;

export const profileParamsSchema = z.object({
  profileId: z.coerce.number().int().positive().max(2_147_483_647),
});

const selectionSchema = z
  .array(
    z.object({
      id: bodyIdSchema,
      functionalities: z.array(z.object({ id: bodyIdSchema, active: z.boolean() })).max(200),
    }),
  )
  .min(1, validationMessages.required)
  .max(100);

function nameField(mode: ProfileFormMode) {
  return plainText(200).superRefine(rule((value: string) => validateCustomProfileName(value, mode)));
}

function descriptionField(mode: ProfileFormMode) {
  return plainText(1000).superRefine(rule((value: string) => validateCustomProfileDescription(value, mode)));
}

const productsField = selectionSchema.superRefine(rule(validateProfileProducts));

export const profileCreateBodySchema = z
  .object({
    name: nameField('create'),
    description: descriptionField('create').default(''),
    baseProfileId: z.number().int().superRefine(rule(validateCustomProfileBase)),
    products: productsField,
  })
  .strict()
  .meta({ id: 'ProfileCreate' });
export type ProfileCreateBody = z.input<typeof profileCreateBodySchema>;

/**
 * The wizard's form ('Criar perfil personalizado'): the create body, judged by the same rules, with
 * the base profile null until one is chosen (a customer may have none to choose).
 */
export const profileWizardFormSchema = profileCreateBodySchema.extend({
  baseProfileId: z.number().int().nullable().superRefine(rule(validateCustomProfileBase)),
});
export type ProfileWizardForm = z.input<typeof profileWizardFormSchema>;
export type ProfileWizardValues = z.output<typeof profileWizardFormSchema>;

export const profileUpdateBodySchema = z
  .object({ name: nameField('edit'), description: descriptionField('edit'), products: productsField })
  .strict()
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

export const profileCreatedSchema = z.object({ message: z.string(), profileId: z.number().int() });
export type ProfileCreated = z.infer<typeof profileCreatedSchema>;

export const profileUpdatedSchema = z.object({ message: z.string() });
