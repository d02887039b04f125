/**
 * An outlined, labelled text input with its error message, built from MUI's parts rather than
 * TextField: TextField also bundles Select, Menu and Popover (its `select` mode), which would
 * weigh on the login page for nothing. Label and message are tied to the input for screen readers.
 */
import type { ReactNode, Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export type TextInputProps = Omit<
  OutlinedInputProps,
  'id' | 'label' | 'error' | 'inputRef' | 'inputProps'
> & {
  id: string;
  label: string;
  /** The message to show under the field; its presence marks the field invalid. */
  errorMessage?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  maxLength?: number;
  endAdornment?: ReactNode;
  /** Ids of other elements that describe the field (e.g. the password rules), read after the error. */
  describedBy?: string;
  /** A hint under the field while it has no message. */
  helperText?: string;
};

export function TextInput({
  id,
  label,
  errorMessage,
  maxLength,
  describedBy,
  helperText,
  required,
  ...props
}: TextInputProps) {
  const helperId = `${id}-helper-text`;
  const invalid = Boolean(errorMessage);
  const described = invalid || helperText !== undefined;
  const description = [described ? helperId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <FormControl fullWidth variant="outlined" error={invalid} required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...props}
        id={id}
        label={label}
        inputProps={{ maxLength, 'aria-describedby': description }}
      />
      {/* role=alert: the message appears after a submit, away from the focus; say it aloud. */}
      {invalid ? (
        <FormHelperText id={helperId} role="alert">
          {errorMessage}
        </FormHelperText>
      ) : (
        helperText !== undefined && <FormHelperText id={helperId}>{helperText}</FormHelperText>
      )}
    </FormControl>
  );
}
