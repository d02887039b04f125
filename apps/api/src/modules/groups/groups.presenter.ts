/**
 * What leaves the server about groups: the allow-listed fields of AA 3 'Group (read)' and the
 * members' name, e-mail, status and profile (never documents, phones or security data).
 */
import type { AccessDayHours, GroupDetail, GroupMember, GroupSummary } from '@painel/contracts';
import {
  GROUP_STATUSES,
  USER_STATUSES,
  groupAccessHours,
  type GroupStatusId,
  type UserStatusId,
} from '@painel/domain';
import type { GroupRow, HourRow } from './groups.repository';

/** Exact decimal text with two places ('5000.00'); the column is numeric(12, 2). */
export function presentMoney(value: string | null): string | null {
  if (value === null) return null;
  const [whole = '0', cents = ''] = value.split('.');
  return `${whole}.${cents.padEnd(2, '0').slice(0, 2)}`;
}

/** A group's days and hours as they bind it: the terms' default when none were saved. */
export function presentHours(hours: readonly HourRow[]): AccessDayHours[] {
  return groupAccessHours(hours).map((h) => ({
    day: h.day,
    active: h.active,
    startTime: h.startTime,
    endTime: h.endTime,
  }));
}

export function presentGroup(row: GroupRow, hours: readonly HourRow[]): GroupSummary {
  return {
    id: row.id,
    name: row.name,
    status: { id: row.statusId, name: GROUP_STATUSES[row.statusId as GroupStatusId] ?? '' }, // the column's check allows only 1 and 2
    usersCount: row.usersCount,
    limitationPrice: presentMoney(row.consumptionLimit),
    accessLimitation: presentHours(hours.filter((h) => h.groupId === row.id)),
  };
}

export type MemberRow = {
  id: number;
  name: string;
  email: string;
  statusId: number;
  profileId: number;
  profileName: string;
};

export function presentMember(row: MemberRow): GroupMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: { id: row.statusId, name: USER_STATUSES[row.statusId as UserStatusId] ?? '' }, // the column's check allows only 1 to 4
    profile: { id: row.profileId, name: row.profileName },
  };
}

export function presentGroupDetail(
  row: GroupRow,
  hours: readonly HourRow[],
  members: readonly MemberRow[],
): GroupDetail {
  return { ...presentGroup(row, hours), ips: row.ips, users: members.map(presentMember) };
}
