/**
 * The side menu (PF 2 'Shell'): permanent under the top bar on desktop, with the minimise/maximise
 * toggle (each sent as an analytics event); a full-width temporary drawer on small screens, opened
 * by the top bar's hamburger. Its content is the menu model's (domain menu.ts) at one of three
 * levels; moving between levels puts the focus on the new level's first entry, and each navigation
 * returns to the level where the current page is.
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Tooltip from '@mui/material/Tooltip';
import Close from '@mui/icons-material/Close';
import KeyboardDoubleArrowLeft from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRight from '@mui/icons-material/KeyboardDoubleArrowRight';
import {
  TOP_BAR_HEIGHT_PX,
  shellMessages,
  sidebarItems,
  sidebarVariant,
  sidebarWidth,
  startLevel,
  type PrivateRouteKey,
  type ShellContext,
  type SidebarLevel,
  type SidebarVariant,
} from '@painel/domain';
import { Wordmark } from '../../components/wordmark';
import { useProductLauncher } from '../../lib/product-launch';
import { SidebarEntry, SidebarGroup, type EntryHandlers } from './sidebar-entry';

export const SIDEBAR_ID = 'menu-lateral';

interface SidebarProps {
  context: ShellContext;
  currentRoute: PrivateRouteKey | null;
  desktop: boolean;
  /** Maximised (desktop). */
  expanded: boolean;
  onToggleExpanded: () => void;
  mobileOpen: boolean;
  onMobileClose: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

/** The level shown: the start level for the current page, until the user moves. */
function useLevel(context: ShellContext, currentRoute: PrivateRouteKey | null) {
  const [state, setState] = useState(() => ({
    route: currentRoute,
    level: startLevel(context, currentRoute),
  }));
  if (state.route !== currentRoute)
    setState({ route: currentRoute, level: startLevel(context, currentRoute) });
  const home = startLevel(context, null);
  return {
    level: state.level,
    go: (level: SidebarLevel) => setState((was) => ({ ...was, level })),
    back: () => setState((was) => ({ ...was, level: home === 'profile' ? 'products' : home })),
  };
}

function MenuContent({
  context,
  currentRoute,
  expanded,
  variant,
  onNavigate,
  onLogout,
  loggingOut,
}: Pick<SidebarProps, 'context' | 'currentRoute' | 'expanded' | 'onLogout' | 'loggingOut'> & {
  variant: SidebarVariant;
  onNavigate: () => void;
}) {
  const { level, go, back } = useLevel(context, currentRoute);
  const launch = useProductLauncher();
  const list = useRef<HTMLUListElement>(null);
  const moved = useRef(false);
  const items = sidebarItems(level, context);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    list.current?.querySelector<HTMLElement>('a[href], [role="button"], button')?.focus();
  }, [level]);

  const handlers: EntryHandlers = {
    onNavigate,
    onOpenLevel: (next) => {
      moved.current = true;
      go(next);
    },
    onBack: () => {
      moved.current = true;
      back();
    },
    onLaunch: (productId) => launch({ productId, origin: 'MENU' }),
    onLogout,
    loggingOut,
  };

  return (
    <Box
      component="nav"
      aria-label={shellMessages.sideMenu}
      sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden' }}
    >
      <List
        ref={list}
        key={level}
        sx={{
          py: 1,
          '@keyframes painel-level-in': {
            from: { opacity: 0, transform: 'translateX(8px)' },
            to: { opacity: 1 },
          },
          animation: 'painel-level-in 160ms ease-out',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        {items.map((item) => {
          const Entry = item.nested.length > 0 ? SidebarGroup : SidebarEntry;
          return (
            <Entry
              key={item.id}
              item={item}
              current={currentRoute}
              expanded={expanded}
              variant={variant}
              separated={item.action === 'logout' && items.length > 1}
              {...handlers}
            />
          );
        })}
      </List>
    </Box>
  );
}

export function Sidebar(props: SidebarProps) {
  const { context, desktop, expanded, onToggleExpanded, mobileOpen, onMobileClose } = props;
  const variant = sidebarVariant(context);

  if (!desktop) {
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        slotProps={{
          paper: {
            id: SIDEBAR_ID,
            role: 'dialog',
            'aria-label': shellMessages.sideMenu,
            sx: { width: '100%' },
          },
        }}
      >
        <Box
          sx={{
            height: TOP_BAR_HEIGHT_PX,
            px: 2,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            bgcolor: 'primary.main',
          }}
        >
          <Wordmark inverse size={28} />
          <IconButton
            onClick={onMobileClose}
            aria-label={shellMessages.closeMenu}
            sx={{ color: 'common.white' }}
          >
            <Close />
          </IconButton>
        </Box>
        <MenuContent {...props} expanded variant={variant} onNavigate={onMobileClose} />
      </Drawer>
    );
  }

  const width = sidebarWidth(variant, expanded);
  const ToggleIcon = expanded ? KeyboardDoubleArrowLeft : KeyboardDoubleArrowRight;
  const toggleLabel = expanded ? shellMessages.minimise : shellMessages.maximise;
  return (
    <Drawer
      variant="permanent"
      data-variant={variant}
      sx={{
        width,
        flexShrink: 0,
        transition: (theme) =>
          theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        '& .MuiDrawer-paper': {
          width,
          top: TOP_BAR_HEIGHT_PX,
          height: `calc(100% - ${TOP_BAR_HEIGHT_PX}px)`,
          overflowX: 'hidden',
          bgcolor: variant === 'old' ? 'background.paper' : '#fbfcfe',
          transition: (theme) =>
            theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        },
      }}
      slotProps={{ paper: { id: SIDEBAR_ID } }}
    >
      {/* At the top: bars fixed to the bottom of the page (cookie notice) do not cover it. */}
      <Box
        sx={{
          display: 'flex',
          justifyContent: expanded ? 'flex-end' : 'center',
          px: expanded ? 1 : 0,
          py: 0.5,
        }}
      >
        <Tooltip title={toggleLabel} placement="right">
          <IconButton
            onClick={onToggleExpanded}
            aria-label={toggleLabel}
            size="small"
            sx={{ color: 'text.secondary' }}
          >
            <ToggleIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Divider />
      <MenuContent {...props} variant={variant} onNavigate={() => undefined} />
    </Drawer>
  );
}
