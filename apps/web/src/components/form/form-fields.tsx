/**
 * The kit's field helpers: each takes the name of a value of the surrounding SchemaForm and renders
 * the house's labelled MUI input with the form's message under it (role=alert, tied to the input).
 * `FormField` is the way out for a field the kit does not have (a custom input with its own popper).
 */
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useFormContext } from 'react-hook-form';
import { ChipInput, type ChipInputProps } from '../chip-input/chip-input';
import { CodeInput, type CodeInputProps } from '../code-input';
import { DateField } from '../masked-fields/date-field';
import { DocumentField } from '../masked-fields/document-field';
import { PhoneField, type PhoneFieldProps } from '../masked-fields/phone-field';
import { TimeField } from '../masked-fields/time-field';
import { PasswordField } from '../password-field';
import { TextInput, type TextInputProps } from '../text-input';
import { useFormField, type FormFieldBinding } from './use-form-field';

interface NamedField {
  name: string;
  label: string;
  id?: string;
}

/**
 * Any input, bound by the caller: `render` gets the binding (value, onChange, ref, message);
 * `deps` names the fields judged again when this one changes.
 */
export function FormField({
  name,
  deps,
  render,
}: {
  name: string;
  deps?: string[];
  render(binding: FormFieldBinding): ReactNode;
}) {
  return <>{render(useFormField(name, deps))}</>;
}

type InputExtras = Pick<
  TextInputProps,
  | 'type'
  | 'autoComplete'
  | 'maxLength'
  | 'autoFocus'
  | 'placeholder'
  | 'disabled'
  | 'describedBy'
  | 'multiline'
  | 'minRows'
  | 'maxRows'
  | 'inputMode'
  | 'helperText'
  | 'required'
  | 'sx'
>;

function useInputBinding({ name, id, sanitize }: NamedField & { sanitize?: (input: string) => string }) {
  const fallbackId = useId();
  const { field, errorMessage, clearError } = useFormField(name);
  return {
    id: id ?? fallbackId,
    name: field.name,
    inputRef: field.ref,
    value: typeof field.value === 'string' ? field.value : '',
    errorMessage,
    onChange: (event: { target: { value: string } }) =>
      field.onChange(sanitize ? sanitize(event.target.value) : event.target.value),
    onBlur: field.onBlur,
    onFocus: clearError,
  };
}

/**
 * What a field that takes its value whole (masked fields, chips) gets from the form: the props
 * every such input shares, the value and ref to adapt, and `clearError` for a Box's onFocus.
 */
function useValueBinding(name: string, judgeOnChange = false, deps?: string[]) {
  const { field, errorMessage, clearError } = useFormField(name, deps);
  const { trigger } = useFormContext();
  const value: unknown = field.value;
  const onChange = (next: unknown) => {
    field.onChange(next);
    if (judgeOnChange) void trigger(name);
  };
  return {
    clearError,
    value,
    inputRef: field.ref,
    shared: { name: field.name, onChange, onBlur: field.onBlur, errorMessage },
  };
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/** `sanitize`: what is typed is filtered before it reaches the form (a name keeps its letters). */
export function FormTextField({
  name,
  label,
  id,
  sanitize,
  ...extras
}: NamedField & InputExtras & { sanitize?: (input: string) => string }) {
  return <TextInput {...extras} {...useInputBinding({ name, id, label, sanitize })} label={label} />;
}

export function FormPasswordField({ name, label, id, ...extras }: NamedField & Omit<InputExtras, 'type'>) {
  return <PasswordField {...extras} {...useInputBinding({ name, id, label })} label={label} />;
}

/** The masked phone; the value is the digits alone. */
export function FormPhoneField({
  name,
  label,
  id,
  ...extras
}: NamedField &
  Pick<
    PhoneFieldProps,
    'type' | 'invalidMessage' | 'autoFocus' | 'disabled' | 'required' | 'readOnly' | 'helperText'
  >) {
  const { clearError, value, inputRef, shared } = useValueBinding(name);
  return (
    <Box onFocus={clearError}>
      <PhoneField {...extras} id={id} label={label} {...shared} inputRef={inputRef} value={asText(value)} />
    </Box>
  );
}

/** The masked date, DD/MM/YYYY as typed; the form's schema judges it. */
export function FormDateField({ name, label, id }: NamedField) {
  const { clearError, value, inputRef, shared } = useValueBinding(name);
  return (
    <Box onFocus={clearError}>
      <DateField id={id} label={label} {...shared} inputRef={inputRef} value={asText(value)} />
    </Box>
  );
}

/**
 * The masked time, HH:mm as typed; the form's schema judges it. `deps`: fields judged again when
 * this one changes (the other end of a range).
 */
export function FormTimeField({
  name,
  label,
  id,
  disabled,
  deps,
}: NamedField & { disabled?: boolean; deps?: string[] }) {
  const { clearError, value, inputRef, shared } = useValueBinding(name, false, deps);
  return (
    <Box onFocus={clearError}>
      <TimeField
        {...shared}
        id={id}
        label={label}
        disabled={disabled}
        inputRef={inputRef}
        value={asText(value)}
      />
    </Box>
  );
}

/** The masked CPF/CNPJ; the value is the digits alone. */
export function FormDocumentField({
  name,
  label,
  id,
  cpfOnly,
  required,
}: NamedField & { cpfOnly?: boolean; required?: boolean }) {
  const { clearError, value, inputRef, shared } = useValueBinding(name);
  return (
    <Box onFocus={clearError}>
      <DocumentField
        id={id}
        label={label}
        cpfOnly={cpfOnly}
        required={required}
        {...shared}
        inputRef={inputRef}
        value={asText(value)}
      />
    </Box>
  );
}

/**
 * The chip input: the value is the list of chips (e-mails, IPs). `judgeOnChange`: the
 * schema judges the list at each chip added or removed, not first on leaving the field or on submit.
 */
export function FormChipField({
  name,
  label,
  id,
  judgeOnChange,
  ...extras
}: NamedField &
  Pick<ChipInputProps, 'isValid' | 'helperText' | 'placeholder' | 'required' | 'disabled' | 'autoFocus'> & {
    judgeOnChange?: boolean;
  }) {
  const { clearError, value, shared } = useValueBinding(name, judgeOnChange);
  const chips = Array.isArray(value) ? value.filter((chip) => typeof chip === 'string') : [];
  return (
    <Box onFocus={clearError}>
      <ChipInput {...extras} {...shared} id={id} label={label} value={chips} />
    </Box>
  );
}

/**
 * The six-digit verification code, digits only. Unlike the other fields its message stays
 * while the field has the focus: a refused code is cleared, the focus put back in the field, and
 * the server's message read under it until the next submit.
 */
export function FormCodeField({
  name,
  label,
  id,
  ...extras
}: NamedField & Pick<CodeInputProps, 'describedBy' | 'disabled' | 'autoFocus'>) {
  const fallbackId = useId();
  const { value, inputRef, shared } = useValueBinding(name);
  return (
    <CodeInput
      {...extras}
      id={id ?? fallbackId}
      label={label}
      value={asText(value)}
      onChange={shared.onChange}
      errorMessage={shared.errorMessage}
      inputRef={inputRef}
    />
  );
}

export interface FormOption {
  value: string;
  label: string;
  /** A second line under the option (radio groups). */
  hint?: string;
}

export function FormSelectField({
  name,
  label,
  id,
  options,
}: NamedField & { options: readonly FormOption[] }) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const labelId = `${inputId}-label`;
  const helperId = `${inputId}-helper-text`;
  const { field, errorMessage, clearError } = useFormField(name);
  return (
    <FormControl fullWidth error={Boolean(errorMessage)}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        id={inputId}
        label={label}
        name={field.name}
        inputRef={field.ref}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        onFocus={clearError}
        SelectDisplayProps={errorMessage ? { 'aria-describedby': helperId } : {}}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
      {errorMessage && (
        <FormHelperText id={helperId} role="alert">
          {errorMessage}
        </FormHelperText>
      )}
    </FormControl>
  );
}

function BooleanField({
  name,
  label,
  control,
}: {
  name: string;
  label: string;
  control: 'checkbox' | 'switch';
}) {
  const helperId = useId();
  const { field, errorMessage, clearError } = useFormField(name);
  const inputProps = {
    name: field.name,
    checked: field.value === true,
    onChange: (event: { target: { checked: boolean } }) => field.onChange(event.target.checked),
    onBlur: field.onBlur,
    onFocus: clearError,
    // MUI 9's switch base takes the input's ref through its slot (a top-level inputRef reaches the DOM).
    slotProps: { input: { ref: field.ref, ...(errorMessage ? { 'aria-describedby': helperId } : {}) } },
  };
  return (
    <FormControl error={Boolean(errorMessage)}>
      <FormControlLabel
        label={label}
        control={control === 'checkbox' ? <Checkbox {...inputProps} /> : <Switch {...inputProps} />}
      />
      {errorMessage && (
        <FormHelperText id={helperId} role="alert" sx={{ mx: 0 }}>
          {errorMessage}
        </FormHelperText>
      )}
    </FormControl>
  );
}

export function FormCheckbox({ name, label }: { name: string; label: string }) {
  return <BooleanField name={name} label={label} control="checkbox" />;
}

export function FormSwitch({ name, label }: { name: string; label: string }) {
  return <BooleanField name={name} label={label} control="switch" />;
}

/** A fieldset of choices, with a legend; an option may carry a hint under its label. */
export function FormRadioGroup({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: readonly FormOption[];
}) {
  const legendId = useId();
  const helperId = useId();
  const { field, errorMessage } = useFormField(name);
  return (
    <FormControl component="fieldset" error={Boolean(errorMessage)}>
      <FormLabel component="legend" id={legendId} sx={{ mb: 1 }}>
        {legend}
      </FormLabel>
      <RadioGroup
        aria-labelledby={legendId}
        aria-describedby={errorMessage ? helperId : undefined}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio onBlur={field.onBlur} />}
            sx={option.hint ? { alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } } : undefined}
            label={
              option.hint ? (
                <Box sx={{ py: 0.75 }}>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                    {option.label}
                  </Typography>
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {option.hint}
                  </Typography>
                </Box>
              ) : (
                option.label
              )
            }
          />
        ))}
      </RadioGroup>
      {errorMessage && (
        <FormHelperText id={helperId} role="alert" sx={{ mx: 0 }}>
          {errorMessage}
        </FormHelperText>
      )}
    </FormControl>
  );
}
