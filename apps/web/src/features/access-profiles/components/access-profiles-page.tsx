/**
 * The access profiles page: a grid of cards, one per profile ('Perfil de acesso', name,
 * user count) and 'Criar novo perfil'; a card opens the permissions dialog in the mode the
 * viewer's keys allow; the wizard creates a custom profile, then 'Perfil criado com sucesso!'.
 * The portal works on the own company (`customerId` null), the back office on the route's customer.
 */
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { ProfileSummary } from '@painel/contracts';
import { accountMessages, profileAbilities, profileDialogMode, profileMessages } from '@painel/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { paths } from '../../../config/paths';
import { useViewer } from '../../../lib/viewer';
import { useContractedProducts } from '../api/get-contracted-products';
import { useProfiles } from '../api/get-profiles';
import { PermissionsDialog } from './permissions-dialog';
import { ProfileWizard } from './profile-wizard';
import { PageHeader } from '../../../components/page-header/page-header';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
} as const;
const CARD_HEIGHT = 168;

export function AccessProfilesPage({
  customerId,
  caption = null,
}: {
  customerId: number | null;
  caption?: ReactNode;
}) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const abilities = profileAbilities(viewer);
  const profiles = useProfiles(customerId);
  const contracted = useContractedProducts(customerId, abilities.create);
  const [opened, setOpened] = useState<{ id: number; mode: 'view' | 'edit' } | null>(null);
  const [wizardOpen, setWizardOpen] = useState(false);
  const [createdOpen, setCreatedOpen] = useState(false);

  return (
    <Container maxWidth="lg">
      <PageHeader
        title={profileMessages.pageTitle}
        caption={caption}
        subtitle={profileMessages.pageSubtitle}
      />
      {profiles.isError && <Alert severity="error">{profiles.error.message}</Alert>}
      <Box
        component="ul"
        aria-label={profileMessages.pageTitle}
        sx={{ ...GRID, listStyle: 'none', p: 0, m: 0 }}
      >
        {abilities.create && (
          <Box component="li">
            <Card variant="outlined" sx={{ height: CARD_HEIGHT, borderStyle: 'dashed' }}>
              <CardActionArea
                sx={{ height: '100%' }}
                disabled={!contracted.data}
                onClick={() => setWizardOpen(true)}
              >
                <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
                  <AddIcon color="primary" aria-hidden />
                  <Typography component="span" sx={{ fontWeight: 600 }} color="primary">
                    {accountMessages.createProfileCard}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Box>
        )}
        {profiles.isPending &&
          [0, 1, 2].map((key) => (
            <Box component="li" key={key}>
              <Skeleton variant="rounded" height={CARD_HEIGHT} />
            </Box>
          ))}
        {profiles.data?.list.map((profile) => (
          <ProfileCard
            key={profile.id}
            profile={profile}
            mode={profileDialogMode(abilities, profile.baseProfile)}
            onOpen={(mode) => setOpened({ id: profile.id, mode })}
          />
        ))}
      </Box>
      {opened && (
        <PermissionsDialog
          customerId={customerId}
          profileId={opened.id}
          mode={opened.mode}
          onClose={() => setOpened(null)}
        />
      )}
      {wizardOpen && contracted.data && (
        <ProfileWizard
          customerId={customerId}
          products={contracted.data.list}
          onClose={() => setWizardOpen(false)}
          onCreated={() => {
            setWizardOpen(false);
            setCreatedOpen(true);
          }}
        />
      )}
      <ConfirmDialog
        open={createdOpen}
        title={accountMessages.profileCreated}
        text={profileMessages.createdText}
        cancelLabel={accountMessages.notNow}
        confirmLabel={accountMessages.addUsers}
        onCancel={() => setCreatedOpen(false)}
        onConfirm={() => {
          setCreatedOpen(false);
          // The users page of the users issue; the back office has no customer users page yet.
          if (customerId === null) void navigate(paths.groupsAndUsers);
        }}
      />
    </Container>
  );
}

function ProfileCard({
  profile,
  mode,
  onOpen,
}: {
  profile: ProfileSummary;
  mode: 'view' | 'edit' | null;
  onOpen(mode: 'view' | 'edit'): void;
}) {
  const content = (
    <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, height: '100%' }}>
      <Typography variant="overline" color="text.secondary">
        {accountMessages.accessProfile}
      </Typography>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
        {profile.name}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 'auto' }}>
        <Chip
          size="small"
          label={profile.baseProfile ? profileMessages.baseProfileChip : profileMessages.customProfile}
        />
        <Typography variant="body2" color="text.secondary">
          {profileMessages.users(profile.usersCount)}
        </Typography>
      </Box>
    </CardContent>
  );
  return (
    <Box component="li">
      <Card variant="outlined" sx={{ height: CARD_HEIGHT }}>
        {mode ? (
          <CardActionArea sx={{ height: '100%' }} onClick={() => onOpen(mode)}>
            {content}
          </CardActionArea>
        ) : (
          content
        )}
      </Card>
    </Box>
  );
}
