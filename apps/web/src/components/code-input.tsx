/**
 * The six-digit code field (PF 5 'Verification code'): keeps digits only, at most six (typed or
 * pasted), offers the code the phone received (autocomplete one-time-code) and the numeric keypad.
 * One input rather than six boxes: screen readers, paste and autofill all work on it as they should.
 */
import type { Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { sanitizeCode } from '@painel/domain';

export interface CodeInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (code: string) => void;
  /** Shown in red under the field (PF 8: the 422's errorMsg). */
  errorMessage?: string | null;
  /** Ids of the texts that explain the field (instructions, countdown). */
  describedBy?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function CodeInput({
  id,
  label,
  value,
  onChange,
  errorMessage,
  describedBy,
  disabled,
  autoFocus,
  inputRef,
}: CodeInputProps) {
  const helperId = `${id}-helper-text`;
  const invalid = Boolean(errorMessage);
  const description = [invalid ? helperId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <FormControl fullWidth variant="outlined" error={invalid} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        autoFocus={autoFocus}
        inputRef={inputRef}
        autoComplete="one-time-code"
        onChange={(event) => onChange(sanitizeCode(event.target.value))}
        inputProps={{
          // No maxLength: the browser would cut a pasted '123 456' before sanitizeCode sees it.
          inputMode: 'numeric',
          'aria-describedby': description,
        }}
        sx={{
          '& input': {
            textAlign: 'center',
            fontSize: '1.75rem',
            letterSpacing: '0.5em',
            // Letter spacing also pads the last digit; this keeps the code visually centred.
            textIndent: '0.5em',
            fontVariantNumeric: 'tabular-nums',
          },
        }}
      />
      {invalid && (
        <FormHelperText id={helperId} role="alert">
          {errorMessage}
        </FormHelperText>
      )}
    </FormControl>
  );
}
