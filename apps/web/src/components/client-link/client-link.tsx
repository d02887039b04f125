/**
 * The client link (PF 2 'client link ACESSAR CLIENTE (new tab)'; AA 2.1 'link to a client page;
 * the link template holds a {clientId} placeholder'): a link styled as a button that opens the
 * customer's page in a new tab, and says so to screen readers.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { visuallyHidden } from '@mui/utils';
import { clientLinkHref, screenMessages, widgetMessages } from '@painel/domain';

export interface ClientLinkProps {
  /** The client page's address with '{clientId}' where the id goes. */
  template: string;
  clientId: number | string;
  size?: 'small' | 'medium' | 'large';
}

export function ClientLink({ template, clientId, size = 'medium' }: ClientLinkProps) {
  return (
    <Button
      component="a"
      href={clientLinkHref(template, clientId)}
      target="_blank"
      rel="noopener noreferrer"
      variant="outlined"
      size={size}
      endIcon={<OpenInNewIcon aria-hidden />}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {screenMessages.clientLink}{' '}
      <Box component="span" sx={visuallyHidden}>
        {widgetMessages.opensInNewTab}
      </Box>
    </Button>
  );
}
