/**
 * The avatar's profile menu (PF 2 'Profile menu'): 'MEU PERFIL' with the name, the profile and the
 * group, then Editar perfil, Gestão da conta and Sair (trial users only Sair), from the menu model.
 * Unreadable users read 'NU', 'No User' and 'Sem grupo'. Escape closes it and gives the
 * focus back to the avatar.
 */
import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from 'react-router';
import type { SessionUser } from '@painel/contracts';
import {
  fallbackMessages,
  personInitials,
  profileMenuItems,
  screenMessages,
  shellMessages,
  type ShellContext,
} from '@painel/domain';
import { paths } from '../../config/paths';
import { MenuGlyph } from './menu-icons';

/** The name to show, or 'No User' when the session carries none. */
export function displayName(user: SessionUser): string {
  return user.name.trim() || fallbackMessages.noUser;
}

/** The avatar's letters: personInitials in domain, the same as 'Meu perfil'. */
export function initialsOf(user: SessionUser): string {
  return personInitials(user.name);
}

interface ProfileMenuProps {
  user: SessionUser;
  context: ShellContext;
  onLogout: () => void;
  loggingOut: boolean;
}

export function ProfileMenu({ user, context, onLogout, loggingOut }: ProfileMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const name = displayName(user);

  return (
    <>
      <IconButton
        id={`${id}-botao`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar
          aria-hidden="true"
          sx={{ width: 36, height: 36, bgcolor: 'secondary.main', fontSize: 15, fontWeight: 600 }}
        >
          {initialsOf(user)}
        </Avatar>
        {/* The name comes from this text, not aria-label, so the initials need not be part of it (axe). */}
        <Box component="span" sx={visuallyHidden}>
          {shellMessages.profileMenu(name)}
        </Box>
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 260, maxWidth: 320 } } }}
      >
        <Box sx={{ px: 2, pt: 1.5, pb: 1.5 }}>
          <Typography
            id={`${id}-titulo`}
            variant="overline"
            component="p"
            color="text.secondary"
            sx={{ lineHeight: 2 }}
          >
            {screenMessages.myProfile}
          </Typography>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.profile.name || fallbackMessages.unavailable}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {user.group?.name ?? fallbackMessages.noGroup}
          </Typography>
        </Box>
        <Divider />
        <MenuList id={`${id}-menu`} autoFocusItem={open} aria-labelledby={`${id}-titulo`} sx={{ py: 1 }}>
          {profileMenuItems(context).map((item) => {
            const inner = (
              <>
                <ListItemIcon>
                  <MenuGlyph icon={item.icon} fontSize="small" />
                </ListItemIcon>
                {item.label}
              </>
            );
            return item.route ? (
              <MenuItem key={item.id} component={RouterLink} to={paths[item.route]} onClick={close}>
                {inner}
              </MenuItem>
            ) : (
              <MenuItem
                key={item.id}
                disabled={loggingOut}
                onClick={() => {
                  close();
                  onLogout();
                }}
              >
                {inner}
              </MenuItem>
            );
          })}
        </MenuList>
      </Popover>
    </>
  );
}
