/**
 * Copy to clipboard (PF 2 'Other'; AA 2.4 'email with copy button'): an icon button whose tooltip
 * says 'Clique para copiar' and, once copied, 'Copiado' — also announced to screen readers, since
 * a tooltip is not. Where the browser refuses the clipboard, it says it could not copy.
 */
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { visuallyHidden } from '@mui/utils';
import { screenMessages, widgetMessages } from '@painel/domain';

type CopyState = 'idle' | 'copied' | 'failed';

const TITLES: Record<CopyState, string> = {
  idle: screenMessages.copy,
  copied: screenMessages.copied,
  failed: widgetMessages.copyFailed,
};

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** What it is, for the button's name when several sit together ('Clique para copiar: e-mail'). */
  label?: string;
  size?: IconButtonProps['size'];
}

export function CopyButton({ text, label, size = 'small' }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  // 'Copiado' stays while its tooltip fades out; the next time the tooltip opens, it invites again.
  const stale = useRef(false);
  const copy = async () => {
    stale.current = false;
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Tooltip
        title={TITLES[state]}
        onClose={() => {
          stale.current = true;
        }}
        onOpen={() => {
          if (stale.current) setState('idle');
          stale.current = false;
        }}
      >
        <IconButton
          size={size}
          aria-label={label ? `${screenMessages.copy}: ${label}` : screenMessages.copy}
          onClick={copy}
          color={state === 'copied' ? 'success' : 'default'}
        >
          {state === 'copied' ? <CheckIcon fontSize="inherit" /> : <ContentCopyIcon fontSize="inherit" />}
        </IconButton>
      </Tooltip>
      <Box component="span" role="status" sx={visuallyHidden}>
        {state === 'idle' ? '' : TITLES[state]}
      </Box>
    </>
  );
}
