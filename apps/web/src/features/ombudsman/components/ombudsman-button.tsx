/**
 * The top bar's ombudsman button (PF 2 'Top bar'): opens 'Ouvidoria Assertiva'. Portal only; the
 * back office has no ombudsman. The dialog is its own chunk, fetched on the first click,
 * and stays mounted afterwards so its 1 s reset runs after closing.
 */
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { ombudsmanMessages } from '@painel/domain';
import { getEnvironment } from '../../../config/environment';
import { lazyPart, OptionalPart } from '../../../components/optional-part';

const OmbudsmanDialog = lazyPart(() =>
  import('./ombudsman-dialog').then((m) => ({ default: m.OmbudsmanDialog })),
);

export function OmbudsmanButton() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (getEnvironment() !== 'portal') return null;
  return (
    <>
      <Tooltip title={ombudsmanMessages.title}>
        <IconButton
          color="inherit"
          aria-label={ombudsmanMessages.title}
          aria-haspopup="dialog"
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          <SupportAgentOutlined />
        </IconButton>
      </Tooltip>
      {opened && (
        <OptionalPart>
          <OmbudsmanDialog open={open} onClose={() => setOpen(false)} />
        </OptionalPart>
      )}
    </>
  );
}
