/**
 * The currency field (PF 5 'Currency BRL pt-BR, 2 decimals, negatives only if allowed'; AA 5
 * consumption limit): digits fill from the right as cents ('12345' is R$ 123,45), the text is
 * always the pt-BR currency format, and a minus makes it negative only when allowed. The value is
 * a number, or null while the field is empty.
 */
import { useState } from 'react';
import { formatCurrency, onlyDigits, parseCurrencyInput } from '@painel/domain';
import { MaskedField, type FieldBaseProps } from './masked-field';

/** Up to hundreds of billions: every cent still exact in a double. */
const MAX_DIGITS = 13;

export interface CurrencyFieldProps extends FieldBaseProps {
  value: number | null;
  onChange(value: number | null): void;
  allowNegative?: boolean;
}

export function CurrencyField({ value, onChange, allowNegative = false, ...field }: CurrencyFieldProps) {
  // A minus typed into the empty field waits for the first digit.
  const [pendingMinus, setPendingMinus] = useState(false);
  const display = value === null ? (pendingMinus ? '-' : '') : formatCurrency(value, { allowNegative });
  return (
    <MaskedField
      {...field}
      display={display}
      inputMode="numeric"
      onText={(text) => {
        const typed = onlyDigits(text);
        const digits = typed.replace(/^0+/, '').slice(0, MAX_DIGITS);
        const negative = allowNegative && text.includes('-');
        setPendingMinus(negative && typed === '');
        // Deleting down to 'R$ 0,0' empties the field; typing a 0 into it means zero.
        const deleting = text.length < display.length;
        if (digits === '') {
          onChange(typed === '' || deleting ? null : 0);
          return;
        }
        const amount = parseCurrencyInput(digits);
        onChange(negative ? -amount : amount);
      }}
    />
  );
}
