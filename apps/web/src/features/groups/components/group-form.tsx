/**
 * The group form: create ('Grupos e usuários') or edit ('GRUPO {NOME}'): name,
 * consumption limit against the customer's, IPs and CIDR ranges, access days (the customer's closed
 * days locked), weekday and weekend hours (shown only while such a day is active), the
 * profile-and-e-mail rows that invite on save (when the caller may invite with some profile), and
 * when editing the Ativo switch and the members. The domain's validateGroupForm judges every field,
 * as the server's contract does; SALVAR stays off until the whole form is valid. The save answers
 * each invited e-mail, shown as the users' invite toast. CANCELAR asks before losing changes;
 * leaving with unsaved changes asks too. A group-scoped editor (a Gerente) sees the
 * limit, IPs, days, hours and status disabled, with the reason: only an administrator changes them.
 */
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GroupDetail, GroupSelectData } from '@painel/contracts';
import {
  GROUP_NAME_MAX,
  WEEK_DAYS,
  accountMessages,
  collapseSpaces,
  customerHoursHint,
  formatCurrency,
  groupMessages,
  isValidIpOrRange,
  mayChangeGroupRestrictions,
  sanitizeGroupNameInput,
  validateGroupForm,
} from '@painel/domain';
import { ChipInput } from '../../../components/chip-input/chip-input';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { LoadingButton } from '../../../components/loading-button/loading-button';
import { CurrencyField } from '../../../components/masked-fields/currency-field';
import { TimeField } from '../../../components/masked-fields/time-field';
import { TimeRangeFieldset } from '../../../components/masked-fields/time-range-fieldset';
import { showInviteResults } from '../../../components/toast/invite-results';
import { useToast } from '../../../components/toast/toast-context';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes-prompt';
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

type Touched = Partial<Record<'groupName' | 'consumptionLimit' | 'ips' | 'users', boolean>>;

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
  const [form, setForm] = useState<GroupFormValues>(initial);
  const [touched, setTouched] = useState<Touched>({});
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const save = useSaveGroup(customerId, group?.id ?? null, onSaved);
  const context = useMemo(() => groupFormContext(selectData, !locked), [selectData, locked]);
  const errors = validateGroupForm(form, context);
  const valid = Object.keys(errors).length === 0;
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const prompt = useUnsavedChangesPrompt(dirty && !leaving);
  const ids = { days: useId(), hint: useId(), weekday: useId(), weekend: useId() };
  // Leaving is decided first, so the unsaved-data prompt lets this navigation through.
  useEffect(() => {
    if (leaving) void navigate(listPath);
  }, [leaving, listPath, navigate]);

  const set = <K extends keyof GroupFormValues>(key: K, value: GroupFormValues[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const lockedDays = new Set(context.customerDays?.filter((d) => !d.active).map((d) => d.day));
  const weekdayActive = form.days.some((d) => d.active && !WEEK_DAYS.find((w) => w.key === d.day)?.weekend);
  const weekendActive = form.days.some((d) => d.active && WEEK_DAYS.find((w) => w.key === d.day)?.weekend);
  const canInvite = selectData.profiles.some((p) => !p.disabled);

  const submit = () => {
    setTouched({ groupName: true, consumptionLimit: true, ips: true, users: true });
    if (!valid) return;
    save.mutate(groupBodyOf(form), {
      onSuccess: (saved) => {
        if (saved.invitations)
          showInviteResults(toast, saved.invitations, [saved.message, saved.invitations.message]);
        else toast.success(saved.message);
        setLeaving(true);
      },
      onError: (error) => toast.error(error.message),
    });
  };

  const limitHelper =
    selectData.limitationCustomer === null
      ? undefined
      : `${accountMessages.consumptionLimitHelper} ${formatCurrency(Number(selectData.limitationCustomer))}`;

  return (
    <Container maxWidth="md">
      <PageHeader title={group ? accountMessages.groupTitle(group.name) : accountMessages.groupsAndUsers} />
      <Paper
        component="form"
        variant="panel"
        noValidate
        aria-label={group ? accountMessages.groupTitle(group.name) : accountMessages.newGroup}
        sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {locked && (
          <Alert severity="info">
            {group ? groupMessages.restrictionsReadOnly : groupMessages.restrictionsInherited}
          </Alert>
        )}
        {adjusted && <Alert severity="warning">{groupMessages.hoursAdjustedToCustomer}</Alert>}
        {group && (
          <FormControlLabel
            disabled={locked}
            control={
              <Switch checked={form.active} onChange={(event) => set('active', event.target.checked)} />
            }
            label={groupMessages.statusLabel}
          />
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label={groupMessages.nameLabel}
            required
            value={form.groupName}
            onChange={(event) => set('groupName', sanitizeGroupNameInput(event.target.value))}
            onBlur={() => {
              set('groupName', collapseSpaces(form.groupName));
              setTouched((t) => ({ ...t, groupName: true }));
            }}
            error={touched.groupName === true && errors.groupName !== undefined}
            helperText={touched.groupName ? errors.groupName : undefined}
            slotProps={{ htmlInput: { maxLength: GROUP_NAME_MAX } }}
          />
          <CurrencyField
            label={groupMessages.limitLabel}
            required={!selectData.allowGroupZeroConsumption}
            disabled={locked}
            value={form.consumptionLimit}
            onChange={(value) => set('consumptionLimit', value)}
            onBlur={() => setTouched((t) => ({ ...t, consumptionLimit: true }))}
            errorMessage={touched.consumptionLimit ? errors.consumptionLimit : undefined}
            // A disabled field's hint is greyed below contrast; the notice above says why it is locked.
            helperText={locked ? undefined : limitHelper}
          />
        </Box>
        <ChipInput
          label={groupMessages.ipsLabel}
          value={form.ips}
          onChange={(ips) => set('ips', ips)}
          isValid={isValidIpOrRange}
          disabled={locked}
          helperText={locked ? undefined : accountMessages.ipHint}
          errorMessage={errors.ips}
          onBlur={() => setTouched((t) => ({ ...t, ips: true }))}
        />
        <FormControl
          component="fieldset"
          error={errors.days !== undefined}
          aria-describedby={
            [hoursHint ? ids.hint : '', errors.days ? ids.days : ''].join(' ').trim() || undefined
          }
        >
          <FormLabel component="legend" required>
            {groupMessages.daysLabel}
          </FormLabel>
          <FormGroup row>
            {WEEK_DAYS.map((w) => {
              const checked = form.days.some((d) => d.day === w.key && d.active);
              return (
                <FormControlLabel
                  key={w.key}
                  label={w.label}
                  disabled={locked || lockedDays.has(w.key)}
                  control={
                    <Checkbox
                      checked={checked}
                      onChange={(event) =>
                        set(
                          'days',
                          form.days.map((d) =>
                            d.day === w.key ? { ...d, active: event.target.checked } : d,
                          ),
                        )
                      }
                    />
                  }
                />
              );
            })}
          </FormGroup>
          {hoursHint && (
            <FormHelperText error={false} id={ids.hint}>
              {hoursHint}
            </FormHelperText>
          )}
          {errors.days && <FormHelperText id={ids.days}>{errors.days}</FormHelperText>}
        </FormControl>
        {weekdayActive && (
          <TimeRange
            legend={groupMessages.weekdayHours}
            start={form.accessStartTime}
            end={form.accessEndTime}
            errors={errors.weekdayTime}
            disabled={locked}
            onStart={(value) => set('accessStartTime', value)}
            onEnd={(value) => set('accessEndTime', value)}
          />
        )}
        {weekendActive && (
          <TimeRange
            legend={groupMessages.weekendHours}
            start={form.accessStartTimeWeekends}
            end={form.accessEndTimeWeekends}
            errors={errors.weekendTime}
            disabled={locked}
            onStart={(value) => set('accessStartTimeWeekends', value)}
            onEnd={(value) => set('accessEndTimeWeekends', value)}
          />
        )}
        {canInvite && (
          <ProfileRows
            rows={form.users}
            onChange={(users) => {
              set('users', users);
              setTouched((t) => ({ ...t, users: true }));
            }}
            profiles={selectData.profiles}
            errors={errors.users}
            showErrors={touched.users === true}
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
      {prompt}
    </Container>
  );
}

function TimeRange({
  legend,
  start,
  end,
  errors,
  disabled,
  onStart,
  onEnd,
}: {
  legend: string;
  start: string;
  end: string;
  errors: { start?: string; end?: string } | undefined;
  disabled: boolean;
  onStart(value: string): void;
  onEnd(value: string): void;
}) {
  return (
    <TimeRangeFieldset legend={legend}>
      {/* The kit's HH:mm field: 24-hour whatever the browser's locale (a native time input shows 12:00 AM in en-US). */}
      <TimeField
        label={groupMessages.startTime}
        value={start}
        disabled={disabled}
        onChange={onStart}
        errorMessage={errors?.start}
      />
      <TimeField
        label={groupMessages.endTime}
        value={end}
        disabled={disabled}
        onChange={onEnd}
        errorMessage={errors?.end}
      />
    </TimeRangeFieldset>
  );
}
