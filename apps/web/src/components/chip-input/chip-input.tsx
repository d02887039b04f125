/**
 * The chip input (PF 2 'chip input splitting on whitespace, comma and semicolon and removing
 * duplicates'; AA 2.4 'multi-email input', AA 5 IPs): what is typed or pasted becomes chips at
 * each separator, Enter or leaving the field; repeats are dropped (splitChips in domain);
 * Backspace in the empty field removes the last chip; each chip is a button that removes it.
 */
import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { splitChips, widgetMessages } from '@painel/domain';

const SEPARATOR = /[\s,;]/u;

export interface ChipInputProps {
  label: string;
  value: readonly string[];
  onChange(chips: string[]): void;
  id?: string;
  name?: string;
  placeholder?: string;
  helperText?: string;
  /** The field's message; marks it invalid. */
  errorMessage?: string;
  /** Chips failing this show in red (an address that is not an e-mail, say). */
  isValid?(chip: string): boolean;
  required?: boolean;
  disabled?: boolean;
  /** Focus the field when it mounts (a dialog's first field). */
  autoFocus?: boolean;
  onBlur?(): void;
}

export function ChipInput({
  label,
  value,
  onChange,
  id,
  name,
  placeholder,
  helperText,
  errorMessage,
  isValid,
  required,
  disabled,
  autoFocus,
  onBlur,
}: ChipInputProps) {
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);

  const commit = (input: string) => {
    const next = splitChips(input, value);
    if (next.length !== value.length) onChange(next);
  };
  const remove = (chip: string) => onChange(value.filter((existing) => existing !== chip));

  const onType = (typed: string) => {
    // Everything up to the last separator is done; what follows is still being typed.
    const separators = [...typed.matchAll(new RegExp(SEPARATOR, 'gu'))];
    const last = separators.at(-1);
    if (last?.index === undefined) {
      setText(typed);
      return;
    }
    commit(typed.slice(0, last.index));
    setText(typed.slice(last.index + 1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && text.trim() !== '') {
      // A chip, not the form's submit.
      event.preventDefault();
      commit(text);
      setText('');
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      event.preventDefault();
      onChange(value.slice(0, -1));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!SEPARATOR.test(pasted)) return;
    // A pasted list becomes chips at once, the text typed before it included.
    event.preventDefault();
    commit(`${text} ${pasted}`);
    setText('');
  };

  return (
    <TextField
      id={id}
      name={name}
      label={label}
      value={text}
      placeholder={value.length === 0 ? placeholder : undefined}
      required={required}
      disabled={disabled}
      autoFocus={autoFocus}
      fullWidth
      error={Boolean(errorMessage)}
      helperText={errorMessage ?? helperText}
      onChange={(event) => onType(event.target.value)}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        commit(text);
        setText('');
        onBlur?.();
      }}
      slotProps={{
        inputLabel: { shrink: focused || text !== '' || value.length > 0 },
        input: {
          sx: {
            flexWrap: 'wrap',
            gap: 0.75,
            // With chips, the line of text shrinks to their height so the field keeps its size.
            ...(value.length > 0 ? { py: 1.25 } : {}),
            '& input': {
              flex: '1 1 80px',
              width: 'auto',
              minWidth: 80,
              ...(value.length > 0 ? { py: '4px' } : {}),
            },
          },
          startAdornment: value.map((chip) => (
            <Chip
              key={chip}
              label={chip}
              size="small"
              color={isValid && !isValid(chip) ? 'error' : 'default'}
              disabled={disabled}
              onClick={() => remove(chip)}
              onDelete={() => remove(chip)}
              aria-label={widgetMessages.removeChip(chip)}
            />
          )),
        },
      }}
    />
  );
}
