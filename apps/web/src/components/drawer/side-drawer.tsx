/**
 * The right-hand drawer of the kit (PF 2 'Generic right drawer'), in the widths the spec gives:
 * generic 80vw; default 60vw between 700 and 900 px; filter 350 px; saved-search detail 480 px.
 * Never wider than the screen. It is a modal dialog named by its title: focus moves in and stays
 * until it closes (Escape, the close button or a click outside). With `onSubmit` its content is a
 * form, so Enter in a field submits and the footer's buttons can be real submit buttons.
 */
import { useId, type FormEventHandler, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { SxProps, Theme } from '@mui/material/styles';
import { DRAWER_WIDTH, widgetMessages } from '@painel/domain';

export type DrawerVariant = 'generic' | 'default' | 'filter' | 'savedSearch';

const FULL_SCREEN = '100vw';

export const DRAWER_SIZES: Record<DrawerVariant, SxProps<Theme>> = {
  generic: { width: `${DRAWER_WIDTH.genericVw}vw`, maxWidth: FULL_SCREEN },
  // min-width would beat max-width on a phone, so the 700 px floor is itself capped by the screen.
  default: {
    width: `${DRAWER_WIDTH.defaultVw}vw`,
    minWidth: `min(${DRAWER_WIDTH.defaultMinPx}px, ${FULL_SCREEN})`,
    maxWidth: `${DRAWER_WIDTH.defaultMaxPx}px`,
  },
  filter: { width: `${DRAWER_WIDTH.filterPx}px`, maxWidth: FULL_SCREEN },
  savedSearch: { width: `${DRAWER_WIDTH.savedSearchPx}px`, maxWidth: FULL_SCREEN },
};

const FRAME = { display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 } as const;

export interface SideDrawerProps {
  open: boolean;
  onClose(): void;
  title: string;
  /** A line under the title, read as the dialog's description. */
  description?: string;
  variant?: DrawerVariant;
  children: ReactNode;
  /** Buttons kept in view at the bottom. */
  footer?: ReactNode;
  /** Makes the content a form (noValidate: the fields show their own messages). */
  onSubmit?: FormEventHandler<HTMLFormElement>;
}

export function SideDrawer({
  open,
  onClose,
  title,
  description,
  variant = 'generic',
  children,
  footer,
  onSubmit,
}: SideDrawerProps) {
  const titleId = useId();
  const descriptionId = useId();
  const content = (
    <>
      <Box
        sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 3, pt: 2.5, pb: description ? 1 : 2 }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, pt: 0.5, fontWeight: 600 }}>
          {title}
        </Typography>
        <IconButton aria-label={widgetMessages.close} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      {description && (
        <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ px: 3, pb: 2 }}>
          {description}
        </Typography>
      )}
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 3, pb: 3 }}>{children}</Box>
      {footer && (
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'flex-end',
            flexWrap: 'wrap',
            gap: 1,
            px: 3,
            py: 2,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          {footer}
        </Box>
      )}
    </>
  );
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          ...(description ? { 'aria-describedby': descriptionId } : {}),
          sx: DRAWER_SIZES[variant],
        },
      }}
    >
      {onSubmit ? (
        <Box component="form" noValidate onSubmit={onSubmit} sx={FRAME}>
          {content}
        </Box>
      ) : (
        <Box sx={FRAME}>{content}</Box>
      )}
    </Drawer>
  );
}
