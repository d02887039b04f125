/**
 * Category cards (PF 2 'category cards (badge Em breve)'): a grid of choices, each a card with an
 * icon, a title and a line of description. A card not available yet carries the 'Em breve' badge
 * and cannot be chosen (it stays readable, and says why, to a screen reader too).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { screenMessages } from '@painel/domain';

export interface CategoryCardItem {
  id: string;
  title: string;
  description?: string;
  icon?: ReactNode;
  /** Not available yet: the 'Em breve' badge, and disabled. */
  comingSoon?: boolean;
  onSelect?(): void;
}

export function CategoryCard({
  title,
  description,
  icon,
  comingSoon = false,
  onSelect,
}: Omit<CategoryCardItem, 'id'>) {
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        opacity: comingSoon ? 0.75 : 1,
        bgcolor: comingSoon ? 'action.hover' : 'background.paper',
      }}
    >
      <CardActionArea
        disabled={comingSoon}
        onClick={onSelect}
        sx={{
          height: '100%',
          p: 2.5,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          gap: 1,
        }}
      >
        <Box
          sx={{
            display: 'flex',
            width: '100%',
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          {icon && (
            <Box
              aria-hidden
              sx={{
                color: comingSoon ? 'text.disabled' : 'primary.main',
                display: 'flex',
                '& svg': { fontSize: 32 },
              }}
            >
              {icon}
            </Box>
          )}
          {comingSoon && (
            <Chip
              label={screenMessages.comingSoon}
              size="small"
              color="secondary"
              sx={{ ml: 'auto', fontWeight: 600 }}
            />
          )}
        </Box>
        <Typography
          component="span"
          variant="subtitle1"
          sx={{ display: 'block', color: comingSoon ? 'text.secondary' : 'text.primary' }}
        >
          {title}
        </Typography>
        {description && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {description}
          </Typography>
        )}
      </CardActionArea>
    </Card>
  );
}

export interface CategoryCardsProps {
  /** The group's accessible name. */
  label: string;
  items: readonly CategoryCardItem[];
}

export function CategoryCards({ label, items }: CategoryCardsProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
      }}
    >
      {items.map(({ id, ...item }) => (
        <li key={id}>
          <CategoryCard {...item} />
        </li>
      ))}
    </Box>
  );
}
