/**
 * What the two back-office forms (notification-form.tsx, extra-notification-form.tsx) share: the
 * radio fieldsets (audience, format), the audience's id field, how a typed number becomes a value,
 * the messages for what the contract leaves to zod's defaults, and where the server's field
 * answers go.
 */
import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { messageForError, type NotificationAudienceType } from '@painel/contracts';
import { notificationMessages, validationMessages } from '@painel/domain';
import { fieldNameOf, serverFieldErrors } from '../../../components/form';
import { TextInput } from '../../../components/text-input';
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
 * Who receives it: every customer, one company or one user, and then the company's or the user's
 * id. A new id input per audience, so the other audience's id is never sent (the contract's
 * schema is strict).
 */
export function AudienceFields<T extends FieldValues>({
  control,
  audienceType,
  idPrefix,
  errorOf,
  register,
}: {
  control: Control<T>;
  audienceType: NotificationAudienceType | undefined;
  idPrefix: string;
  errorOf: (name: AudienceIdName) => string | undefined;
  register: (name: AudienceIdName) => UseFormRegisterReturn;
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
      {name && <AudienceIdField name={name} idPrefix={idPrefix} errorOf={errorOf} register={register} />}
    </>
  );
}

function AudienceIdField({
  name,
  idPrefix,
  errorOf,
  register,
}: {
  name: AudienceIdName;
  idPrefix: string;
  errorOf: (name: AudienceIdName) => string | undefined;
  register: (name: AudienceIdName) => UseFormRegisterReturn;
}) {
  return (
    <TextInput
      key={name}
      id={`${idPrefix}-${name.replace('.', '-')}`}
      label={
        name === 'audience.companyId' ? notificationMessages.companyIdLabel : notificationMessages.userIdLabel
      }
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      errorMessage={errorOf(name)}
      {...register(name)}
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
