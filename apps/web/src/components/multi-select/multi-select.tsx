/**
 * Multi-select (PF 2 'multi-select with Marcar todas/Desmarcar todas'): a select of checkboxes
 * whose first option marks every option, or unmarks them all once all are marked. The closed
 * field lists the chosen labels.
 */
import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import IndeterminateCheckBoxIcon from '@mui/icons-material/IndeterminateCheckBox';
import { DROPDOWN_MAX_HEIGHT_VH, widgetMessages } from '@painel/domain';

export interface MultiSelectOption {
  value: string;
  label: string;
}

export interface MultiSelectProps {
  label: string;
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange(value: string[]): void;
  helperText?: string;
  errorMessage?: string;
  disabled?: boolean;
  required?: boolean;
}

/**
 * The check box drawn in each option. Only drawn: the option's aria-selected already tells its state,
 * and a real checkbox inside an option would be a control inside a control.
 */
function CheckMark({ state }: { state: 'on' | 'off' | 'some' }) {
  const Icon =
    state === 'on' ? CheckBoxIcon : state === 'some' ? IndeterminateCheckBoxIcon : CheckBoxOutlineBlankIcon;
  return (
    <Icon aria-hidden fontSize="small" color={state === 'off' ? 'action' : 'primary'} sx={{ mr: 1.5 }} />
  );
}

/** Not a value any option can have: the select's own 'all' entry. */
const ALL = '\u0000all';

export function MultiSelect({
  label,
  options,
  value,
  onChange,
  helperText,
  errorMessage,
  disabled,
  required,
}: MultiSelectProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const helperId = `${id}-helper`;
  const allChosen = options.length > 0 && options.every((option) => value.includes(option.value));
  const labelOf = (chosen: string) => options.find((option) => option.value === chosen)?.label ?? chosen;
  const message = errorMessage ?? helperText;
  return (
    <FormControl fullWidth error={Boolean(errorMessage)} disabled={disabled} required={required}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select<string[]>
        labelId={labelId}
        multiple
        value={[...value]}
        input={<OutlinedInput label={label} />}
        renderValue={(chosen) => chosen.map(labelOf).join(', ')}
        aria-describedby={message ? helperId : undefined}
        onChange={(event) => {
          // MUI hands a string only for autofill; a multiple select otherwise gives the array.
          const next =
            typeof event.target.value === 'string' ? event.target.value.split(',') : event.target.value;
          if (next.includes(ALL)) {
            onChange(allChosen ? [] : options.map((option) => option.value));
            return;
          }
          // Kept in the options' order, whatever the order of the clicks.
          onChange(options.filter((option) => next.includes(option.value)).map((option) => option.value));
        }}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: `${DROPDOWN_MAX_HEIGHT_VH}vh` } } } }}
      >
        <MenuItem value={ALL} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <CheckMark state={allChosen ? 'on' : value.length > 0 ? 'some' : 'off'} />
          <ListItemText primary={allChosen ? widgetMessages.unselectAll : widgetMessages.selectAll} />
        </MenuItem>
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            <CheckMark state={value.includes(option.value) ? 'on' : 'off'} />
            <ListItemText primary={option.label} />
          </MenuItem>
        ))}
      </Select>
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
