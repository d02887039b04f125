/**
 * Gerenciar usuários' three pages in the portal — Grupos, Usuários, Perfis de acesso — each linked
 * from the others, shown only when the user may open more than one of
 * them, and each only when its route rule (domain menu.ts) admits the user, as the side menu does.
 */
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { canOpenRoute, groupMessages, shellMessages, type PrivateRouteKey } from '@painel/domain';
import { paths } from '../../config/paths';
import { useShellContext } from '../shell/shell-context';

type SectionRoute = Extract<PrivateRouteKey, 'groupsAndUsers' | 'users' | 'accessProfiles'>;

const SECTION: readonly { route: SectionRoute; label: string }[] = [
  { route: 'groupsAndUsers', label: groupMessages.tabGroups },
  { route: 'users', label: groupMessages.tabUsers },
  { route: 'accessProfiles', label: groupMessages.tabProfiles },
];

export function UsersSectionNav({ current }: { current: SectionRoute }) {
  const context = useShellContext();
  const pages = SECTION.filter((page) => canOpenRoute(page.route, context));
  if (pages.length < 2) return null;
  return (
    <Container maxWidth="lg" sx={{ pt: 2, pb: 0 }}>
      <Box
        component="nav"
        aria-label={shellMessages.usersSection}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {pages.map((page) => (
          <Button
            key={page.route}
            component={RouterLink}
            to={paths[page.route]}
            size="small"
            variant={page.route === current ? 'contained' : 'outlined'}
            aria-current={page.route === current ? 'page' : undefined}
          >
            {page.label}
          </Button>
        ))}
      </Box>
    </Container>
  );
}
