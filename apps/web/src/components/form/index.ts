/** The schema-driven form kit: a contract's zod schema in, MUI fields out (see docs/architecture.md "Forms"). */
export {
  applyServerFieldErrors,
  useSchemaForm,
  type SchemaFormOptions,
  type SchemaFormReturn,
} from './use-schema-form';
export { SchemaForm } from './schema-form';
export {
  FormCheckbox,
  FormDocumentField,
  FormField,
  FormPasswordField,
  FormPhoneField,
  FormRadioGroup,
  FormSelectField,
  FormSwitch,
  FormTextField,
  type FormOption,
} from './form-fields';
export { NewPasswordFields, type NewPasswordFieldsProps } from './new-password-fields';
export { useFormField, type FormFieldBinding } from './use-form-field';
export { fieldNameOf, serverFieldErrors, type ServerFieldError } from './server-errors';
