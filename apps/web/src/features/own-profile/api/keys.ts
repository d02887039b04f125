/** Query keys of the own profile. */
export const ownProfileKeys = { all: ['own-profile'] as const };
