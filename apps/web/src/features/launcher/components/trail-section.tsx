/**
 * One trail of the launcher: its title and suggestion line, marked with the trail's colour, and its
 * product cards. The trail of the user's last choice is marked and scrolled into view.
 */
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import { launcherMessages } from '@painel/domain';
import type { LauncherTrail } from '../model/launcher-trails';
import { ProductCard } from './product-card';

interface TrailSectionProps {
  item: LauncherTrail;
  lastChosen: boolean;
  lastProductId: number | null;
  disabledReasonId?: string;
  onLaunch: (productId: number) => void;
}

export function TrailSection({
  item,
  lastChosen,
  lastProductId,
  disabledReasonId,
  onLaunch,
}: TrailSectionProps) {
  const { trail, cards } = item;
  const ref = useRef<HTMLElement>(null);
  const headingId = `trilha-${trail.code}`;

  useEffect(() => {
    // 'nearest': no jump when the trail is already in sight.
    if (lastChosen) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lastChosen]);

  return (
    <Box
      component="section"
      ref={ref}
      aria-labelledby={headingId}
      data-trail={trail.code}
      sx={{
        scrollMarginTop: 80,
        p: { xs: 2, sm: 3 },
        borderRadius: 3,
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: lastChosen ? trail.color : 'divider',
        borderLeft: `6px solid ${trail.color}`,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 0.5 }}>
        {/* The colour marks the trail; the text stays dark, since not every trail colour reads well as text. */}
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {trail.title}
        </Typography>
        {lastChosen && (
          <Chip
            size="small"
            variant="outlined"
            icon={<HistoryIcon />}
            label={launcherMessages.lastChoice}
            sx={{ borderColor: trail.color, '& .MuiChip-icon': { color: trail.color } }}
          />
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {trail.suggestion}
      </Typography>
      <Box
        component="ul"
        aria-label={launcherMessages.trailProducts(trail.title)}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))',
        }}
      >
        {cards.map((card) => (
          <Box component="li" key={card.product.id}>
            <ProductCard
              card={card}
              color={trail.color}
              disabledReasonId={disabledReasonId}
              highlighted={lastChosen && card.product.id === lastProductId}
              onLaunch={() => onLaunch(card.product.id)}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
