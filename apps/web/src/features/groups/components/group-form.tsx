/**
 * The group form: create ('Grupos e usuários') or edit ('GRUPO {NOME}'): name,
 * consumption limit against the customer's, IPs and CIDR ranges, access days (the customer's closed
 * days locked), weekday and weekend hours (shown only while such a day is active), the
 * profile-and-e-mail rows that invite on save (when the caller may invite with some profile), and
 * when editing the Ativo switch and the members. One form of the kit: the domain's validateGroupForm
 * judges every field as it changes or is left (groupFormSchema), as the server's contract does;
 * SALVAR stays off until the whole form is valid; a field the server refuses shows under it. The save answers
 * each invited e-mail, shown as the users' invite toast. CANCELAR asks before losing changes;
 * leaving with unsaved changes asks too. A group-scoped editor (a Gerente) sees the
 * limit, IPs, days, hours and status disabled, with the reason: only an administrator changes them.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useWatch, type FieldErrors } from 'react-hook-form';
import {
  groupFormSchema,
  type GroupDetail,
  type GroupFormInput,
  type GroupSelectData,
} from '@painel/contracts';
import {
  GROUP_NAME_MAX,
  accountMessages,
  canSaveGroup,
  collapseSpaces,
  customerHoursHint,
  formatCurrency,
  groupMessages,
  isValidIpOrRange,
  mayChangeGroupRestrictions,
  sanitizeGroupNameInput,
  type ProfileRowErrors,
} from '@painel/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import {
  AccessHoursFields,
  FormChipField,
  FormField,
  SchemaForm,
  serverErrorMessage,
  useSchemaForm,
} from '../../../components/form';
import { LoadingButton } from '../../../components/loading-button/loading-button';
import { CurrencyField } from '../../../components/masked-fields/currency-field';
import { showInviteResults } from '../../../components/toast/invite-results';
import { useToast } from '../../../components/toast/toast-context';
import { useViewer } from '../../../lib/viewer';
import { useSaveGroup, type GroupSaved } from '../api/save-group';
import {
  emptyGroupForm,
  groupBodyOf,
  groupFormContext,
  groupFormOf,
  type GroupFormValues,
} from '../lib/group-form';
import { ProfileRows } from './profile-rows';
import { PageHeader } from '../../../components/page-header/page-header';

/** The API names the form's fields otherwise: its answer's field errors land under the form's. */
const SERVER_FIELD_NAMES = {
  name: 'groupName',
  limitationPrice: 'consumptionLimit',
  profilesEmails: 'users',
} as const;

/** The rows' messages as ProfileRows reads them, from the form's nested errors. */
function rowErrorsOf(errors: FieldErrors<GroupFormValues>['users']): ProfileRowErrors[] | undefined {
  if (!Array.isArray(errors)) return undefined;
  return Array.from(
    errors as readonly (FieldErrors<GroupFormValues['users'][number]> | undefined)[],
    (row) => ({
      ...(row?.profileId?.message ? { profileId: row.profileId.message } : {}),
      ...(row?.emails?.message ? { emails: row.emails.message } : {}),
    }),
  );
}

export interface GroupFormProps {
  customerId: number | null;
  /** null: a new group. */
  group: GroupDetail | null;
  selectData: GroupSelectData;
  listPath: string;
  /** The members, when editing (the users table of the users feature can take this place). */
  members?: ReactNode;
  /** Runs after a save, before leaving (app/ refreshes the users lists). */
  onSaved?: GroupSaved;
}

export function GroupFormScreen({
  customerId,
  group,
  selectData,
  listPath,
  members,
  onSaved,
}: GroupFormProps) {
  const navigate = useNavigate();
  const toast = useToast();
  // A group-scoped creator's new group takes their group's restrictions (select data), locked too.
  const viewer = useViewer();
  const locked = !mayChangeGroupRestrictions(viewer);
  // Who may change the hours gets them within the customer's defaults; a Gerente's stay as saved.
  const initial = useMemo(
    () => (group ? groupFormOf(group, locked ? undefined : selectData) : emptyGroupForm(selectData)),
    [group, selectData, locked],
  );
  const hoursHint = locked ? null : customerHoursHint(selectData.accessLimitation);
  const adjusted =
    group !== null && !locked && JSON.stringify(groupFormOf(group)) !== JSON.stringify(initial);
  const context = useMemo(() => groupFormContext(selectData, !locked), [selectData, locked]);
  const schema = useMemo(() => groupFormSchema(context), [context]);
  const form = useSchemaForm(schema, {
    defaultValues: initial as GroupFormInput,
    // Judged as the person types and leaves each field: SALVAR waits for the whole form.
    mode: 'all',
    reValidateMode: 'onChange',
    serverFieldNames: SERVER_FIELD_NAMES,
  });
  const values = useWatch({ control: form.control }) as GroupFormValues;
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const save = useSaveGroup(customerId, group?.id ?? null, onSaved);
  const valid = canSaveGroup(values, context);
  // Leaving is decided first, so the unsaved-data prompt lets this navigation through.
  useEffect(() => {
    if (leaving) void navigate(listPath);
  }, [leaving, listPath, navigate]);

  const lockedDays = new Set(context.customerDays?.filter((d) => !d.active).map((d) => d.day));
  const canInvite = selectData.profiles.some((p) => !p.disabled);

  const limitHelper =
    selectData.limitationCustomer === null
      ? undefined
      : `${accountMessages.consumptionLimitHelper} ${formatCurrency(Number(selectData.limitationCustomer))}`;

  return (
    <Container maxWidth="md">
      <PageHeader title={group ? accountMessages.groupTitle(group.name) : accountMessages.groupsAndUsers} />
      <Paper variant="panel">
        <SchemaForm
          form={form}
          guard={!leaving}
          aria-label={group ? accountMessages.groupTitle(group.name) : accountMessages.newGroup}
          sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
          onSubmit={(submitted) =>
            save.mutate(groupBodyOf(submitted), {
              onSuccess: (saved) => {
                if (saved.invitations)
                  showInviteResults(toast, saved.invitations, [saved.message, saved.invitations.message]);
                else toast.success(saved.message);
                setLeaving(true);
              },
              onError: (error) =>
                form.showServerError(error, (failure) => toast.error(serverErrorMessage(failure))),
            })
          }
        >
          {locked && (
            <Alert severity="info">
              {group ? groupMessages.restrictionsReadOnly : groupMessages.restrictionsInherited}
            </Alert>
          )}
          {adjusted && <Alert severity="warning">{groupMessages.hoursAdjustedToCustomer}</Alert>}
          {group && (
            <FormField
              name="active"
              render={({ field }) => (
                <FormControlLabel
                  disabled={locked}
                  control={
                    <Switch
                      checked={field.value === true}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  label={groupMessages.statusLabel}
                />
              )}
            />
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormField
              name="groupName"
              render={({ field, errorMessage }) => (
                <TextField
                  label={groupMessages.nameLabel}
                  required
                  name={field.name}
                  inputRef={field.ref}
                  value={typeof field.value === 'string' ? field.value : ''}
                  onChange={(event) => field.onChange(sanitizeGroupNameInput(event.target.value))}
                  onBlur={() => {
                    field.onChange(collapseSpaces(String(field.value)));
                    field.onBlur();
                  }}
                  error={errorMessage !== undefined}
                  helperText={errorMessage}
                  slotProps={{ htmlInput: { maxLength: GROUP_NAME_MAX } }}
                />
              )}
            />
            <FormField
              name="consumptionLimit"
              render={({ field, errorMessage }) => (
                <CurrencyField
                  label={groupMessages.limitLabel}
                  required={!selectData.allowGroupZeroConsumption}
                  disabled={locked}
                  name={field.name}
                  inputRef={field.ref}
                  value={typeof field.value === 'number' ? field.value : null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  errorMessage={errorMessage}
                  // A disabled field's hint is greyed below contrast; the notice above says why it is locked.
                  helperText={locked ? undefined : limitHelper}
                />
              )}
            />
          </Box>
          <FormChipField
            name="ips"
            label={groupMessages.ipsLabel}
            isValid={isValidIpOrRange}
            disabled={locked}
            helperText={locked ? undefined : accountMessages.ipHint}
          />
          <AccessHoursFields disabled={locked} lockedDays={lockedDays} hint={hoursHint} />
          {canInvite && (
            <FormField
              name="users"
              render={({ field }) => (
                <ProfileRows
                  rows={field.value as GroupFormValues['users']}
                  onChange={field.onChange}
                  profiles={selectData.profiles}
                  errors={rowErrorsOf(form.formState.errors.users)}
                  showErrors
                />
              )}
            />
          )}
          {group && members !== undefined && (
            <Box component="section" aria-label={groupMessages.usersTitle}>
              <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                {groupMessages.usersTitle}
              </Typography>
              {members}
            </Box>
          )}
          <Typography variant="body2" color="text.secondary">
            {accountMessages.requiredFootnote}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => setConfirmCancel(true)}>
              {groupMessages.cancel}
            </Button>
            <LoadingButton type="submit" variant="contained" disabled={!valid} loading={save.isPending}>
              {groupMessages.save}
            </LoadingButton>
          </Box>
        </SchemaForm>
      </Paper>
      <ConfirmDialog
        open={confirmCancel}
        title={groupMessages.cancelTitle}
        text={groupMessages.cancelText}
        cancelLabel={groupMessages.keepEditing}
        confirmLabel={groupMessages.cancelConfirm}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => {
          setConfirmCancel(false);
          setLeaving(true);
        }}
      />
    </Container>
  );
}
