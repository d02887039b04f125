/** The options menu of a users row (AA 2.4 'Row actions'): only what the server says the caller may do. */
import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { UserItem } from '@painel/contracts';
import { USER_STATUS_IDS, userMessages as m } from '@painel/domain';

export type RowAction =
  | 'edit'
  | 'activate'
  | 'inactivate'
  | 'permissions'
  | 'resendLink'
  | 'requestPasswordChange'
  | 'delete'
  | 'unblock'
  | 'resetMfa'
  | 'securityQuestion';

/** The entries a row offers, in the spec's order; the edit ones are hidden in view mode. */
export function rowActions(user: UserItem, viewMode: boolean): RowAction[] {
  const a = user.abilities;
  const actions: RowAction[] = [];
  if (!viewMode && a.edit) actions.push('edit');
  if (!viewMode && a.changeStatus)
    actions.push(user.status.id === USER_STATUS_IDS.active ? 'inactivate' : 'activate');
  actions.push('permissions');
  if (a.resendLink) actions.push('resendLink');
  if (a.unblock) actions.push('unblock');
  if (!viewMode && a.delete) actions.push('delete');
  if (a.resetMfa) actions.push('resetMfa');
  if (a.securityQuestion) actions.push('securityQuestion');
  return actions;
}

const LABELS: Record<RowAction, string> = {
  edit: m.actionEdit,
  activate: m.actionActivate,
  inactivate: m.actionInactivate,
  permissions: m.actionViewPermissions,
  resendLink: m.actionResendLink,
  requestPasswordChange: m.requestPasswordChangeLabel,
  delete: m.actionDelete,
  unblock: m.actionUnblock,
  resetMfa: m.actionResetMfa,
  securityQuestion: m.actionSecurityQuestion,
};

export function UserRowMenu({
  user,
  viewMode,
  onAction,
}: {
  user: UserItem;
  viewMode: boolean;
  onAction(action: RowAction): void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const actions = rowActions(user, viewMode);
  return (
    <>
      <IconButton
        aria-label={m.optionsOf(user.name)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
          >
            {LABELS[action]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
