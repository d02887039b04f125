/** The schema-driven form kit: a contract's zod schema in, MUI fields out (see docs/architecture.md "Forms"). */
export { useSchemaForm, type ShowServerError } from './use-schema-form';
export { SchemaForm } from './schema-form';
export {
  FormCheckbox,
  FormChipField,
  FormCodeField,
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
export { AccessHoursFields } from './access-hours-fields';
export { fieldNameOf, serverErrorMessage } from './server-errors';
