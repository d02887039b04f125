/**
 * Breadcrumbs of the account pages (PF 2 'Other: breadcrumbs'): Início > Gestão da conta > the
 * page, named by its menu entry. 'Início' is left out for users who may not open it (a pending MFA
 * validation); the current page is not a link. A page under a menu entry (the consolidated
 * report under Relatórios) adds its own name as the last level, its entry becoming a link.
 */
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { Link as RouterLink } from 'react-router';
import {
  accountMessages,
  canOpenRoute,
  developerAreaMessages,
  matchRoutePattern,
  menuRouteOf,
  profileMessages,
  routeLabel,
  screenMessages,
  shellMessages,
  type PrivateRouteKey,
  type ShellContext,
} from '@painel/domain';
import { paths } from '../../config/paths';

interface Crumb {
  label: string;
  route: PrivateRouteKey;
}

/** Pages under a menu entry, with the name their last level shows (patterns as config/paths.ts writes them). */
const SUB_PAGES: readonly { pattern: string; label: string }[] = [
  { pattern: `${paths.reports}/consumo-consolidado`, label: accountMessages.consolidatedUsage },
  { pattern: `${paths.backofficeReports}/consumo-consolidado`, label: accountMessages.consolidatedUsage },
];

/**
 * Pages whose heading is not their menu entry's name: the last level says the heading, under the
 * entry when the page is one of its section's (the groups page under 'Gerenciar usuários').
 */
const PAGE_HEADINGS: Partial<Record<PrivateRouteKey, string>> = {
  groupsAndUsers: accountMessages.groupsAndUsers,
  accessProfiles: profileMessages.pageTitle,
  developerArea: developerAreaMessages.title,
};

const ACCOUNT_PAGES: readonly PrivateRouteKey[] = [
  'balance',
  'reports',
  'payments',
  'unitPrice',
  'privacyAndSecurity',
  'editProfile',
  'developerArea',
  'groupsAndUsers',
  'users',
  'accessProfiles',
];

/** Pages of other widths than the shell's default, so the trail lines up with the page. */
const NARROW_PAGES: readonly PrivateRouteKey[] = []; // Privacidade e Segurança joined the shared column.

export function breadcrumbTrail(route: PrivateRouteKey, context: ShellContext, pathname = ''): Crumb[] {
  const isAccountHome = route === 'accountHome' || route === 'accountHomeAlias';
  const start: Crumb[] = canOpenRoute('home', context) ? [{ label: shellMessages.start, route: 'home' }] : [];
  const account: Crumb = { label: screenMessages.accountManagement, route: 'accountHome' };
  if (isAccountHome) return [...start, account];
  const entry = menuRouteOf(route);
  const label = routeLabel(entry, context);
  if (label === null) return [];
  const sub = SUB_PAGES.find((page) => matchRoutePattern(page.pattern, pathname) !== null);
  const heading = PAGE_HEADINGS[route];
  const last: Crumb[] = sub
    ? [
        { label, route: entry },
        { label: sub.label, route },
      ]
    : heading && entry !== route
      ? [
          { label, route: entry },
          { label: heading, route },
        ]
      : [{ label: heading ?? label, route }];
  if (ACCOUNT_PAGES.includes(route)) return [...start, account, ...last];
  return [...start, ...last];
}

export function ShellBreadcrumbs({
  route,
  context,
  pathname,
}: {
  route: PrivateRouteKey | null;
  context: ShellContext;
  pathname: string;
}) {
  const trail = route ? breadcrumbTrail(route, context, pathname) : [];
  if (trail.length < 2 || route === null) return null;
  return (
    <Container maxWidth={NARROW_PAGES.includes(route) ? 'md' : 'lg'} sx={{ pt: { xs: 2, md: 3 }, pb: 0 }}>
      <Breadcrumbs aria-label={shellMessages.breadcrumbs} separator={<NavigateNext fontSize="small" />}>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <Typography
              key={`${crumb.route}-${crumb.label}`}
              variant="body2"
              color="text.primary"
              aria-current="page"
              sx={{ fontWeight: 500 }}
            >
              {crumb.label}
            </Typography>
          ) : (
            <Link
              key={crumb.route}
              component={RouterLink}
              to={paths[crumb.route]}
              variant="body2"
              underline="hover"
              color="text.secondary"
            >
              {crumb.label}
            </Link>
          ),
        )}
      </Breadcrumbs>
    </Container>
  );
}
