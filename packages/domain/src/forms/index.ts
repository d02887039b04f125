/**
 * Field rules of account administration, one file per area: the consolidated report's
 * filters, the own profile, custom access profiles, editing and inviting users, and the group form.
 *
 * Each rule answers the pt-BR message to show or null; a form answers a record holding only its
 * failing fields, so an empty record means "may be sent". Dates are calendar dates (a Date at
 * local midnight, or 'DD/MM/YYYY' / 'YYYY-MM-DD' text) and "today" is always derived from the
 * `now` passed in, on the São Paulo calendar (see dates.ts).
 */
export { collapseSpaces } from './shared';
export type { DateInput } from './shared';
export * from './report';
export * from './own-profile';
export * from './custom-profile';
export * from './users';
export * from './groups';
export * from './access-hours';
