/**
 * The regex text field (PF 5 'strips disallowed characters and collapses multiple spaces'; AA 5
 * group name: letters, digits, spaces and hyphens): characters outside `allowed` never appear,
 * runs of spaces become one as the user types, and the ends are trimmed on leaving.
 */
import { sanitizeText } from '@painel/domain';
import { MaskedField, type FieldBaseProps } from './masked-field';

export interface RegexTextFieldProps extends FieldBaseProps {
  value: string;
  onChange(value: string): void;
  /** A single-character class of what may be typed, e.g. /[\p{L}\d -]/u. */
  allowed: RegExp;
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
}

export function RegexTextField({ value, onChange, allowed, maxLength, ...field }: RegexTextFieldProps) {
  return (
    <MaskedField
      {...field}
      display={value}
      inputMode="text"
      // Cut after cleaning, not before: the input's own maxlength would cut a paste while it
      // still holds the characters about to be dropped.
      onText={(text) => {
        const clean = sanitizeText(text, allowed);
        onChange(maxLength === undefined ? clean : clean.slice(0, maxLength));
      }}
      onCommit={() => {
        const trimmed = value.trim();
        if (trimmed !== value) onChange(trimmed);
        return null;
      }}
    />
  );
}
