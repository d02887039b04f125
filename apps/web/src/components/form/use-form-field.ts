/**
 * One field of the surrounding SchemaForm: its react-hook-form binding, its message, and the
 * house habit of clearing a field's message when the user comes back to it.
 */
import { useController, useFormContext, type ControllerRenderProps, type FieldValues } from 'react-hook-form';

export interface FormFieldBinding {
  field: ControllerRenderProps<FieldValues, string>;
  errorMessage: string | undefined;
  /** Clears the field's message: call it when the field gets the focus. */
  clearError(): void;
}

/** `deps`: fields judged again when this one changes (a choice that makes another field required). */
export function useFormField(name: string, deps?: string[]): FormFieldBinding {
  const { control, clearErrors } = useFormContext();
  const { field, fieldState } = useController({ control, name, ...(deps ? { rules: { deps } } : {}) });
  return { field, errorMessage: fieldState.error?.message, clearError: () => clearErrors(name) };
}
