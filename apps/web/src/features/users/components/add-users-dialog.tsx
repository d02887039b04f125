/**
 * 'Adicionar usuário(s)': several e-mails, the group (hidden when the table belongs to
 * one group), 'Perfil de acesso' with its permissions read-only. The contract's form schema checks
 * it; the server answers each e-mail (created, already a user, invalid), shown as one toast.
 */
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { addUsersFormSchema, type AddUsersFormValues, type UserOptions } from '@painel/contracts';
import { accountMessages, isValidEmail, userMessages as m, validationMessages } from '@painel/domain';
import {
  FormChipField,
  FormField,
  SchemaForm,
  serverErrorMessage,
  useSchemaForm,
} from '../../../components/form';
import { LoadingButton } from '../../../components/loading-button/loading-button';
import { showInviteResults } from '../../../components/toast/invite-results';
import { useToast } from '../../../components/toast/toast-context';
import { useInviteUsers } from '../api/invite-users';
import { OptionSelect } from './option-select';
import { ProfilePermissions } from './profile-permissions';

export interface AddUsersDialogProps {
  open: boolean;
  onClose(): void;
  customerId: number | null;
  options: UserOptions;
  /** The table's own group: the group field is hidden and this one used. */
  groupId?: number | undefined;
}

export function AddUsersDialog({ open, onClose, customerId, options, groupId }: AddUsersDialogProps) {
  const toast = useToast();
  const invite = useInviteUsers(customerId);
  // An inactive group signs nobody in: it is not offered for a new user.
  const groups = options.groups.filter((g) => g.assignable && g.active);
  const profiles = options.profiles.filter((p) => p.assignable);
  const single = (list: readonly { id: number }[]) => (list.length === 1 ? list[0]!.id : null);
  const defaults: AddUsersFormValues = {
    emails: [],
    groupId: groupId ?? single(groups),
    profileId: single(profiles),
  };
  // A field's message goes as soon as its value is right again (the dialog's own habit).
  const form = useSchemaForm(addUsersFormSchema, { defaultValues: defaults, reValidateMode: 'onChange' });
  const { control, reset } = form;
  useEffect(() => {
    if (open) reset(defaults);
    // Reset only when the dialog opens; `defaults` is rebuilt every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const profileId = useWatch({ control, name: 'profileId' });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-users-title">
      <SchemaForm
        form={form}
        // The dialog asks nothing on leaving; its values are typed again in seconds.
        guard={false}
        onSubmit={(values) =>
          invite.mutate(
            {
              groupId: Number(values.groupId),
              profilesEmails: [{ profileId: Number(values.profileId), emails: values.emails }],
              ...(customerId !== null ? { customerId } : {}),
            },
            {
              onSuccess: (result) => {
                showInviteResults(toast, result);
                onClose();
              },
              onError: (error) =>
                form.showServerError(error, (failure) => toast.error(serverErrorMessage(failure))),
            },
          )
        }
      >
        <DialogTitle id="add-users-title">{accountMessages.addUsersTitle}</DialogTitle>
        {/* The first field's outlined label sits above the field: room for it under the title. */}
        <DialogContent sx={{ '&&': { pt: 1 } }}>
          <FormChipField
            name="emails"
            label={m.emails}
            isValid={(chip) => isValidEmail(chip)}
            helperText={m.emailsHint}
            required
            autoFocus
          />
          {groupId === undefined && (
            <FormField
              name="groupId"
              render={({ field, errorMessage }) => (
                <OptionSelect
                  label={m.group}
                  options={groups}
                  value={typeof field.value === 'number' ? field.value : null}
                  onChange={field.onChange}
                  required
                  disabled={groups.length === 1}
                  errorMessage={errorMessage ? validationMessages.required : undefined}
                  emptyText={accountMessages.noGroupFound}
                />
              )}
            />
          )}
          <FormField
            name="profileId"
            render={({ field, errorMessage }) => (
              <OptionSelect
                label={accountMessages.accessProfile}
                options={profiles}
                value={typeof field.value === 'number' ? field.value : null}
                onChange={field.onChange}
                required
                disabled={profiles.length === 1}
                errorMessage={errorMessage ? validationMessages.required : undefined}
              />
            )}
          />
          <ProfilePermissions profile={options.profiles.find((p) => p.id === profileId)} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{m.cancel}</Button>
          <LoadingButton type="submit" variant="contained" loading={invite.isPending}>
            {m.invite}
          </LoadingButton>
        </DialogActions>
      </SchemaForm>
    </Dialog>
  );
}
