/**
 * The users table, embeddable: the whole company (`groupId` undefined) or one group's
 * users (the groups screens pass `groupId`, and `viewMode` for the read-only view). Columns: name,
 * e-mail with copy, status chip, group, profile, MFA chip (back office, or a company with MFA),
 * options. Filters live in the URL (drawer + chips), 5 per page first, then PF 9's sizes. What a row offers comes from the
 * server's abilities, the same rule that judges the action.
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { USER_FILTER_KEYS, type UserItem } from '@painel/contracts';
import {
  USERS_PAGE_SIZE,
  USERS_PAGE_SIZE_OPTIONS,
  USER_STATUS_IDS,
  accountMessages,
  userMessages as m,
} from '@painel/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { CopyButton } from '../../../components/copy-to-clipboard/copy-button';
import { DataTable } from '../../../components/data-table/data-table';
import type { CellProps, DataTableColumn } from '../../../components/data-table/data-table-types';
import { EmptyData } from '../../../components/empty-state/empty-data';
import { FilterChips } from '../../../components/filters/filter-chips';
import { FiltersButton } from '../../../components/filters/filters-button';
import { useListQuery } from '../../../components/filters/use-list-query';
import { useToast } from '../../../components/toast/toast-context';
import { lazyPart, OptionalPart, useOpenedOnce } from '../../../components/optional-part';
import { useDeleteUser } from '../api/delete-user';
import { useUpdateUser } from '../api/update-user';
import { useUserOptions } from '../api/get-user-options';
import { useUserNameSuggestions, useUsers } from '../api/get-users';
import { useUserAction } from '../api/user-actions';
import { ProfilePermissions } from './profile-permissions';
import { SecurityQuestionDialog } from './security-question-dialog';
import { MfaChip, UserStatusChip } from './user-chips';
import { mfaOptions, statusOptions, type UserFilterKey, type UserFilters } from './user-filter-options';
import { UserRowMenu, type RowAction } from './user-row-menu';

// The drawer and the add and edit dialogs hold the forms (react-hook-form, autocompletes, selects):
// chunks of their own, fetched when first opened, so the table's first paint does without them.
const UserFiltersDrawer = lazyPart(() =>
  import('./user-filters-drawer').then((m) => ({ default: m.UserFiltersDrawer })),
);
const AddUsersDialog = lazyPart(() =>
  import('./add-users-dialog').then((m) => ({ default: m.AddUsersDialog })),
);
const EditUserDialog = lazyPart(() =>
  import('./edit-user-dialog').then((m) => ({ default: m.EditUserDialog })),
);

export interface UsersTableProps {
  /** null in the portal (the own company); the customer's id in the back office. */
  customerId: number | null;
  /** Only this group's users, and new users go into it (the group field is hidden). */
  groupId?: number;
  /** The group's read-only view: no add, edit, activate or delete. */
  viewMode?: boolean;
}

type Pending = { user: UserItem; action: RowAction } | null;

function EmailCell({ row }: CellProps<UserItem>) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <span>{row.email}</span>
      <CopyButton text={row.email} label={m.columnEmail} />
    </Stack>
  );
}

export function UsersTable({ customerId, groupId, viewMode = false }: UsersTableProps) {
  const toast = useToast();
  const list = useListQuery<UserFilterKey>({ filterKeys: USER_FILTER_KEYS, defaultSize: USERS_PAGE_SIZE });
  const query = useMemo(
    () => ({
      ...Object.fromEntries(Object.entries(list.filters).filter(([, v]) => v !== '')),
      ...(groupId !== undefined ? { groupId } : {}),
      numPage: list.page,
      numPageSize: list.size,
    }),
    [list.filters, list.page, list.size, groupId],
  );
  const users = useUsers(customerId, query);
  const options = useUserOptions(customerId);
  const update = useUpdateUser(customerId);
  const remove = useDeleteUser(customerId);
  const action = useUserAction(customerId);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const nameSuggestions = useUserNameSuggestions(customerId, groupId, drawerOpen);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<UserItem | null>(null);
  const drawerMounted = useOpenedOnce(drawerOpen);
  const addMounted = useOpenedOnce(adding);
  const editMounted = useOpenedOnce(editing !== null);
  const [pending, setPending] = useState<Pending>(null);
  const [mfaDone, setMfaDone] = useState(false);

  const page = users.data;
  const showMfa = customerId !== null || (page?.companyUsesMfa ?? false);
  const columns: DataTableColumn<UserItem>[] = [
    { accessor: 'name', label: m.columnName },
    { accessor: 'email', label: m.columnEmail, cell: EmailCell },
    {
      accessor: 'status',
      label: m.columnStatus,
      cell: ({ row }) => <UserStatusChip status={row.status} />,
    },
    {
      accessor: 'group',
      label: m.columnGroup,
      active: groupId === undefined,
      cell: ({ row }) => <>{row.group?.name ?? ''}</>,
    },
    {
      accessor: 'profile',
      label: m.columnProfile,
      cell: ({ row }) => <>{row.profile.name}</>,
    },
    {
      accessor: 'mfa',
      label: m.columnMfa,
      active: showMfa,
      cell: ({ row }) => <MfaChip status={row.mfa.status} />,
    },
    {
      accessor: 'id',
      label: m.columnOptions,
      align: 'right',
      stacked: 'aside',
      cell: ({ row }) => <UserRowMenu user={row} viewMode={viewMode} onAction={(a) => onAction(row, a)} />,
    },
  ];

  function onAction(user: UserItem, chosen: RowAction) {
    if (chosen === 'edit') setEditing(user);
    else setPending({ user, action: chosen });
  }

  const done = (message: string) => {
    toast.success(message);
    setPending(null);
  };
  const failed = (error: Error) => toast.error(error.message);

  function confirm() {
    if (!pending) return;
    const { user } = pending;
    if (pending.action === 'activate' || pending.action === 'inactivate') {
      const statusId = pending.action === 'activate' ? USER_STATUS_IDS.active : USER_STATUS_IDS.inactive;
      update.mutate(
        { userId: user.id, body: { statusId, groupId: user.group?.id ?? 0, profileId: user.profile.id } },
        { onSuccess: (r) => done(r.message), onError: failed },
      );
    } else if (pending.action === 'delete') {
      remove.mutate(user.id, { onSuccess: (r) => done(r.message), onError: failed });
    } else if (
      pending.action === 'resendLink' ||
      pending.action === 'requestPasswordChange' ||
      pending.action === 'unblock'
    ) {
      action.mutate(
        { userId: user.id, action: pending.action },
        { onSuccess: (r) => done(r.message), onError: failed },
      );
    } else if (pending.action === 'resetMfa') {
      action.mutate(
        { userId: user.id, action: 'resetMfa' },
        {
          onSuccess: () => {
            setPending(null);
            setMfaDone(true);
          },
          onError: failed,
        },
      );
    }
  }

  const chips = USER_FILTER_KEYS.filter((key) => list.filters[key] !== '').map((key) => {
    const value = list.filters[key];
    const name = (id: string, items: readonly { id: number; name: string }[] | undefined) =>
      items?.find((i) => String(i.id) === id)?.name ?? id;
    const labels: Record<UserFilterKey, [string, string]> = {
      name: [m.filterName, value],
      email: [m.filterEmail, value],
      userStatus: [m.filterStatus, name(value, statusOptions)],
      mfaStatus: [m.filterMfa, mfaOptions.find((o) => o.value === value)?.name ?? value],
      groupId: [m.filterGroup, name(value, options.data?.groups)],
      profileId: [m.filterProfile, name(value, options.data?.profiles)],
    };
    return { key, label: labels[key][0], value: labels[key][1] };
  });

  const empty =
    list.activeCount > 0 ? (
      <EmptyData title={accountMessages.usersSearchEmpty} description={accountMessages.usersSearchHint} />
    ) : (
      <EmptyData title={accountMessages.usersEmptyGroup} />
    );
  const pendingUser = pending?.user;
  const confirmText = (): { title: string; text: string; destructive?: boolean } => {
    if (!pending || !pendingUser) return { title: '', text: '' };
    switch (pending.action) {
      case 'activate':
        return { title: m.toggleTitle('Ativar'), text: m.toggleConfirm('ativar', pendingUser.name) };
      case 'inactivate':
        return { title: m.toggleTitle('Inativar'), text: m.toggleConfirm('inativar', pendingUser.name) };
      case 'delete':
        return { title: m.deleteTitle, text: m.deleteConfirm(pendingUser.name), destructive: true };
      case 'resendLink':
        return { title: m.actionResendLink, text: pendingUser.email };
      case 'requestPasswordChange':
        return { title: m.requestPasswordChangeLabel, text: m.passwordChangeConfirm(pendingUser.name) };
      case 'unblock':
        return { title: m.unblockTitle, text: m.unblockConfirm(pendingUser.name) };
      case 'resetMfa':
        return { title: m.mfaResetTitle, text: m.mfaResetWarning };
      default:
        return { title: '', text: '' };
    }
  };
  const confirmable =
    pending !== null && !['permissions', 'securityQuestion', 'edit'].includes(pending.action);
  const dialog = confirmText();

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1, mb: 2 }}
      >
        <FiltersButton
          activeCount={list.activeCount}
          onOpen={() => setDrawerOpen(true)}
          onClear={list.clearFilters}
          expanded={drawerOpen}
        />
        {!viewMode && page?.canCreate && options.data && (
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
            {m.addUser}
          </Button>
        )}
      </Stack>
      <Box sx={{ mb: 1 }}>
        <FilterChips
          chips={chips}
          canRemove={(key) => list.canRemove(key as UserFilterKey)}
          onRemove={(key) => list.removeFilter(key as UserFilterKey)}
        />
      </Box>
      {users.isError && <Typography color="error">{users.error.message}</Typography>}
      <DataTable
        label={m.tableLabel}
        columns={columns}
        rows={page?.list ?? []}
        getRowId={(row) => row.id}
        loading={users.isFetching}
        empty={users.isPending ? null : empty}
        pagination={list.pager(page?.totalItems ?? 0, USERS_PAGE_SIZE_OPTIONS)}
      />
      {drawerMounted && (
        <OptionalPart>
          <UserFiltersDrawer
            key={drawerOpen ? 'open' : 'closed'}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            values={list.filters}
            onApply={(values: UserFilters) => list.applyFilters(values)}
            options={options.data}
            showMfa={showMfa}
            fixedGroup={groupId !== undefined}
            names={nameSuggestions.data ?? (nameSuggestions.isError ? [] : undefined)}
          />
        </OptionalPart>
      )}
      {options.data && addMounted && (
        <OptionalPart>
          <AddUsersDialog
            open={adding}
            onClose={() => setAdding(false)}
            customerId={customerId}
            options={options.data}
            groupId={groupId}
          />
        </OptionalPart>
      )}
      {options.data && editMounted && (
        <OptionalPart>
          <EditUserDialog
            user={editing}
            onClose={() => setEditing(null)}
            customerId={customerId}
            options={options.data}
            companyUsesMfa={page?.companyUsesMfa ?? false}
          />
        </OptionalPart>
      )}
      <ConfirmDialog
        open={confirmable}
        title={dialog.title}
        text={dialog.text}
        destructive={dialog.destructive ?? false}
        loading={update.isPending || remove.isPending || action.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
      {pending?.action === 'permissions' && (
        <Dialog
          open
          onClose={() => setPending(null)}
          fullWidth
          maxWidth="sm"
          aria-labelledby="user-permissions-title"
        >
          <DialogTitle id="user-permissions-title">{m.actionViewPermissions}</DialogTitle>
          <DialogContent>
            <ProfilePermissions
              profile={options.data?.profiles.find((p) => p.id === pending.user.profile.id)}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setPending(null)}>{m.close}</Button>
          </DialogActions>
        </Dialog>
      )}
      {pending?.action === 'securityQuestion' && customerId !== null && (
        <SecurityQuestionDialog
          user={pending.user}
          customerId={customerId}
          onClose={() => setPending(null)}
        />
      )}
      <Dialog open={mfaDone} onClose={() => setMfaDone(false)} aria-labelledby="mfa-reset-done-title">
        <DialogTitle id="mfa-reset-done-title">{accountMessages.mfaResetDone}</DialogTitle>
        <DialogContent>
          <DialogContentText>{m.mfaResetSuspended}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setMfaDone(false)} variant="contained">
            {m.close}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
