/**
 * The group form's profile-and-e-mail rows: each row a 'Perfil de acesso' and
 * the e-mails to invite with it; saving the group invites them. Adding a row locks the profiles of
 * the rows before it in the other rows, removing a row releases its profile, and the last row is
 * reset instead of removed (domain `addProfileRow`, `removeProfileRow`, `lockedProfileIds`).
 * 'ADICIONAR MAIS PERFIS' is off once every profile has a row; a row's remove button while it is
 * empty. Profiles the caller may not invite with are offered disabled.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { GroupSelectData } from '@painel/contracts';
import {
  accountMessages,
  addProfileRow,
  canAddProfileRow,
  canRemoveProfileRow,
  groupMessages,
  isValidEmail,
  lockedProfileIds,
  removeProfileRow,
  userMessages,
  type ProfileRow,
  type ProfileRowErrors,
} from '@painel/domain';
import { ChipInput } from '../../../components/chip-input/chip-input';

export interface ProfileRowsProps {
  rows: readonly ProfileRow[];
  onChange(rows: ProfileRow[]): void;
  profiles: GroupSelectData['profiles'];
  /** One record per row, shown once the form was submitted or the row touched. */
  errors: readonly ProfileRowErrors[] | undefined;
  showErrors: boolean;
}

export function ProfileRows({ rows, onChange, profiles, errors, showErrors }: ProfileRowsProps) {
  const titleId = useId();
  const set = (index: number, change: Partial<ProfileRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box>
        <Typography id={titleId} component="h2" variant="h6">
          {groupMessages.inviteRowsTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {groupMessages.inviteRowsHint}
        </Typography>
      </Box>
      {rows.map((row, index) => (
        <Row
          key={index}
          index={index}
          row={row}
          profiles={profiles}
          locked={lockedProfileIds(rows, index)}
          errors={showErrors ? errors?.[index] : undefined}
          onChange={(change) => set(index, change)}
          onRemove={() => onChange(removeProfileRow(rows, index))}
        />
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => onChange(addProfileRow(rows))}
          disabled={!canAddProfileRow(rows, profiles.length)}
        >
          {groupMessages.addProfileRow}
        </Button>
      </Box>
    </Box>
  );
}

function Row({
  index,
  row,
  profiles,
  locked,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  row: ProfileRow;
  profiles: GroupSelectData['profiles'];
  locked: ReadonlySet<number>;
  errors: ProfileRowErrors | undefined;
  onChange(change: Partial<ProfileRow>): void;
  onRemove(): void;
}) {
  const labelId = useId();
  const helpId = useId();
  const number = index + 1;
  return (
    <Box
      role="group"
      aria-label={groupMessages.profileRowLabel(number)}
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(180px, 1fr) 2fr auto' },
      }}
    >
      <FormControl fullWidth required error={errors?.profileId !== undefined}>
        <InputLabel id={labelId}>{accountMessages.accessProfile}</InputLabel>
        <Select
          labelId={labelId}
          label={accountMessages.accessProfile}
          value={row.profileId === null ? '' : String(row.profileId)}
          onChange={(event) =>
            onChange({ profileId: event.target.value === '' ? null : Number(event.target.value) })
          }
          aria-describedby={errors?.profileId ? helpId : undefined}
        >
          {profiles.map((profile) => (
            <MenuItem
              key={profile.id}
              value={String(profile.id)}
              disabled={profile.disabled || locked.has(profile.id)}
            >
              {profile.name}
            </MenuItem>
          ))}
        </Select>
        {errors?.profileId && <FormHelperText id={helpId}>{errors.profileId}</FormHelperText>}
      </FormControl>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}>
        <ChipInput
          label={userMessages.emails}
          value={row.emails}
          onChange={(emails) => onChange({ emails })}
          isValid={isValidEmail}
          helperText={userMessages.emailsHint}
          errorMessage={errors?.emails}
          required
        />
      </Box>
      <IconButton
        aria-label={groupMessages.removeProfileRow(number)}
        onClick={onRemove}
        disabled={!canRemoveProfileRow(row)}
        sx={{ mt: 1 }}
      >
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}
