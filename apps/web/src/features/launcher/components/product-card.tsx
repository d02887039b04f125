/**
 * A product card of the launcher: icon in the trail's colour, name and description; the
 * whole card is one button. A disabled card (company blocked for non-payment) stays focusable, so
 * keyboard users reach its tooltip, but is aria-disabled, greyed out and does nothing.
 */
import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { launcherMessages } from '@painel/domain';
import type { LauncherCard } from '../model/launcher-trails';
import { ProductIcon } from './product-icon';

interface ProductCardProps {
  card: LauncherCard;
  color: string;
  /** The blocked-for-non-payment notice the disabled card points screen readers to. */
  disabledReasonId?: string;
  highlighted?: boolean;
  onLaunch: () => void;
}

export function ProductCard({
  card,
  color,
  disabledReasonId,
  highlighted = false,
  onLaunch,
}: ProductCardProps) {
  const { product, disabled } = card;
  // A product the account does not have says so before it is clicked.
  const notOwned = !disabled && !card.launchable;
  const button = (
    <ButtonBase
      focusRipple
      aria-disabled={disabled || undefined}
      aria-describedby={disabled ? disabledReasonId : undefined}
      onClick={disabled ? undefined : onLaunch}
      sx={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'flex-start',
        gap: 2,
        p: 2,
        textAlign: 'left',
        borderRadius: 3,
        border: '1px solid',
        borderColor: highlighted ? color : 'divider',
        boxShadow: highlighted ? `0 0 0 1px ${color}` : 'none',
        bgcolor: 'background.paper',
        transition: 'border-color 120ms, box-shadow 120ms',
        cursor: disabled ? 'not-allowed' : 'pointer',
        ...(disabled
          ? { bgcolor: 'action.hover' }
          : {
              '&:hover, &.Mui-focusVisible': {
                borderColor: color,
                boxShadow: `0 2px 10px rgba(11, 61, 145, 0.12)`,
              },
            }),
        '&.Mui-focusVisible': { outline: `2px solid ${color}`, outlineOffset: 2 },
      }}
    >
      <Box
        sx={{
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          width: 44,
          height: 44,
          borderRadius: 2,
          color: '#ffffff',
          bgcolor: disabled ? 'grey.500' : color,
        }}
      >
        <ProductIcon productId={product.id} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="span"
          sx={{ display: 'block', fontWeight: 500, color: disabled ? 'text.secondary' : 'text.primary' }}
        >
          {product.name}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block', mt: 0.5 }}
        >
          {product.description}
        </Typography>
        {notOwned && (
          <Typography
            component="span"
            variant="caption"
            sx={{
              display: 'inline-block',
              mt: 1,
              px: 1,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              color: 'text.secondary',
              fontWeight: 500,
            }}
          >
            {card.withheld ? launcherMessages.notGranted : launcherMessages.notOwned}
          </Typography>
        )}
      </Box>
    </ButtonBase>
  );
  if (!disabled) return button;
  return (
    <Tooltip title={card.lockReason ?? launcherMessages.blockedTooltip} describeChild arrow>
      {button}
    </Tooltip>
  );
}
