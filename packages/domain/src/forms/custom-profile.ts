/** Field rules of custom access profiles and their wizard. */
import {
  PROFILE_WIZARD_EXCLUDED_BASE_PROFILE_IDS,
  isMandatoryFunctionality,
  isMandatoryPermission,
  wizardBaseProfileOptions,
} from '../catalogue';
import { DESCRIPTION_MAX, NAME_MAX } from '../limits';
import { accountMessages, validationMessages } from '../messages';
import { maxLengthError } from './shared';

/** The wizard creates; the permissions dialog edits an existing profile's name and description. */
export type ProfileFormMode = 'create' | 'edit';

const PROFILE_NAME_CHARACTERS: Record<ProfileFormMode, RegExp> = {
  create: /^[\p{L}\p{M}\p{N} -]+$/u,
  edit: /^[\p{L}\p{M} ]+$/u,
};

/** Required, at most 40; alphanumerics, spaces and hyphens on create, letters and spaces on edit. */
export function validateCustomProfileName(value: string, mode: ProfileFormMode): string | null {
  const name = value.trim();
  if (name === '') return validationMessages.required;
  const tooLong = maxLengthError(name, NAME_MAX);
  if (tooLong) return tooLong;
  return PROFILE_NAME_CHARACTERS[mode].test(name) ? null : validationMessages.invalidValue;
}

/** At most 255; optional on create, required on edit. */
export function validateCustomProfileDescription(value: string, mode: ProfileFormMode): string | null {
  const description = value.trim();
  if (description === '') return mode === 'edit' ? validationMessages.required : null;
  return maxLengthError(description, DESCRIPTION_MAX);
}

function isExcludedBase(id: number): boolean {
  return PROFILE_WIZARD_EXCLUDED_BASE_PROFILE_IDS.some((excluded) => excluded === id);
}

/** The base profiles the wizard offers, from whatever list the server sent: id 2 is never one. */
export function customProfileBaseOptions<T extends { id: number }>(profiles: readonly T[]): T[] {
  return profiles.filter((profile) => !isExcludedBase(profile.id));
}

/** Required, and one of the wizard's options (Administrador, Operador, Gerente). */
export function validateCustomProfileBase(baseProfileId: number | null): string | null {
  if (baseProfileId === null) return validationMessages.required;
  const offered = wizardBaseProfileOptions().some((profile) => profile.id === baseProfileId);
  return offered ? null : validationMessages.invalidValue;
}

/** Switching a functionality off: refused for the mandatory ones (vehicles' aggregates, 63). */
export function validateFunctionalityToggle(
  productId: number,
  functionalityId: number,
  active: boolean,
): string | null {
  return !active && isMandatoryFunctionality(productId, functionalityId)
    ? accountMessages.mandatoryFunctionality
    : null;
}

/** Switching a permission off: refused for the mandatory ones (vehicles' aggregates, 146). */
export function validatePermissionToggle(
  productId: number,
  permissionId: number,
  active: boolean,
): string | null {
  return !active && isMandatoryPermission(productId, permissionId)
    ? accountMessages.mandatoryPermission
    : null;
}

export type ProfileProductSelection = {
  id: number;
  functionalities: readonly { id: number; active: boolean }[];
};

/** A profile create or save payload: no chosen product may leave a mandatory functionality off. */
export function validateProfileProducts(products: readonly ProfileProductSelection[]): string | null {
  const offending = products.some((product) =>
    product.functionalities.some(
      (item) => validateFunctionalityToggle(product.id, item.id, item.active) !== null,
    ),
  );
  return offending ? accountMessages.mandatoryFunctionality : null;
}

export type ProfileWizardDraft = {
  name: string;
  baseProfileId: number | null;
  products: readonly ProfileProductSelection[];
};

/**
 * The wizard's next button: step 0 needs a valid name and base profile; from step 1 at
 * least one product; from step 2 an active functionality in every chosen product.
 */
export function canAdvanceProfileWizard(step: number, draft: ProfileWizardDraft): boolean {
  if (validateCustomProfileName(draft.name, 'create') || validateCustomProfileBase(draft.baseProfileId))
    return false;
  if (step >= 1 && draft.products.length === 0) return false;
  if (step >= 2 && !draft.products.every((product) => product.functionalities.some((item) => item.active))) {
    return false;
  }
  return step < 3 || validateProfileProducts(draft.products) === null;
}
