/**
 * The own profile (AA 2.2, 3, 7): `GET/PUT {customers}/users/profile`, where the prefix is
 * `/customers` in the portal and empty in the back office. Dates travel as DD/MM/YYYY, phones as
 * digits or null. The field rules need the company's MFA flag and today's date, so the server
 * applies validateOwnProfile (domain) after this shape check, exactly as the form does.
 */
import { z } from 'zod';
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
