/** A profile's permissions, read-only: the 'Adicionar usuário(s)' preview and the view-permissions dialog. */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { UserOptions } from '@painel/contracts';
import { userMessages as m } from '@painel/domain';

export function ProfilePermissions({ profile }: { profile: UserOptions['profiles'][number] | undefined }) {
  if (!profile) return null;
  return (
    <section aria-label={`${m.permissionsTitle}: ${profile.name}`}>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {m.permissionsTitle}: {profile.name}
      </Typography>
      {profile.permissions.length === 0 ? (
        <Typography color="text.secondary">{m.noPermissions}</Typography>
      ) : (
        <List
          dense
          tabIndex={0}
          aria-label={`${m.permissionsTitle}: ${profile.name}`}
          sx={{ maxHeight: 220, overflow: 'auto' }}
        >
          {profile.permissions.map((label) => (
            <ListItem key={label} disableGutters>
              <ListItemText primary={label} />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
