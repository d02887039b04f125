/**
 * The group's members, read-only (name, e-mail, status, profile), from the group's own call. The
 * group screens take any other rendering through their `members` prop: this list is the default
 * until the users table of the users feature is composed in its place (app/ composes features).
 * A list rather than a table, so a long e-mail wraps whole on a phone.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GroupDetail } from '@painel/contracts';
import { USER_STATUS_IDS, accountMessages, groupMessages } from '@painel/domain';

export type GroupMembersSlot = (group: GroupDetail, mode: 'view' | 'edit') => ReactNode;

export function GroupMembers({ group }: { group: GroupDetail }) {
  if (group.users.length === 0)
    return <Typography color="text.secondary">{accountMessages.usersEmptyGroup}</Typography>;
  return (
    <Box component="ul" aria-label={groupMessages.usersTitle} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {group.users.map((user) => (
        <Box
          component="li"
          key={user.id}
          sx={{
            py: 1.25,
            borderTop: 1,
            borderColor: 'divider',
            display: 'flex',
            gap: 1,
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{user.name}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              label={user.status.name}
              color={user.status.id === USER_STATUS_IDS.active ? 'success' : 'default'}
            />
            <Chip size="small" variant="outlined" label={user.profile.name} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export const defaultMembers: GroupMembersSlot = (group) => <GroupMembers group={group} />;
