/**
 * The product-client form's own inputs, bound through the form kit's FormField (the kit has no
 * list-of-addresses input nor a numeric select): the messages come from the contract's schema
 * and from the server's field errors, placed by the kit under the field they name.
 */
import { useId, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FormField } from '../../../components/form';
import { TextInput } from '../../../components/text-input';

/** Addresses one a line; the form holds them as the contract's list, blank lines dropped. */
export function UriListField({ name, label }: { name: string; label: string }) {
  const id = useId();
  return (
    <FormField
      name={name}
      render={({ field, errorMessage, clearError }) => (
        <UriListInput
          id={id}
          label={label}
          initial={Array.isArray(field.value) ? field.value.join('\n') : ''}
          errorMessage={errorMessage}
          onFocus={clearError}
          onBlur={field.onBlur}
          onChange={(lines) => field.onChange(lines)}
        />
      )}
    />
  );
}

function UriListInput({
  id,
  label,
  initial,
  errorMessage,
  onFocus,
  onBlur,
  onChange,
}: {
  id: string;
  label: string;
  initial: string;
  errorMessage: string | undefined;
  onFocus(): void;
  onBlur(): void;
  onChange(lines: string[]): void;
}) {
  // The text as typed (a new line is empty while it is being written); the form gets the addresses.
  const [text, setText] = useState(initial);
  return (
    <TextInput
      id={id}
      label={label}
      multiline
      minRows={2}
      value={text}
      errorMessage={errorMessage}
      onFocus={onFocus}
      onBlur={onBlur}
      onChange={(event) => {
        setText(event.target.value);
        onChange(
          event.target.value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}

/** A text the contract keeps as null when empty (back-channel logout, resource URI). */
export function OptionalTextField({ name, label }: { name: string; label: string }) {
  const id = useId();
  return (
    <FormField
      name={name}
      render={({ field, errorMessage, clearError }) => (
        <TextInput
          id={id}
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          errorMessage={errorMessage}
          onFocus={clearError}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.value.trim() === '' ? null : event.target.value)}
        />
      )}
    />
  );
}

export interface ChoiceOption<T> {
  value: T;
  label: string;
}

/** A select whose values are not strings (a product id, an algorithm or null): the options map them. */
export function ChoiceField<T>({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly ChoiceOption<T>[];
}) {
  const id = useId();
  return (
    <FormField
      name={name}
      render={({ field, errorMessage, clearError }) => {
        const index = options.findIndex((option) => option.value === field.value);
        return (
          <TextField
            select
            fullWidth
            id={id}
            label={label}
            name={field.name}
            inputRef={field.ref}
            value={index < 0 ? '' : String(index)}
            error={Boolean(errorMessage)}
            helperText={errorMessage}
            onFocus={clearError}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(options[Number(event.target.value)]?.value)}
            slotProps={{ formHelperText: { role: 'alert' } }}
          >
            {options.map((option, i) => (
              <MenuItem key={option.label} value={String(i)}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
