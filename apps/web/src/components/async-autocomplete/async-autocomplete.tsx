/**
 * Async autocomplete (PF 2 'Other', PF 5, 7, 9): a combobox whose options come from the server as
 * the user types, through useAsyncSearch (3 characters, 1000 ms pause, earlier searches
 * cancelled). Says why the list is empty: too short, 'Carregando…', or nothing found. The server
 * filters, so the options are shown as they come.
 */
import { useState, type ReactNode, type Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { AUTOCOMPLETE_MIN_CHARS, screenMessages, widgetMessages } from '@painel/domain';
import { useAsyncSearch, type AsyncSearchOptions, type SearchFunction } from './use-async-search';

export interface AsyncAutocompleteProps<T> extends AsyncSearchOptions {
  label: string;
  value: T | null;
  onChange(value: T | null): void;
  search: SearchFunction<T>;
  getOptionLabel(option: T): string;
  isOptionEqualToValue(option: T, value: T): boolean;
  getOptionKey?(option: T): string | number;
  /** An option's line in the list; its label by default. */
  renderOption?(option: T): ReactNode;
  /** Shown when a search finds nothing. */
  noOptionsText?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  errorMessage?: string;
  helperText?: string;
  onBlur?(): void;
  /** The text input: a form focuses it on an error. */
  inputRef?: Ref<HTMLInputElement>;
}

export function AsyncAutocomplete<T>({
  label,
  value,
  onChange,
  search,
  getOptionLabel,
  isOptionEqualToValue,
  getOptionKey,
  renderOption,
  noOptionsText = widgetMessages.searchEmpty,
  id,
  required,
  disabled,
  errorMessage,
  helperText,
  onBlur,
  inputRef,
  minChars = AUTOCOMPLETE_MIN_CHARS,
  debounceMs,
  onError,
}: AsyncAutocompleteProps<T>) {
  const [inputValue, setInputValue] = useState('');
  // What the user typed; the label MUI writes into the field after a choice is not a query.
  const [query, setQuery] = useState('');
  const { options, loading, searchable } = useAsyncSearch(search, query, { minChars, debounceMs, onError });

  return (
    <Autocomplete<T, false, false, false>
      id={id}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={inputValue}
      onInputChange={(_event, next, reason) => {
        setInputValue(next);
        if (reason === 'input' || reason === 'clear') setQuery(next);
      }}
      options={
        value && !options.some((option) => isOptionEqualToValue(option, value))
          ? [value, ...options]
          : options
      }
      filterOptions={(shown) => (searchable ? shown.filter((option) => options.includes(option)) : [])}
      getOptionLabel={getOptionLabel}
      getOptionKey={getOptionKey}
      isOptionEqualToValue={isOptionEqualToValue}
      loading={loading}
      loadingText={screenMessages.loading}
      noOptionsText={searchable ? noOptionsText : widgetMessages.searchMinChars(minChars)}
      disabled={disabled}
      onBlur={onBlur}
      renderOption={
        renderOption
          ? ({ key, ...props }, option) => (
              <li key={key} {...props}>
                {renderOption(option)}
              </li>
            )
          : undefined
      }
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={label}
          required={required}
          error={Boolean(errorMessage)}
          helperText={errorMessage ?? helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading && <CircularProgress color="inherit" size={18} aria-hidden />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
