/**
 * The virtual seller (PF 2 'Virtual-seller banner', PF 3 'Virtual seller content'): a card in the
 * campaign's colours with image, title, text and button; closing it or pressing its button makes
 * way for the next one. From the md breakpoint the card shows at once; below it, where a card would
 * cover the page, the seller first shows as a round button with its image, which opens the card.
 */
import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { notificationMessages } from '@painel/domain';
import type { SellerExtra } from '../lib/extra-kinds';

interface VirtualSellerProps {
  seller: SellerExtra;
  onClose: () => void;
  onAction: () => void;
}

export function VirtualSeller({ seller, onClose, onAction }: VirtualSellerProps) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [expanded, setExpanded] = useState(false);
  const { content } = seller;

  if (!wide && !expanded) {
    return (
      <Slide direction="right" in appear>
        <ButtonBase
          aria-label={notificationMessages.openSeller(content.title)}
          aria-expanded={false}
          onClick={() => setExpanded(true)}
          sx={{
            width: 56,
            height: 56,
            borderRadius: '50%',
            bgcolor: content.color.background,
            boxShadow: 6,
            '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
          }}
        >
          <Box
            component="img"
            src={content.image}
            alt=""
            sx={{ width: 32, height: 32, objectFit: 'contain' }}
          />
        </ButtonBase>
      </Slide>
    );
  }
  return <SellerCard seller={seller} focusOnShow={expanded} onClose={onClose} onAction={onAction} />;
}

interface SellerCardProps extends VirtualSellerProps {
  /** Opened from the round button: the focus moves into the card. */
  focusOnShow: boolean;
}

function SellerCard({ seller, focusOnShow, onClose, onAction }: SellerCardProps) {
  const titleId = useId();
  const actionRef = useRef<HTMLButtonElement>(null);
  const { content } = seller;
  const [buttonBackground, buttonText] = content.color.button;

  useEffect(() => {
    if (focusOnShow) actionRef.current?.focus();
  }, [focusOnShow]);

  return (
    <Slide direction="right" in appear>
      <Paper
        component="aside"
        aria-labelledby={titleId}
        elevation={8}
        sx={{
          position: 'relative',
          width: { xs: 'min(340px, calc(100vw - 16px))', sm: 340 },
          p: 2.5,
          bgcolor: content.color.background,
          color: content.color.text,
          borderRadius: 3,
        }}
      >
        <IconButton
          size="small"
          aria-label={notificationMessages.closeSeller}
          onClick={onClose}
          sx={{ position: 'absolute', top: 8, right: 8, color: content.color.title }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pr: 4 }}>
          <Box
            component="img"
            src={content.image}
            alt=""
            sx={{
              width: 48,
              height: 48,
              p: 0.75,
              borderRadius: 2,
              bgcolor: '#ffffff',
              objectFit: 'contain',
              flexShrink: 0,
            }}
          />
          <Typography
            id={titleId}
            component="h2"
            sx={{ color: content.color.title, fontWeight: 700, fontSize: '1.0625rem', lineHeight: 1.3 }}
          >
            {content.title}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ mt: 1.5, color: content.color.text }}>
          {content.text}
        </Typography>
        <Button
          ref={actionRef}
          variant="contained"
          onClick={onAction}
          sx={{
            mt: 2,
            bgcolor: buttonBackground,
            color: buttonText,
            fontWeight: 700,
            '&:hover': { bgcolor: alpha(buttonBackground, 0.88) },
            '&:focus-visible': { outline: `3px solid ${buttonBackground}`, outlineOffset: 2 },
          }}
        >
          {content.buttonText}
        </Button>
      </Paper>
    </Slide>
  );
}
