/** The schema-driven form kit: a contract's zod schema in, MUI fields out (see docs/architecture.md "Forms"). */
export { useSchemaForm } from './use-schema-form';
export { SchemaForm } from './schema-form';
export {
  FormCheckbox,
  FormDateField,
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
export { NewPasswordFields } from './new-password-fields';
export { fieldNameOf, serverFieldErrors, type ServerFieldError } from './server-errors';
