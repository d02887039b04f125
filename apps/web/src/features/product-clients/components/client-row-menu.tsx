/**
 * A client's actions behind one button: 'Alterar'; 'Gerar novo segredo' for a confidential
 * client; 'Revogar segredo anterior' only while a rotation's overlap runs.
 */
import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { ProductClient } from '@painel/contracts';
import { productClientMessages as m } from '@painel/domain';

export type ClientAction = 'edit' | 'rotate' | 'revoke';

function actionsOf(client: ProductClient): { action: ClientAction; label: string }[] {
  return [
    { action: 'edit' as const, label: m.edit },
    ...(client.confidential ? [{ action: 'rotate' as const, label: m.rotate }] : []),
    ...(client.previousSecretUntil ? [{ action: 'revoke' as const, label: m.revokePrevious }] : []),
  ];
}

export function ClientRowMenu({
  client,
  onAction,
}: {
  client: ProductClient;
  onAction(action: ClientAction, client: ProductClient): void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <IconButton
        size="small"
        aria-label={m.actionsOf(client.name)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actionsOf(client).map(({ action, label }) => (
          <MenuItem
            key={action}
            sx={action === 'revoke' ? { color: 'error.main' } : {}}
            onClick={() => {
              setAnchor(null);
              onAction(action, client);
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
