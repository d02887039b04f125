/**
 * What the two back-office forms (notification-form.tsx, extra-notification-form.tsx) share: the
 * radio fieldsets (audience, format), the audience's company or user search, how a typed number
 * becomes a value, the messages for what the contract leaves to zod's defaults, and where the
 * server's field answers go.
 */
import { useId, useState, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  messageForError,
  type Customer,
  type NotificationAudienceType,
  type UserSearchItem,
} from '@painel/contracts';
import { notificationMessages, validationMessages } from '@painel/domain';
import { fieldNameOf, serverFieldErrors } from '../../../components/form';
import { CustomerAutocomplete } from '../../../components/customer-autocomplete/customer-autocomplete';
import { UserAutocomplete } from '../../../components/user-autocomplete/user-autocomplete';
import type { Toaster } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { splitSentences } from '../../../lib/split-sentences';

export const AUDIENCES: readonly { type: NotificationAudienceType; label: string }[] = [
  { type: 'ALL', label: notificationMessages.audienceAll },
  { type: 'COMPANY', label: notificationMessages.audienceCompany },
  { type: 'USER', label: notificationMessages.audienceUser },
];

/**
 * A missing choice reads 'Campo obrigatório.', anything else zod refuses 'valor inválido'; the
 * contract's own messages (the maximum, a pattern) win over these.
 */
export function issueMessage(issue: { input?: unknown }): string {
  return issue.input === undefined ? validationMessages.required : validationMessages.invalidValue;
}

/** A number typed in a text field: nothing typed is undefined (required or the default), anything else a number to check. */
export function asTypedNumber(value: unknown): number | undefined {
  const text = String(value ?? '').trim();
  return text === '' ? undefined : Number(text);
}

/** A row of radio buttons under its legend, bound to one field of the form. */
export function RadioFieldset<T extends FieldValues>({
  control,
  name,
  legend,
  options,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  legend: string;
  options: readonly { type: string; label: string }[];
}) {
  const legendId = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={legendId}>
        {legend}
      </FormLabel>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RadioGroup {...field} row aria-labelledby={legendId}>
            {options.map(({ type, label }) => (
              <FormControlLabel key={type} value={type} control={<Radio />} label={label} />
            ))}
          </RadioGroup>
        )}
      />
    </FormControl>
  );
}

export type AudienceIdName = 'audience.companyId' | 'audience.userId';

/**
 * Who receives it: every customer, one company or one user; the company or the user is found by
 * name (the back office's customer and user autocompletes) and the form holds its id. A new field
 * per audience, unregistered when left, so the other audience's id is never sent (the contract's
 * schema is strict).
 */
export function AudienceFields<T extends FieldValues>({
  control,
  audienceType,
  idPrefix,
}: {
  control: Control<T>;
  audienceType: NotificationAudienceType | undefined;
  idPrefix: string;
}) {
  const name: AudienceIdName | null =
    audienceType === 'COMPANY' ? 'audience.companyId' : audienceType === 'USER' ? 'audience.userId' : null;
  return (
    <>
      <RadioFieldset
        control={control}
        name={'audience.type' as FieldPath<T>}
        legend={notificationMessages.audienceLabel}
        options={AUDIENCES}
      />
      {name && (
        <Controller
          key={name}
          control={control}
          // Both forms' values hold the audience (FormInput of each contract).
          name={name as FieldPath<T>}
          shouldUnregister
          render={({ field, fieldState }) => (
            <AudienceChoice
              kind={name === 'audience.companyId' ? 'company' : 'user'}
              id={`${idPrefix}-${name.replace('.', '-')}`}
              value={typeof field.value === 'number' ? field.value : undefined}
              onChange={(id) => field.onChange(id)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
      )}
    </>
  );
}

/** The chosen company or user, kept whole for its name while the form holds only its id. */
function AudienceChoice({
  kind,
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  errorMessage,
}: {
  kind: 'company' | 'user';
  id: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  errorMessage: string | undefined;
}) {
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [user, setUser] = useState<UserSearchItem | null>(null);
  const common = { id, onBlur, inputRef, errorMessage };
  // A reset of the form empties the id: the choice shown follows it.
  if (kind === 'company') {
    return (
      <CustomerAutocomplete
        {...common}
        value={customer?.id === value ? customer : null}
        onChange={(chosen) => {
          setCustomer(chosen);
          onChange(chosen?.id);
        }}
      />
    );
  }
  return (
    <UserAutocomplete
      {...common}
      value={user?.id === value ? user : null}
      onChange={(chosen) => {
        setUser(chosen);
        onChange(chosen?.id);
      }}
    />
  );
}

/**
 * A refused save: each field answer of the server goes under the field it names when the form has
 * it (`place` says whether it did); when none could be placed, the message goes to a toast.
 */
export function showSaveFailure(
  error: unknown,
  place: (name: string, message: string) => boolean,
  toast: Toaster,
): void {
  let placed = false;
  for (const { path, message } of serverFieldErrors(error))
    placed = place(fieldNameOf(path), message) || placed;
  if (!placed) toast.error(splitSentences(error instanceof ApiError ? error.message : messageForError(null)));
}
