/**
 * A labelled select of groups or profiles. A single allowed option is preselected and locked
 * (AA 4 'Choosing a single allowed group or profile in the add-user dialog preselects and locks it').
 */
import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

export interface OptionSelectProps {
  label: string;
  options: readonly { id: number; name: string }[];
  value: number | null;
  onChange(value: number | null): void;
  required?: boolean;
  disabled?: boolean;
  errorMessage?: string | undefined;
  /** Offered as the first entry: 'no filter'. */
  emptyLabel?: string;
  emptyText?: string;
}

export function OptionSelect({
  label,
  options,
  value,
  onChange,
  required,
  disabled,
  errorMessage,
  emptyLabel,
  emptyText,
}: OptionSelectProps) {
  const labelId = useId();
  const helpId = useId();
  return (
    <FormControl
      fullWidth
      required={required}
      disabled={disabled}
      error={Boolean(errorMessage)}
      margin="normal"
    >
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        label={label}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        aria-describedby={errorMessage ? helpId : undefined}
      >
        {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
        {options.length === 0 && emptyText && (
          <MenuItem value="" disabled>
            {emptyText}
          </MenuItem>
        )}
        {options.map((option) => (
          <MenuItem key={option.id} value={String(option.id)}>
            {option.name}
          </MenuItem>
        ))}
      </Select>
      {errorMessage && <FormHelperText id={helpId}>{errorMessage}</FormHelperText>}
    </FormControl>
  );
}
