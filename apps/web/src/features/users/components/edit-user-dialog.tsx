/**
 * 'Alterar usuário' (AA 2.4): the Ativo/Inativo switch, group and profile, saved by the update
 * call under the contract's schema; E-mail, Celular, CPF, Data de nascimento and Telefone fixo are
 * shown read-only (they belong to the user's own profile and MFA registration). 'Solicitar troca
 * de senha' asks for confirmation first, and so does the switch (AA 4.2: it toggles between Ativo
 * and Inativo only after confirmation; the confirmed status is saved with SALVAR, in the same
 * update call as group and profile). The switch is disabled where the server says the status may
 * not change (the company's last active administrator).
 */
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  userUpdateBodySchema,
  type UserItem,
  type UserOptions,
  type UserUpdateBody,
} from '@painel/contracts';
import { USER_STATUS_IDS, accountMessages, userMessages as m } from '@painel/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { serverFieldErrors, useSchemaForm } from '../../../components/form';
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
}

function defaultsOf(user: UserItem | null): UserUpdateBody {
  return {
    statusId:
      user?.status.id === USER_STATUS_IDS.inactive ? USER_STATUS_IDS.inactive : USER_STATUS_IDS.active,
    groupId: user?.group?.id ?? 0,
    profileId: user?.profile.id ?? 0,
  };
}

export function EditUserDialog({ user, onClose, customerId, options }: EditUserDialogProps) {
  const toast = useToast();
  const update = useUpdateUser(customerId);
  const action = useUserAction(customerId);
  const [confirmPassword, setConfirmPassword] = useState(false);
  /** The status the switch asks to move to, until confirmed or cancelled. */
  const [askedStatus, setAskedStatus] = useState<UserUpdateBody['statusId'] | null>(null);
  const { control, handleSubmit, reset, setValue, applyServerErrors } = useSchemaForm(userUpdateBodySchema, {
    defaultValues: defaultsOf(user),
  });
  useEffect(() => reset(defaultsOf(user)), [user, reset]);
  if (!user) return null;
  // The user's current group and profile stay listed even when the caller could not choose them.
  const groups = options.groups.filter((g) => (g.assignable && g.active) || g.id === user.group?.id);
  const profiles = options.profiles.filter((p) => p.assignable || p.id === user.profile.id);

  const submit = handleSubmit((body) =>
    update.mutate(
      { userId: user.id, body },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onClose();
        },
        onError: (error) => {
          // Field errors land under their fields; anything else in a toast.
          const unplaced = applyServerErrors(error);
          if (unplaced.length > 0 || serverFieldErrors(error).length === 0) toast.error(error.message);
        },
      },
    ),
  );
  const readOnly = (label: string, value: string | null) => (
    <TextField
      label={label}
      value={value ?? ''}
      fullWidth
      margin="dense"
      disabled
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );

  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-user-title">
        <form onSubmit={submit} noValidate>
          <DialogTitle id="edit-user-title">{accountMessages.editUserTitle}</DialogTitle>
          <DialogContent>
            <Controller
              control={control}
              name="statusId"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value === USER_STATUS_IDS.active}
                      disabled={!user.abilities.changeStatus}
                      // Not flipped yet: the confirmation decides (AA 4.2).
                      onChange={(event) =>
                        setAskedStatus(
                          event.target.checked ? USER_STATUS_IDS.active : USER_STATUS_IDS.inactive,
                        )
                      }
                    />
                  }
                  label={field.value === USER_STATUS_IDS.active ? m.statusActive : m.statusInactive}
                />
              )}
            />
            {readOnly(m.columnName, user.name)}
            {readOnly(m.columnEmail, user.email)}
            {readOnly(m.mobile, user.mobile)}
            {readOnly(m.cpf, user.cpf)}
            {readOnly(m.birthdate, user.birthdate)}
            {readOnly(m.phone, user.phone)}
            <Controller
              control={control}
              name="groupId"
              render={({ field }) => (
                <OptionSelect
                  label={m.group}
                  options={groups}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? 0)}
                  required
                />
              )}
            />
            <Controller
              control={control}
              name="profileId"
              render={({ field }) => (
                <OptionSelect
                  label={m.profile}
                  options={profiles}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? 0)}
                  required
                />
              )}
            />
            {user.abilities.requestPasswordChange && (
              <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setConfirmPassword(true)}>
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
        </form>
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
