/**
 * The frame of the kit's masked fields (PF 5 'Masks'): an outlined MUI TextField that shows a
 * masked text, hands every keystroke to its field to re-mask, and on leaving lets the field tidy
 * its value (pad, trim) and judge it. The field's own message shows until the next keystroke; a
 * message from the form (react-hook-form, zod) wins over it.
 */
import { useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import TextField from '@mui/material/TextField';

/** What every masked field takes besides its value. */
export interface FieldBaseProps {
  label: string;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  helperText?: ReactNode;
  /** The form's message for the field; marks it invalid. */
  errorMessage?: string;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
}

export interface MaskedFieldProps extends FieldBaseProps {
  display: string;
  onText(text: string): void;
  /** Runs when the field is left: may fix the value, and returns the message to show, if any. */
  onCommit?(): string | null;
  inputMode: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
}

export function MaskedField({
  display,
  onText,
  onCommit,
  inputMode,
  maxLength,
  placeholder,
  autoComplete = 'off',
  label,
  id,
  name,
  required,
  disabled,
  readOnly,
  helperText,
  errorMessage,
  onBlur,
  inputRef,
  autoFocus,
  size,
}: MaskedFieldProps) {
  const [blurMessage, setBlurMessage] = useState<string | null>(null);
  const message = errorMessage ?? blurMessage ?? undefined;
  return (
    <TextField
      fullWidth
      label={label}
      id={id}
      name={name}
      required={required}
      disabled={disabled}
      autoFocus={autoFocus}
      size={size}
      value={display}
      placeholder={placeholder}
      inputRef={inputRef}
      error={Boolean(message)}
      helperText={message ?? helperText}
      onChange={(event) => {
        setBlurMessage(null);
        onText(event.target.value);
      }}
      onBlur={() => {
        setBlurMessage(onCommit?.() ?? null);
        onBlur?.();
      }}
      slotProps={{
        htmlInput: { inputMode, maxLength, autoComplete, readOnly },
        // role=alert, as the kit's text input: the message appears on leaving or after a submit,
        // away from the focus; say it aloud. A hint stays a plain description.
        formHelperText: message ? { role: 'alert' } : {},
      }}
    />
  );
}
