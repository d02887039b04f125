/**
 * The group's members, read-only (name, e-mail, status, profile), from the group's own call. The
 * group screens take any other rendering through their `members` prop: this list is the default
 * until the users table of the users feature is composed in its place (app/ composes features).
 */
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { GroupDetail } from '@painel/contracts';
import { USER_STATUS_IDS, accountMessages, groupMessages } from '@painel/domain';

export type GroupMembersSlot = (group: GroupDetail, mode: 'view' | 'edit') => React.ReactNode;

export function GroupMembers({ group }: { group: GroupDetail }) {
  if (group.users.length === 0) return <Typography color="text.secondary">{accountMessages.usersEmptyGroup}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={groupMessages.usersTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{groupMessages.memberName}</TableCell>
            <TableCell>{groupMessages.memberEmail}</TableCell>
            <TableCell>{groupMessages.memberStatus}</TableCell>
            <TableCell>{groupMessages.memberProfile}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {group.users.map((user) => (
            <TableRow key={user.id}>
              <TableCell>{user.name}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{user.email}</TableCell>
              <TableCell>
                <Chip size="small" label={user.status.name} color={user.status.id === USER_STATUS_IDS.active ? 'success' : 'default'} />
              </TableCell>
              <TableCell>{user.profile.name}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export const defaultMembers: GroupMembersSlot = (group) => <GroupMembers group={group} />;
