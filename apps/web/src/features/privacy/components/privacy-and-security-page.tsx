/**
 * /gestao-da-conta/privacidade-e-seguranca: the password card, whose 'ALTERAR SENHA' opens
 * 'Troca de senha', and the second-factor card, which app/ composes in from the mfa
 * feature. After a password change every session has ended, and app/ signs the page out.
 */
import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { canChangeOwnPassword, ownPasswordMessages, privacyMessages } from '@painel/domain';
import { useCurrentUser } from '../../../lib/current-user';
import { OwnPasswordDialog } from './own-password-dialog';

interface PrivacyAndSecurityPageProps {
  /** The second-factor card (the mfa feature's). */
  mfaCard: ReactNode;
  /** The password changed and the server ended every session: forget this one, go to the login. */
  onPasswordChanged: () => void;
}

export function PrivacyAndSecurityPage({ mfaCard, onPasswordChanged }: PrivacyAndSecurityPageProps) {
  const user = useCurrentUser();
  const passwordTitleId = useId();
  const [dialogOpen, setDialogOpen] = useState(false);

  return (
    // The column every account page uses; the cards keep a readable width inside it.
    <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 3 }, pb: 6 }}>
      <Typography variant="h1">{privacyMessages.title}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {privacyMessages.subtitle}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, mt: 4, maxWidth: 900 }}>
        <Card variant="outlined" component="section" aria-labelledby={passwordTitleId}>
          <CardContent
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { sm: 'center' },
              gap: 2,
              p: { xs: 2.5, sm: 3 },
            }}
          >
            <Box sx={{ flexGrow: 1 }}>
              <Typography id={passwordTitleId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {privacyMessages.passwordTitle}
              </Typography>
              <Typography color="text.secondary">{privacyMessages.passwordDescription}</Typography>
            </Box>
            {/* AA 2.2: hidden by the reverse permission (the server refuses the change too). */}
            {canChangeOwnPassword(user.permissions) && (
              <Button
                variant="outlined"
                onClick={() => setDialogOpen(true)}
                sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
              >
                {ownPasswordMessages.openDialog}
              </Button>
            )}
          </CardContent>
        </Card>
        {mfaCard}
      </Box>
      <OwnPasswordDialog
        open={dialogOpen}
        email={user.email}
        companyName={user.company.name}
        onClose={() => setDialogOpen(false)}
        onChanged={onPasswordChanged}
      />
    </Container>
  );
}
