/**
 * The form element of the kit: gives the fields their form (FormProvider), submits through the
 * schema, and guards unsaved data — while the form is dirty, leaving inside the app asks 'Atenção'
 * and closing the tab gets the browser's confirmation (components/unsaved-changes-prompt.tsx).
 * Pass `guard={false}` while the values are being sent, or for a form whose values are no one's work.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { FormProvider, type FieldValues, type SubmitHandler } from 'react-hook-form';
import { useUnsavedChangesPrompt } from '../unsaved-changes-prompt';
import type { SchemaFormReturn } from './use-schema-form';

interface SchemaFormProps<TInput extends FieldValues, TOutput extends FieldValues> {
  form: SchemaFormReturn<TInput, TOutput>;
  onSubmit: SubmitHandler<TOutput>;
  children: ReactNode;
  /** Ask before leaving while dirty (default true). */
  guard?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  sx?: SxProps<Theme>;
}

export function SchemaForm<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  onSubmit,
  children,
  guard = true,
  sx,
  ...labels
}: SchemaFormProps<TInput, TOutput>) {
  const unsavedPrompt = useUnsavedChangesPrompt(guard && form.formState.isDirty);
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)} sx={sx} {...labels}>
        {children}
      </Box>
      {unsavedPrompt}
    </FormProvider>
  );
}
