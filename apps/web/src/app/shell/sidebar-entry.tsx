/**
 * One entry of the side menu (PF 2 'Menu item attributes'): a route link (aria-current on the
 * current page), an external link in a new tab (Protesto), a product launch, a level switch, the
 * way back ('Menu Principal') or Sair; and the groups ('Minha Conta', 'Minhas Soluções', open by
 * default and collapsable). Labels truncate and show the whole name in a tooltip, which is also
 * what a minimised menu shows beside its icons.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from 'react-router';
import {
  shellMessages,
  type MenuItem,
  type PrivateRouteKey,
  type SidebarLevel,
  type SidebarVariant,
} from '@painel/domain';
import { paths } from '../../config/paths';
import { MenuGlyph } from './menu-icons';
import { SIDEBAR_FOCUS_RING } from './focus-ring';
import { isSameRoute } from './route-keys';

export interface EntryHandlers {
  onNavigate: () => void;
  onOpenLevel: (level: SidebarLevel) => void;
  onBack: () => void;
  onLaunch: (productId: number) => void;
  onLogout: () => void;
  loggingOut: boolean;
}

interface EntryProps extends EntryHandlers {
  item: MenuItem;
  current: PrivateRouteKey | null;
  expanded: boolean;
  variant: SidebarVariant;
  /** A line above the entry (Sair, apart from the rest). */
  separated?: boolean;
  /** Indented under a collapsable group's button ('Minhas Soluções'). */
  inset?: boolean;
}

const focusRingSx = {
  outline: `${SIDEBAR_FOCUS_RING.width}px solid ${SIDEBAR_FOCUS_RING.colour}`,
  outlineOffset: SIDEBAR_FOCUS_RING.offset,
} as const;

const separatedSx = { borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 } as const;

function entrySx(
  variant: SidebarVariant,
  expanded: boolean,
  highlight: boolean,
  inset = false,
): SxProps<Theme> {
  const indent = expanded && inset ? 2 : 0;
  const shape =
    variant === 'old'
      ? {
          borderLeft: '3px solid transparent',
          borderRadius: 0,
          px: expanded ? 2 : 0,
          pl: expanded ? 2 + indent : 0,
        }
      : { mx: expanded ? 1.5 : 1, borderRadius: 2, px: expanded ? 1.5 : 0, pl: expanded ? 1.5 + indent : 0 };
  const selected =
    variant === 'old'
      ? {
          bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, 0.08),
          borderLeftColor: 'primary.main',
          color: 'primary.main',
          '& .MuiListItemIcon-root': { color: 'primary.main' },
        }
      : {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '& .MuiListItemIcon-root': { color: 'inherit' },
          '&:hover, &.Mui-focusVisible': { bgcolor: 'primary.dark' },
        };
  return {
    ...shape,
    minHeight: 44,
    my: variant === 'old' ? 0 : 0.25,
    justifyContent: expanded ? 'flex-start' : 'center',
    '&.Mui-selected': selected,
    '&.Mui-focusVisible': focusRingSx,
    '& .MuiListItemIcon-root': { minWidth: expanded ? 40 : 0, color: 'text.secondary' },
    ...(highlight && {
      color: 'secondary.main',
      bgcolor: (theme: Theme) => alpha(theme.palette.secondary.main, 0.08),
      '& .MuiListItemIcon-root': { minWidth: expanded ? 40 : 0, color: 'secondary.main' },
    }),
  };
}

const twoLinesSx = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  lineHeight: 1.3,
} as const;

/** The label, cut with an ellipsis after two lines; its tooltip opens only when it is cut or the menu is minimised. */
function EntryTooltip({
  label,
  expanded,
  children,
}: {
  label: string;
  expanded: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const truncated = () => {
    const text = anchor.current?.querySelector('.MuiListItemText-primary');
    return (
      text instanceof HTMLElement &&
      (text.scrollWidth > text.clientWidth || text.scrollHeight > text.clientHeight)
    );
  };
  return (
    <Tooltip
      title={label}
      placement="right"
      describeChild
      open={open}
      onOpen={() => setOpen(!expanded || truncated())}
      onClose={() => setOpen(false)}
    >
      <Box component="span" ref={anchor} sx={{ display: 'block' }}>
        {children}
      </Box>
    </Tooltip>
  );
}

function EntryBadge({ badge, expanded }: { badge: string; expanded: boolean }) {
  return (
    <>
      {expanded && (
        <Box
          component="span"
          aria-hidden="true"
          sx={{
            ml: 1,
            minWidth: 20,
            height: 20,
            px: 0.5,
            borderRadius: 10,
            bgcolor: 'error.main',
            color: 'error.contrastText',
            fontSize: 13,
            fontWeight: 700,
            display: 'inline-grid',
            placeItems: 'center',
          }}
        >
          {badge}
        </Box>
      )}
      <Box component="span" sx={visuallyHidden}>
        ({shellMessages.paymentsBadgeLabel})
      </Box>
    </>
  );
}

export function SidebarEntry({
  item,
  current,
  expanded,
  variant,
  separated,
  inset,
  ...handlers
}: EntryProps) {
  const glyph = <MenuGlyph icon={item.icon} productId={item.productId} />;
  const selected = isSameRoute(current, item.route);
  const icon = (
    <ListItemIcon>
      {item.badge && !expanded ? (
        <Badge badgeContent={item.badge} color="error" overlap="circular">
          {glyph}
        </Badge>
      ) : (
        glyph
      )}
    </ListItemIcon>
  );
  const content = (
    <>
      {icon}
      <ListItemText
        primary={item.label}
        sx={expanded ? { my: 0 } : visuallyHidden}
        // Up to two lines ('Privacidade e Segurança', 'Solicitações de contratação' fit whole), then an
        // ellipsis; the whole label stays in the text for screen readers and in the tooltip.
        slotProps={{ primary: { variant: 'body2', sx: { fontWeight: selected ? 600 : 500, ...twoLinesSx } } }}
      />
      {item.badge && <EntryBadge badge={item.badge} expanded={expanded} />}
      {expanded && item.action === 'openLevel' && <ChevronRight fontSize="small" aria-hidden="true" />}
      {expanded && item.absolute && (
        <OpenInNew sx={{ fontSize: 16, color: 'text.secondary' }} aria-hidden="true" />
      )}
      {item.absolute && (
        <Box component="span" sx={visuallyHidden}>
          {shellMessages.opensInNewTab}
        </Box>
      )}
    </>
  );
  const sx = entrySx(variant, expanded, item.icon === 'plans', inset);

  let button: ReactNode;
  if (item.route) {
    button = (
      <ListItemButton
        component={RouterLink}
        to={paths[item.route]}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        onClick={handlers.onNavigate}
        sx={sx}
      >
        {content}
      </ListItemButton>
    );
  } else if (item.link) {
    button = (
      <ListItemButton component="a" href={item.link} target="_blank" rel="noopener noreferrer" sx={sx}>
        {content}
      </ListItemButton>
    );
  } else {
    const onClick = () => {
      if (item.itemBack) handlers.onBack();
      else if (item.action === 'openLevel' && item.opens) handlers.onOpenLevel(item.opens);
      else if (item.action === 'launch' && item.productId !== null) handlers.onLaunch(item.productId);
      else if (item.action === 'logout') handlers.onLogout();
    };
    button = (
      <ListItemButton onClick={onClick} disabled={item.action === 'logout' && handlers.loggingOut} sx={sx}>
        {content}
      </ListItemButton>
    );
  }
  return (
    <ListItem disablePadding sx={{ display: 'block', ...(separated && separatedSx) }}>
      <EntryTooltip label={item.label} expanded={expanded}>
        {button}
      </EntryTooltip>
    </ListItem>
  );
}

/** A group: a heading over its entries, or (collapsable) a button that opens and closes them. */
export function SidebarGroup({
  item,
  current,
  expanded,
  variant,
  separated: _separated,
  inset: _inset,
  ...handlers
}: EntryProps) {
  const [open, setOpen] = useState(item.startOpen || !item.collapsable);
  const id = useId();
  const entries = (
    <List id={`${id}-lista`} disablePadding aria-labelledby={`${id}-titulo`}>
      {item.nested.map((child) => (
        <SidebarEntry
          key={child.id}
          item={child}
          current={current}
          expanded={expanded}
          variant={variant}
          inset={item.collapsable}
          {...handlers}
        />
      ))}
    </List>
  );
  if (!item.collapsable) {
    return (
      <ListItem disablePadding sx={{ display: 'block', mt: 1 }}>
        <Typography
          id={`${id}-titulo`}
          variant="overline"
          component="p"
          sx={
            expanded
              ? { px: variant === 'old' ? 2.5 : 3, color: 'text.secondary', fontWeight: 600, lineHeight: 2.5 }
              : visuallyHidden
          }
        >
          {item.label}
        </Typography>
        {entries}
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding sx={{ display: 'block', mt: 0.5 }}>
      <EntryTooltip label={item.label} expanded={expanded}>
        <ListItemButton
          aria-expanded={open}
          aria-controls={`${id}-lista`}
          onClick={() => setOpen((was) => !was)}
          sx={entrySx(variant, expanded, false)}
        >
          <ListItemIcon>
            <MenuGlyph icon={item.icon} />
          </ListItemIcon>
          <ListItemText
            id={`${id}-titulo`}
            primary={item.label}
            sx={expanded ? { my: 0 } : visuallyHidden}
            slotProps={{ primary: { noWrap: true, variant: 'body2', sx: { fontWeight: 600 } } }}
          />
          {expanded && (open ? <ExpandLess aria-hidden="true" /> : <ExpandMore aria-hidden="true" />)}
        </ListItemButton>
      </EntryTooltip>
      <Collapse in={open} timeout="auto">
        {entries}
      </Collapse>
    </ListItem>
  );
}
