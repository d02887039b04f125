/**
 * /gestao-da-conta/editar/perfil: title Perfil, the avatar with name and profile, Grupo,
 * E-mail and CPF read-only; Data de nascimento, Nome, Celular and Telefone fixo editable with the
 * domain's rules (the mobile locked while the company uses MFA), through the form kit and the
 * contract's ownProfileFormSchema; CANCELAR restores, SALVAR sends and shows the server's message,
 * a refused field under its field. A failed load leaves the form empty. ALTERAR SENHA opens
 * 'Troca de senha', which app/ hands in (it belongs to the privacy feature), unless the user holds
 * the reverse permission. The same page is the back office's 'Meu perfil'. In the portal, the
 * section 'Pergunta de segurança' follows (components/security-question-section.tsx).
 */
import { useMemo, useState, type ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { ownProfileFormSchema, type OwnProfile, type OwnProfileFormValues } from '@painel/contracts';
import {
  accountMessages,
  canChangeOwnPassword,
  maskCpf,
  ownPasswordMessages,
  profileMessages,
  sanitizePersonNameInput,
  screenMessages,
  personInitials,
} from '@painel/domain';
import {
  FormDateField,
  FormPhoneField,
  FormTextField,
  SchemaForm,
  useSchemaForm,
} from '../../../components/form';
import { LoadingButton } from '../../../components/loading-button/loading-button';
import { TextInput } from '../../../components/text-input';
import { useToast } from '../../../components/toast/toast-context';
import { useCurrentUser } from '../../../lib/current-user';
import { useOwnProfile } from '../api/get-own-profile';
import { ownProfileKeys } from '../api/keys';
import { SecurityQuestionSection } from '../components/security-question-section';
import { useUpdateOwnProfile } from '../api/update-own-profile';
import { PageHeader } from '../../../components/page-header/page-header';

const L = profileMessages.ownProfileLabels;

function formOf(profile: OwnProfile | undefined): OwnProfileFormValues {
  return {
    name: profile?.name ?? '',
    birthdate: profile?.birthdate ?? '',
    mobile: profile?.mobile ?? '',
    phone: profile?.phone ?? '',
  };
}

/** Draws 'Troca de senha' (app/ composes the privacy feature's dialog in). */
export type RenderPasswordDialog = (props: { open: boolean; onClose: () => void }) => ReactNode;

export function OwnProfileRoute({ renderPasswordDialog }: { renderPasswordDialog?: RenderPasswordDialog }) {
  const profile = useOwnProfile();
  const user = useCurrentUser();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const changePassword =
    renderPasswordDialog && canChangeOwnPassword(user.permissions) ? () => setPasswordOpen(true) : undefined;
  return (
    <Container maxWidth="md">
      <PageHeader title={accountMessages.profileTitle} subtitle={accountMessages.profileSubtitle} />
      {profile.isPending ? (
        // No editable field before the profile arrives: typing into an empty form would be wiped
        // when the data lands (and would count as unsaved changes against the wrong values).
        <Paper
          variant="outlined"
          role="status"
          sx={{ p: 3, display: 'flex', alignItems: 'center', gap: 1.5 }}
        >
          <CircularProgress size={20} aria-hidden />
          <Typography color="text.secondary">{screenMessages.loading}</Typography>
        </Paper>
      ) : (
        // Keyed on the load's outcome only: a background refetch (focus, the save's own) must not
        // remount the form and drop what the person is typing.
        <OwnProfileForm
          key={profile.isError ? 'failed' : 'loaded'}
          profile={profile.data}
          onChangePassword={changePassword}
        />
      )}
      {/* Not keyed on the data: its own save refetches the profile, and the typed values stay its own. */}
      {profile.data?.securityQuestion && <SecurityQuestionSection state={profile.data.securityQuestion} />}
      {renderPasswordDialog?.({ open: passwordOpen, onClose: () => setPasswordOpen(false) })}
    </Container>
  );
}

function OwnProfileForm({
  profile,
  onChangePassword,
}: {
  profile: OwnProfile | undefined;
  onChangePassword?: (() => void) | undefined;
}) {
  const toast = useToast();
  const save = useUpdateOwnProfile();
  const queryClient = useQueryClient();
  const mobileLocked = profile?.mobileLocked ?? false;
  // Today is read when the form mounts: the birth date's window is counted from it.
  const schema = useMemo(
    () => ownProfileFormSchema({ companyHasMfa: mobileLocked, now: new Date() }),
    [mobileLocked],
  );
  // Only the mount and a save set the values: a background refetch leaves what is being typed.
  const form = useSchemaForm(schema, { defaultValues: formOf(profile) });
  const { reset, showServerError } = form;

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
        {/* The default grey behind white initials is too faint (axe contrast). */}
        <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>
          {personInitials(profile?.name ?? '')}
        </Avatar>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{profile?.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {profile?.profileName}
          </Typography>
        </Box>
      </Box>
      <SchemaForm
        form={form}
        guard={!save.isPending}
        onSubmit={(body) =>
          // mutateAsync settles after the saved profile has refetched (the hook awaits it), so the
          // form then takes the server's values: what it stored is what the fields show, and
          // nothing is dirty.
          save.mutateAsync(body).then(
            (answer) => {
              reset(formOf(queryClient.getQueryData<OwnProfile>(ownProfileKeys.all)));
              toast.success(answer.message);
            },
            (error: Error) => showServerError(error, () => toast.error(error.message)),
          )
        }
        sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {/* Read-only, not disabled: a disabled field's label is too faint to read (axe contrast). */}
        <TextInput id="own-profile-group" label={L.group} value={profile?.groupName ?? ''} readOnly />
        <TextInput id="own-profile-email" label={L.email} value={profile?.email ?? ''} readOnly />
        <TextInput id="own-profile-cpf" label={L.cpf} value={maskCpf(profile?.cpf ?? '')} readOnly />
        <FormDateField name="birthdate" id="own-profile-birthdate" label={L.birthdate} />
        <FormTextField
          name="name"
          id="own-profile-name"
          label={L.name}
          required
          maxLength={40}
          sanitize={sanitizePersonNameInput}
        />
        <FormPhoneField
          name="mobile"
          id="own-profile-mobile"
          label={L.mobile}
          type="mobile"
          readOnly={mobileLocked}
          invalidMessage={accountMessages.mobileInvalid}
          helperText={mobileLocked ? accountMessages.mobileMfaLocked : undefined}
        />
        <FormPhoneField
          name="phone"
          id="own-profile-phone"
          label={L.phone}
          type="landline"
          invalidMessage={accountMessages.landlineInvalid}
        />
        <Box
          sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1 }}
        >
          {onChangePassword && (
            <Button
              variant="outlined"
              onClick={onChangePassword}
              sx={{ mr: 'auto', width: { xs: '100%', sm: 'auto' } }}
            >
              {ownPasswordMessages.openDialog}
            </Button>
          )}
          <Button onClick={() => reset(formOf(profile))} disabled={save.isPending}>
            {profileMessages.cancel}
          </Button>
          <LoadingButton type="submit" variant="contained" loading={save.isPending} disabled={!profile}>
            {profileMessages.save}
          </LoadingButton>
        </Box>
      </SchemaForm>
    </Paper>
  );
}
