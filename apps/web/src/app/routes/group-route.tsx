/**
 * One group with its users: the groups feature's page with the users feature's table
 * composed into its members slot (features do not import each other). The table is filtered to
 * the group, read-only in the group's view; a viewer whose keys do not open the users page keeps
 * the group's own read-only member list. A save invites users into the group, so it marks the
 * users feature's lists stale: the embedded table and the users page read them again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { canOpenRoute } from '@painel/domain';
import { GroupPage } from '../../features/groups/routes/group-route';
import { defaultMembers, type GroupMembersSlot } from '../../features/groups/components/group-members';
import { UsersTable } from '../../features/users/components/users-table';
import { userKeys } from '../../features/users/api/keys';
import { useShellContext } from '../shell/shell-context';

export function GroupScreen() {
  const context = useShellContext();
  const queryClient = useQueryClient();
  const params = useParams();
  const customerId = params.customerId === undefined ? null : Number(params.customerId);
  const usersRoute = customerId === null ? 'users' : 'backofficeCustomerUsers';
  const members: GroupMembersSlot = canOpenRoute(usersRoute, context)
    ? (group, mode) => <UsersTable customerId={customerId} groupId={group.id} viewMode={mode === 'view'} />
    : defaultMembers;
  return (
    <GroupPage
      members={members}
      onSaved={(id) => queryClient.invalidateQueries({ queryKey: userKeys.company(id) })}
    />
  );
}
