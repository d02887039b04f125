/**
 * The terms dialog (PF 2 'Terms dialog'): 'Termos e condições de uso', the terms in short sections
 * (PF 6 'Terms of use', PF 9 'Terms' and 'Privacy policy'), a link to the full privacy policy in a
 * new tab, and FECHAR. Screens load it lazily: nobody needs it at first paint.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import { launcherMessages, screenMessages } from '@painel/domain';

const terms = launcherMessages.terms;

interface TermsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The external privacy policy; the link is left out while the configuration loads. */
  privacyPolicyUrl?: string;
}

export function TermsDialog({ open, onClose, privacyPolicyUrl }: TermsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} scroll="paper" maxWidth="md" fullWidth>
      <DialogTitle>{screenMessages.termsTitle}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>{terms.intro}</Typography>
        {terms.sections.map((section) => (
          <Box component="section" key={section.title} sx={{ mb: 2.5 }}>
            <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 500, mb: 1 }}>
              {section.title}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
              {section.items.map((item) => (
                <Typography component="li" variant="body2" key={item}>
                  {item}
                </Typography>
              ))}
            </Box>
          </Box>
        ))}
        {privacyPolicyUrl && (
          <Typography variant="body2">
            {terms.privacyPolicyLead}{' '}
            <Link href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
              {launcherMessages.login.privacyPolicy}{' '}
              <Box component="span" sx={visuallyHidden}>
                {launcherMessages.login.newTab}
              </Box>
            </Link>
            .
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {screenMessages.termsClose}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
