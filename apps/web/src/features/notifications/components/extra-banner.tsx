/**
 * A banner extra notification: its HTML, cleaned, in an alert of its variant (info unless
 * it names another), with a close button, at the top of the page. A click on one of its links is
 * an analytics event.
 */
import type { MouseEvent } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import { notificationMessages } from '@painel/domain';
import { RichText } from '../../../components/rich-text';
import type { BannerExtra } from '../lib/extra-kinds';

const SEVERITIES: readonly AlertColor[] = ['info', 'success', 'warning', 'error'];

function severityOf(variant: string | null): AlertColor {
  return SEVERITIES.find((severity) => severity === variant) ?? 'info';
}

interface ExtraBannerProps {
  banner: BannerExtra;
  onDismiss: () => void;
  onLink: () => void;
}

export function ExtraBanner({ banner, onDismiss, onLink }: ExtraBannerProps) {
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) onLink();
  };
  return (
    <Alert
      // A campaign, not an error: announced politely.
      role="status"
      severity={severityOf(banner.variant)}
      variant="standard"
      onClose={onDismiss}
      closeText={notificationMessages.dismissBanner}
      onClick={onClick}
      sx={{
        mx: { xs: 2, sm: 3 },
        mt: { xs: 2, sm: 3 },
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <RichText html={banner.content} />
    </Alert>
  );
}
