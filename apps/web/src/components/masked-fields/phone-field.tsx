/**
 * The phone field: mobile (99) 99999-9999, landline (99) 9999-9999, 0800 numbers
 * 9999 999 9999 — the mask follows the digits typed (maskPhone). On leaving, the number is judged
 * for its type ('Informe um telefone válido.' unless the screen words it, e.g. 'Informe um celular
 * válido.'). The value is the digits alone.
 */
import { isValidPhone, maskPhone, unmask, validationMessages, type PhoneType } from '@painel/domain';
import { MaskedField, type FieldBaseProps } from './masked-field';

const MAX_DIGITS = 11;
/** '(99) 99999-9999' and '9999 999 9999' */
const MASKED_LENGTH = 15;

export interface PhoneFieldProps extends FieldBaseProps {
  value: string;
  onChange(digits: string): void;
  type?: PhoneType;
  invalidMessage?: string;
}

export function PhoneField({
  value,
  onChange,
  type = 'any',
  invalidMessage = validationMessages.invalidPhone,
  ...field
}: PhoneFieldProps) {
  return (
    <MaskedField
      {...field}
      display={maskPhone(value)}
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={MASKED_LENGTH}
      onText={(text) => onChange(unmask(text).slice(0, MAX_DIGITS))}
      onCommit={() => (value === '' || isValidPhone(value, type) ? null : invalidMessage)}
    />
  );
}
