/**
 * One group: /grupos-e-usuarios/grupos/:groupId (and /novo), and in the back office
 * /clientes/:customerId/editar/grupos/:groupId (and /novo). `?modo=visualizar` opens the read-only
 * view, otherwise the form; a mode the viewer's keys do not allow falls back to the one they do.
 * `members` renders the group's users: the read-only list by default, or what app/ composes in;
 * `onSaved` is what app/ refreshes after a save (the users lists).
 */
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { useParams, useSearchParams } from 'react-router';
import { groupAbilities, groupOpenMode } from '@painel/domain';
import { useViewer } from '../../../lib/viewer';
import { useGroup } from '../api/get-group';
import { useGroupSelectData } from '../api/get-select-data';
import type { GroupSaved } from '../api/save-group';
import { GroupFormScreen } from '../components/group-form';
import { defaultMembers, type GroupMembersSlot } from '../components/group-members';
import { GroupView } from '../components/group-view';
import { MODE_PARAM, NEW_GROUP_SEGMENT, VIEW_MODE, customerIdOf, groupsListPath } from '../lib/group-paths';

function Loading() {
  return (
    <Container maxWidth="md">
      <Skeleton variant="rounded" height={320} />
    </Container>
  );
}

export function GroupPage({
  members = defaultMembers,
  onSaved,
}: {
  members?: GroupMembersSlot;
  onSaved?: GroupSaved;
}) {
  const params = useParams();
  const [search] = useSearchParams();
  const viewer = useViewer();
  const customerId = customerIdOf(params.customerId);
  const isNew = params.groupId === NEW_GROUP_SEGMENT;
  const groupId = isNew ? 0 : Number(params.groupId);
  const abilities = groupAbilities(viewer);
  const mode = groupOpenMode(abilities, search.get(MODE_PARAM) === VIEW_MODE ? 'view' : 'edit');
  const listPath = groupsListPath(customerId);
  const needsForm = isNew || mode === 'edit';
  const selectData = useGroupSelectData(customerId, needsForm);
  const group = useGroup(customerId, groupId, !isNew && Number.isInteger(groupId) && groupId > 0);

  if (isNew) {
    if (selectData.isError) return <Failure message={selectData.error.message} />;
    if (!selectData.data) return <Loading />;
    return (
      <GroupFormScreen
        customerId={customerId}
        group={null}
        selectData={selectData.data}
        listPath={listPath}
        onSaved={onSaved}
      />
    );
  }
  if (group.isError) return <Failure message={group.error.message} />;
  if (needsForm && selectData.isError) return <Failure message={selectData.error.message} />;
  if (!group.data || (needsForm && !selectData.data)) return <Loading />;
  if (needsForm && selectData.data) {
    return (
      <GroupFormScreen
        key={group.data.id}
        customerId={customerId}
        group={group.data}
        selectData={selectData.data}
        listPath={listPath}
        members={members(group.data, 'edit')}
        onSaved={onSaved}
      />
    );
  }
  return <GroupView group={group.data} listPath={listPath} members={members(group.data, 'view')} />;
}

function Failure({ message }: { message: string }) {
  return (
    <Container maxWidth="md">
      <Alert severity="error">{message}</Alert>
    </Container>
  );
}

export function GroupRoute() {
  return <GroupPage />;
}
