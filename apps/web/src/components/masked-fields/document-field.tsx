/**
 * The document field: CPF mask up to 11 digits, CNPJ mask beyond; on leaving, a number of
 * at least 3 digits is left-padded with zeros to a CPF or a CNPJ (leading zeros get lost in
 * spreadsheets), then judged: 'Informe um CPF válido.' / 'Informe um CNPJ válido.'. The value
 * is the digits alone.
 */
import {
  isValidCpf,
  isValidDocument,
  maskDocument,
  padDocumentOnBlur,
  unmask,
  validationMessages,
} from '@painel/domain';
import { MaskedField, type FieldBaseProps } from './masked-field';

const CNPJ_DIGITS = 14;
const CPF_DIGITS = 11;
/** '00.000.000/0000-00' */
const MASKED_CNPJ_LENGTH = 18;

export interface DocumentFieldProps extends FieldBaseProps {
  value: string;
  onChange(digits: string): void;
  /** Only a CPF is taken (the recovery's CPF-only mode). */
  cpfOnly?: boolean;
}

export function DocumentField({ value, onChange, cpfOnly = false, ...field }: DocumentFieldProps) {
  const maxDigits = cpfOnly ? CPF_DIGITS : CNPJ_DIGITS;
  return (
    <MaskedField
      {...field}
      display={maskDocument(value)}
      inputMode="numeric"
      maxLength={MASKED_CNPJ_LENGTH}
      onText={(text) => onChange(unmask(text).slice(0, maxDigits))}
      onCommit={() => {
        const padded = padDocumentOnBlur(value);
        if (padded !== value) onChange(padded);
        if (padded === '') return null;
        if (cpfOnly || padded.length <= CPF_DIGITS)
          return isValidCpf(padded) ? null : validationMessages.invalidCpf;
        return isValidDocument(padded) ? null : validationMessages.invalidCnpj;
      }}
    />
  );
}
