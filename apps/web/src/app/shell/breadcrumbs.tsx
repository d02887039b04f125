/**
 * Breadcrumbs of the account pages (PF 2 'Other: breadcrumbs'): Início > Gestão da conta > the
 * page, named by its menu entry. 'Início' is left out for users who may not open it (a pending MFA
 * validation); the current page is not a link.
 */
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { Link as RouterLink } from 'react-router';
import { canOpenRoute, routeLabel, screenMessages, shellMessages, type PrivateRouteKey, type ShellContext } from '@painel/domain';
import { paths } from '../../config/paths';

interface Crumb {
  label: string;
  route: PrivateRouteKey;
}

const ACCOUNT_PAGES: readonly PrivateRouteKey[] = [
  'balance',
  'reports',
  'payments',
  'unitPrice',
  'privacyAndSecurity',
  'editProfile',
  'developerArea',
  'groupsAndUsers',
];

/** Pages of other widths than the shell's default, so the trail lines up with the page. */
const NARROW_PAGES: readonly PrivateRouteKey[] = []; // Privacidade e Segurança joined the shared column (issue 12).

export function breadcrumbTrail(route: PrivateRouteKey, context: ShellContext): Crumb[] {
  const isAccountHome = route === 'accountHome' || route === 'accountHomeAlias';
  const start: Crumb[] = canOpenRoute('home', context) ? [{ label: shellMessages.start, route: 'home' }] : [];
  const account: Crumb = { label: screenMessages.accountManagement, route: 'accountHome' };
  if (isAccountHome) return [...start, account];
  const label = routeLabel(route, context);
  if (label === null) return [];
  if (ACCOUNT_PAGES.includes(route)) return [...start, account, { label, route }];
  return [...start, { label, route }];
}

export function ShellBreadcrumbs({ route, context }: { route: PrivateRouteKey | null; context: ShellContext }) {
  const trail = route ? breadcrumbTrail(route, context) : [];
  if (trail.length < 2 || route === null) return null;
  return (
    <Container maxWidth={NARROW_PAGES.includes(route) ? 'md' : 'lg'} sx={{ pt: { xs: 2, md: 3 } }}>
      <Breadcrumbs aria-label={shellMessages.breadcrumbs} separator={<NavigateNext fontSize="small" />}>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <Typography key={crumb.route} variant="body2" color="text.primary" aria-current="page" sx={{ fontWeight: 500 }}>
              {crumb.label}
            </Typography>
          ) : (
            <Link key={crumb.route} component={RouterLink} to={paths[crumb.route]} variant="body2" underline="hover" color="text.secondary">
              {crumb.label}
            </Link>
          ),
        )}
      </Breadcrumbs>
    </Container>
  );
}
