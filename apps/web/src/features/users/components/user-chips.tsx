/** The status and MFA chips of a users row (AA 4: chip colours active, pending, blocked, default). */
import Chip from '@mui/material/Chip';
import type { UserItem } from '@painel/contracts';
import { MFA_STATUSES, MFA_STATUS_BY_VALUE, USER_STATUS_IDS, type MfaChipColor } from '@painel/domain';

const CHIP_COLOR: Record<MfaChipColor, 'success' | 'warning' | 'error' | 'default'> = {
  active: 'success',
  pending: 'warning',
  blocked: 'error',
  default: 'default',
};

const STATUS_CHIP: Record<number, MfaChipColor> = {
  [USER_STATUS_IDS.active]: 'active',
  [USER_STATUS_IDS.inactive]: 'default',
  [USER_STATUS_IDS.pending]: 'pending',
  [USER_STATUS_IDS.securityBlocked]: 'blocked',
};

/** The border carries the colour; the text stays the body colour, so every chip reads at AA contrast. */
const READABLE = { color: 'text.primary', fontWeight: 500 } as const;

export function UserStatusChip({ status }: { status: UserItem['status'] }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={status.name}
      color={CHIP_COLOR[STATUS_CHIP[status.id] ?? 'default']}
      sx={READABLE}
    />
  );
}

export function MfaChip({ status }: { status: UserItem['mfa']['status'] }) {
  const spec = MFA_STATUSES[MFA_STATUS_BY_VALUE[status]];
  return (
    <Chip size="small" variant="outlined" label={spec.label} color={CHIP_COLOR[spec.chip]} sx={READABLE} />
  );
}
