/**
 * The top-bar switcher: 'Em qual etapa você quer atuar?' opens a menu of the five trails
 * and their products; choosing one launches it (origin SUGESTÃO). Hidden for trial users and in
 * the back office (domain's canSeeTrailSwitcher). Lists the same cards as /inicio, by the same rules.
 */
import { useMemo, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AltRouteIcon from '@mui/icons-material/AltRoute';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { canSeeTrailSwitcher, launcherMessages, screenMessages, type Viewer } from '@painel/domain';
import { useProductLauncher } from '../../../lib/product-launch';
import { useViewer } from '../../../lib/viewer';
import { launcherTrails } from '../model/launcher-trails';
import { ProductIcon } from './product-icon';

const MENU_ID = 'trilhas-menu';
const BLOCKED_NOTE_ID = 'trilhas-bloqueio';

export function TrailSwitcher() {
  const viewer = useViewer();
  if (!canSeeTrailSwitcher(viewer)) return null;
  return <TrailSwitcherMenu viewer={viewer} />;
}

function TrailSwitcherMenu({ viewer }: { viewer: Viewer }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const launch = useProductLauncher();
  const trails = useMemo(() => launcherTrails(viewer), [viewer]);
  const blocked = viewer.company.blockedForNonPayment;
  const open = anchor !== null;
  const trigger = {
    'aria-haspopup': 'menu' as const,
    'aria-controls': open ? MENU_ID : undefined,
    'aria-expanded': open || undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };
  return (
    <>
      <Button
        {...trigger}
        color="inherit"
        startIcon={<AltRouteIcon />}
        endIcon={<ExpandMoreIcon />}
        sx={{ display: { xs: 'none', md: 'inline-flex' }, whiteSpace: 'nowrap' }}
      >
        {screenMessages.trailSwitcher}
      </Button>
      <IconButton
        {...trigger}
        color="inherit"
        aria-label={screenMessages.trailSwitcher}
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <AltRouteIcon />
      </IconButton>
      <Menu
        id={MENU_ID}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{
          list: {
            dense: true,
            'aria-label': screenMessages.trailSwitcher,
            'aria-describedby': blocked ? BLOCKED_NOTE_ID : undefined,
          },
          paper: { sx: { maxHeight: '70vh', minWidth: 280 } },
        }}
      >
        {blocked && (
          <Box
            component="li"
            role="none"
            id={BLOCKED_NOTE_ID}
            sx={{ px: 2, py: 1, maxWidth: 320, typography: 'body2', color: 'text.secondary' }}
          >
            {launcherMessages.blockedTooltip}
          </Box>
        )}
        {trails.flatMap(({ trail, cards }) => [
          // The title names the group; each item points to it, so 'SMS' is heard with its trail.
          <ListSubheader
            key={trail.code}
            id={`${MENU_ID}-${trail.code}`}
            role="none"
            sx={{ lineHeight: '36px', color: 'text.primary', fontWeight: 500 }}
          >
            <Box
              component="span"
              aria-hidden
              sx={{
                display: 'inline-block',
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: trail.color,
                mr: 1,
              }}
            />
            {trail.title}
          </ListSubheader>,
          ...cards.map((card) => (
            <MenuItem
              key={`${trail.code}-${card.product.id}`}
              disabled={card.disabled}
              aria-describedby={`${MENU_ID}-${trail.code}`}
              onClick={() => {
                setAnchor(null);
                launch({ productId: card.product.id, origin: 'SUGESTÃO', trail: trail.code });
              }}
            >
              <ListItemIcon sx={{ color: trail.color }}>
                <ProductIcon productId={card.product.id} fontSize="small" />
              </ListItemIcon>
              <ListItemText>{card.product.name}</ListItemText>
            </MenuItem>
          )),
        ])}
      </Menu>
    </>
  );
}
