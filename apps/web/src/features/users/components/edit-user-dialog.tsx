/**
 * 'Alterar usuário': the Ativo/Inativo switch, Nome, E-mail, Celular, CPF (always
 * disabled, masked), Data de nascimento, Telefone fixo, Grupo and Perfil, judged by the contract's
 * editUserFormSchema (the domain's validateEditUser, which the server applies too) and saved by
 * the update call. With company MFA the mobile is read-only (it belongs to the second factor's
 * registration) and not judged. A new e-mail is only asked for: the server mails a confirmation
 * link to it and a notice to the current one, and the dialog says so beside the field and, while
 * one waits, which address does. 'Solicitar troca de senha' asks for confirmation first, and so
 * does the switch; the confirmed status is saved with SALVAR. The switch is disabled
 * where the server says the status may not change (the company's last active administrator).
 * The form kit guards unsaved data.
 */
import { useEffect, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  editUserFormSchema,
  type EditUserFormValues,
  type UserItem,
  type UserOptions,
} from '@painel/contracts';
import {
  USER_STATUS_IDS,
  accountMessages,
  formatDate,
  maskCpf,
  parseDate,
  userMessages as m,
} from '@painel/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import {
  FormDateField,
  FormField,
  FormPhoneField,
  FormTextField,
  SchemaForm,
  useSchemaForm,
} from '../../../components/form';
import { LoadingButton } from '../../../components/loading-button/loading-button';
import { useToast } from '../../../components/toast/toast-context';
import { useUpdateUser } from '../api/update-user';
import { useUserAction } from '../api/user-actions';
import { OptionSelect } from './option-select';

export interface EditUserDialogProps {
  user: UserItem | null;
  onClose(): void;
  customerId: number | null;
  options: UserOptions;
  /** The company uses MFA: the mobile is the second factor's and read-only here. */
  companyUsesMfa: boolean;
}

function brDate(value: string | null): string {
  const date = value === null ? null : parseDate(value);
  return date === null ? '' : formatDate(date);
}

function defaultsOf(user: UserItem | null): EditUserFormValues {
  return {
    statusId:
      user?.status.id === USER_STATUS_IDS.inactive ? USER_STATUS_IDS.inactive : USER_STATUS_IDS.active,
    groupId: user?.group?.id ?? null,
    profileId: user?.profile.id ?? null,
    name: user?.name ?? '',
    email: user?.email ?? '',
    mobile: user?.mobile ?? '',
    phone: user?.phone ?? '',
    birthdate: brDate(user?.birthdate ?? null),
  };
}

export function EditUserDialog({ user, onClose, customerId, options, companyUsesMfa }: EditUserDialogProps) {
  const toast = useToast();
  const update = useUpdateUser(customerId);
  const action = useUserAction(customerId);
  const [confirmPassword, setConfirmPassword] = useState(false);
  /** The status the switch asks to move to, until confirmed or cancelled. */
  const [askedStatus, setAskedStatus] = useState<EditUserFormValues['statusId'] | null>(null);
  // Today is read when the dialog opens for a user: the birth date's window is counted from it.
  const schema = useMemo(
    () => editUserFormSchema({ companyHasMfa: companyUsesMfa, now: new Date() }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new day for each user opened
    [companyUsesMfa, user],
  );
  const form = useSchemaForm(schema, { defaultValues: defaultsOf(user) });
  const { reset, setValue, showServerError, watch } = form;
  useEffect(() => reset(defaultsOf(user)), [user, reset]);
  const statusId = watch('statusId');
  if (!user) return null;
  // The user's current group and profile stay listed even when the caller could not choose them.
  const groups = options.groups.filter((g) => (g.assignable && g.active) || g.id === user.group?.id);
  const profiles = options.profiles.filter((p) => p.assignable || p.id === user.profile.id);

  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-user-title">
        <SchemaForm
          form={form}
          guard={!update.isPending}
          aria-labelledby="edit-user-title"
          onSubmit={(body) =>
            update.mutate(
              { userId: user.id, body },
              {
                onSuccess: (result) => {
                  // Saved: nothing is left unsaved, so closing asks nothing.
                  reset(form.getValues());
                  toast.success(result.message);
                  onClose();
                },
                // Field errors land under their fields; anything else in a toast.
                onError: (error) => showServerError(error, () => toast.error(error.message)),
              },
            )
          }
        >
          <DialogTitle id="edit-user-title">{accountMessages.editUserTitle}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
            <FormControlLabel
              control={
                <Switch
                  checked={statusId === USER_STATUS_IDS.active}
                  disabled={!user.abilities.changeStatus}
                  // Not flipped yet: the confirmation decides.
                  onChange={(event) =>
                    setAskedStatus(event.target.checked ? USER_STATUS_IDS.active : USER_STATUS_IDS.inactive)
                  }
                />
              }
              label={statusId === USER_STATUS_IDS.active ? m.statusActive : m.statusInactive}
            />
            <FormTextField name="name" label={m.columnName} maxLength={40} />
            <FormTextField
              name="email"
              label={m.columnEmail}
              type="email"
              autoComplete="off"
              describedBy="edit-user-email-hint"
            />
            <Typography id="edit-user-email-hint" variant="body2" color="text.secondary" sx={{ mt: -1 }}>
              {user.pendingEmail ? `${m.emailPending(user.pendingEmail)} ` : ''}
              {m.emailChangeHint}
            </Typography>
            <FormPhoneField
              name="mobile"
              label={m.mobile}
              type="mobile"
              invalidMessage={accountMessages.mobileInvalid}
              readOnly={companyUsesMfa}
              helperText={companyUsesMfa ? accountMessages.mobileMfaLocked : undefined}
            />
            <TextField label={m.cpf} value={maskCpf(user.cpf ?? '')} fullWidth disabled />
            <FormDateField name="birthdate" label={m.birthdate} />
            <FormPhoneField
              name="phone"
              label={m.phone}
              type="landline"
              invalidMessage={accountMessages.landlineInvalid}
            />
            <FormField
              name="groupId"
              render={({ field, errorMessage }) => (
                <OptionSelect
                  label={m.group}
                  options={groups}
                  value={typeof field.value === 'number' && field.value > 0 ? field.value : null}
                  onChange={field.onChange}
                  errorMessage={errorMessage}
                  required
                />
              )}
            />
            <FormField
              name="profileId"
              render={({ field, errorMessage }) => (
                <OptionSelect
                  label={m.profile}
                  options={profiles}
                  value={typeof field.value === 'number' && field.value > 0 ? field.value : null}
                  onChange={field.onChange}
                  errorMessage={errorMessage}
                  required
                />
              )}
            />
            {user.abilities.requestPasswordChange && (
              <Button
                variant="outlined"
                sx={{ justifySelf: 'start' }}
                onClick={() => setConfirmPassword(true)}
              >
                {m.requestPasswordChangeLabel}
              </Button>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{m.cancel}</Button>
            <LoadingButton type="submit" variant="contained" loading={update.isPending}>
              {m.save}
            </LoadingButton>
          </DialogActions>
        </SchemaForm>
      </Dialog>
      <ConfirmDialog
        open={askedStatus !== null}
        title={m.toggleTitle(askedStatus === USER_STATUS_IDS.active ? 'Ativar' : 'Inativar')}
        text={m.toggleConfirm(askedStatus === USER_STATUS_IDS.active ? 'ativar' : 'inativar', user.name)}
        onCancel={() => setAskedStatus(null)}
        onConfirm={() => {
          if (askedStatus !== null) setValue('statusId', askedStatus, { shouldDirty: true });
          setAskedStatus(null);
        }}
      />
      <ConfirmDialog
        open={confirmPassword}
        title={m.requestPasswordChangeLabel}
        text={m.passwordChangeConfirm(user.name)}
        loading={action.isPending}
        onCancel={() => setConfirmPassword(false)}
        onConfirm={() =>
          action.mutate(
            { userId: user.id, action: 'requestPasswordChange' },
            {
              onSuccess: (result) => {
                toast.success(result.message);
                setConfirmPassword(false);
                onClose();
              },
              onError: (error) => toast.error(error.message),
            },
          )
        }
      />
    </>
  );
}
