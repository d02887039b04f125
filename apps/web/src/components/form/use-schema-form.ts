/**
 * A react-hook-form form resolved by a contract's zod schema (STYLE 7: a form takes the schema,
 * never hand-written validation), with the house defaults: checked on submit and again on the
 * next submit, messages under the fields, the focus left where the user is. `showServerError`
 * is every form's answer to a refused save: the API's field errors under the fields the form has,
 * anything else (a failure naming no field, a field the form lacks) handed to the form's alert or toast.
 *
 *   const form = useSchemaForm(setPasswordFormSchema, { defaultValues: { password: '', passwordCheck: '' } });
 *   <SchemaForm form={form} onSubmit={(values) => save.mutate(values, { onError: (e) => form.showServerError(e, toastError) })}>
 */
import { useCallback } from 'react';
// zod's own messages in pt-BR where a form shows them: the contracts barrel is free of side effects
// (package.json), so a bundle keeps the locale only where a module imports it.
import '@painel/contracts/zod-locale';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormGetValues,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';
import { fieldNameOf, serverFieldErrors, type ServerFieldError } from './server-errors';

export type SchemaFormOptions<TInput extends FieldValues, TOutput extends FieldValues> = Omit<
  UseFormProps<TInput, unknown, TOutput>,
  'resolver' | 'defaultValues'
> & {
  defaultValues: DefaultValues<TInput>;
  /** The message for what the schema leaves to zod's defaults (a missing choice, say). */
  issueMessage?: (issue: { input?: unknown }) => string;
  /**
   * The form's name for a field the API names otherwise, by the API's first path segment
   * (`{ name: 'groupName' }`: the answer's 'body.name' lands under the form's 'groupName').
   */
  serverFieldNames?: Readonly<Record<string, string>>;
};

/** A form's `showServerError`, for a form component that hands it to the caller who sends the values. */
export type ShowServerError = (error: unknown, report: (error: unknown) => void) => void;

export type SchemaFormReturn<TInput extends FieldValues, TOutput extends FieldValues> = UseFormReturn<
  TInput,
  unknown,
  TOutput
> & {
  /**
   * Places the API failure's field errors on the form's fields and returns those that name no
   * field of the form, for the caller to show elsewhere. The focus stays where it is (a field
   * clears its message when it gets the focus); the messages are alerts, read aloud.
   */
  applyServerErrors(error: unknown): ServerFieldError[];
  /**
   * A refused save shown the house way: each field error under its field (`applyServerErrors`);
   * `report` gets the failure unless it was field errors only, all placed (a toast, the form's alert).
   */
  showServerError: ShowServerError;
};

export function useSchemaForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput>,
  options: SchemaFormOptions<TInput, TOutput>,
): SchemaFormReturn<TInput, TOutput> {
  const { issueMessage, serverFieldNames, ...formOptions } = options;
  const form = useForm<TInput, unknown, TOutput>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    ...formOptions,
    resolver: zodResolver(schema, issueMessage ? { error: issueMessage } : undefined),
  });
  const { setError, getValues } = form;

  const applyServerErrors = useCallback(
    (error: unknown) => applyServerFieldErrors({ setError, getValues }, error, serverFieldNames),
    [getValues, setError, serverFieldNames],
  );

  const showServerError = useCallback(
    (error: unknown, report: (error: unknown) => void) =>
      showServerFieldErrors({ setError, getValues }, error, report, serverFieldNames),
    [getValues, setError, serverFieldNames],
  );

  return { ...form, applyServerErrors, showServerError };
}

/**
 * `showServerError` for any react-hook-form form: the field errors placed, and `report` called
 * unless the failure was field errors only and every one found its field.
 */
export function showServerFieldErrors<TInput extends FieldValues>(
  form: { setError: UseFormSetError<TInput>; getValues: UseFormGetValues<TInput> },
  error: unknown,
  report: (error: unknown) => void,
  serverFieldNames?: Readonly<Record<string, string>>,
): void {
  const placedAll =
    serverFieldErrors(error).length > 0 && applyServerFieldErrors(form, error, serverFieldNames).length === 0;
  if (!placedAll) report(error);
}

/**
 * Puts an API failure's field errors on the fields of any react-hook-form form (useSchemaForm's
 * `applyServerErrors`, and forms that build their own resolver) and returns the ones that name
 * no field of it, for a toast. A field is one the form holds a value for: give every field a
 * default value (useSchemaForm asks for them).
 */
export function applyServerFieldErrors<TInput extends FieldValues>(
  form: { setError: UseFormSetError<TInput>; getValues: UseFormGetValues<TInput> },
  error: unknown,
  serverFieldNames: Readonly<Record<string, string>> = {},
): ServerFieldError[] {
  const unplaced: ServerFieldError[] = [];
  for (const item of serverFieldErrors(error)) {
    const [first = '', ...rest] = fieldNameOf(item.path).split('.');
    // A dotted name reaches a nested value ('content.title'). The cast is checked on the next
    // line: a name the form holds no value for is not one of its fields.
    const name = [serverFieldNames[first] ?? first, ...rest].join('.') as Path<TInput>;
    if (name !== '' && form.getValues(name) !== undefined)
      form.setError(name, { type: 'server', message: item.message });
    else unplaced.push(item);
  }
  return unplaced;
}
