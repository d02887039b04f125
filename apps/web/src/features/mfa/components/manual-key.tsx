/**
 * The TOTP secret for typing into an authenticator by hand: shown in groups of four, copied whole
 * with one click ('Clique para copiar' / 'Copiado', PF 2 'copy-to-clipboard').
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Check from '@mui/icons-material/Check';
import { screenMessages } from '@painel/domain';

const GROUP = 4;

export function ManualKey({ secret, labelId }: { secret: string; labelId: string }) {
  const [copied, setCopied] = useState(false);
  const groups = secret.match(new RegExp(`.{1,${GROUP}}`, 'g')) ?? [];
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard (permissions, old browser): the key stays on screen to be typed.
    }
  };
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <Box
        component="code"
        aria-labelledby={labelId}
        sx={{ flexGrow: 1, fontSize: '1rem', letterSpacing: '0.08em', wordBreak: 'break-all' }}
      >
        {groups.join(' ')}
      </Box>
      <Tooltip title={copied ? screenMessages.copied : screenMessages.copy}>
        <IconButton
          aria-label={copied ? screenMessages.copied : screenMessages.copy}
          onClick={() => void copy()}
          onBlur={() => setCopied(false)}
        >
          {copied ? <Check color="success" /> : <ContentCopy />}
        </IconButton>
      </Tooltip>
    </Box>
  );
}
