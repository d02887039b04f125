/**
 * What the two back-office forms (notification-form.tsx, extra-notification-form.tsx) share: the
 * radio fieldsets (audience, format), the audience's company or user search, how a typed number
 * becomes a value, and the messages for what the contract leaves to zod's defaults.
 */
import { useId, useState, type ReactNode, type Ref } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import Paper from '@mui/material/Paper';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
  type SubmitHandler,
} from 'react-hook-form';
import type { Customer, NotificationAudienceType, UserSearchItem } from '@painel/contracts';
import { notificationMessages, validationMessages } from '@painel/domain';
import { SchemaForm } from '../../../components/form';
import type { SchemaFormReturn } from '../../../components/form/use-schema-form';
import { CustomerAutocomplete } from '../../../components/customer-autocomplete/customer-autocomplete';
import { UserAutocomplete } from '../../../components/user-autocomplete/user-autocomplete';

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

/**
 * The two forms' options for the kit, as the back office's forms always behaved: zod's defaults
 * worded by issueMessage, a message gone once the value is right, the focus on the first refused field.
 */
export const staffFormOptions: {
  issueMessage: typeof issueMessage;
  reValidateMode: 'onChange';
  shouldFocusError: boolean;
} = { issueMessage, reValidateMode: 'onChange', shouldFocusError: true };

/**
 * The section each form sits in: its title, and the kit's form with its submit button, guarding
 * typed work until it is sent.
 */
export function StaffFormSection<TInput extends FieldValues, TOutput extends FieldValues>({
  title,
  form,
  sending,
  submitLabel,
  onSubmit,
  children,
}: {
  title: string;
  submitLabel: string;
  form: SchemaFormReturn<TInput, TOutput>;
  sending: boolean;
  onSubmit: SubmitHandler<TOutput>;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', mb: 2.5 }}>
        {title}
      </Typography>
      <SchemaForm
        form={form}
        guard={!sending}
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
      >
        {children}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={sending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {submitLabel}
        </Button>
      </SchemaForm>
    </Paper>
  );
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
