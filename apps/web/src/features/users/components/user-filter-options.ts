/**
 * What the users table and its filter drawer share about the filters: their keys and values, and
 * the Status and MFA options (the table names a chosen one in its chips). Apart from the drawer,
 * which is its own chunk, fetched when first opened.
 */
import type { USER_FILTER_KEYS } from '@painel/contracts';
import { MFA_STATUSES, MFA_STATUS_BY_VALUE, USER_STATUSES, type MfaStatusWire } from '@painel/domain';

export type UserFilterKey = (typeof USER_FILTER_KEYS)[number];
export type UserFilters = Record<UserFilterKey, string>;

const MFA_VALUES = Object.keys(MFA_STATUS_BY_VALUE) as MfaStatusWire[];
/** The MFA filter's options carry an index as id; the value travels as the server's word. */
export const mfaOptions = MFA_VALUES.map((value, index) => ({
  id: index + 1,
  name: MFA_STATUSES[MFA_STATUS_BY_VALUE[value]].label,
  value,
}));
export const statusOptions = Object.entries(USER_STATUSES).map(([id, name]) => ({ id: Number(id), name }));
