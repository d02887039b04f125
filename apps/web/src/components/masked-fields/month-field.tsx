/**
 * The month field: typed as MM/AAAA (the mask adds the slash), the month filters' counterpart of
 * DateField. The value is the masked text; monthFromText turns it into the API's 'YYYY-MM'. On
 * leaving, an incomplete or impossible month says 'Mês inválido. Use MM/AAAA.'.
 */
import { maskMonth, monthFromText, widgetMessages } from '@painel/domain';
import { MaskedField, type FieldBaseProps } from './masked-field';

export interface MonthFieldProps extends FieldBaseProps {
  value: string;
  onChange(value: string): void;
}

export function MonthField({ value, onChange, ...field }: MonthFieldProps) {
  return (
    <MaskedField
      {...field}
      display={value}
      inputMode="numeric"
      maxLength={7}
      placeholder={widgetMessages.monthPlaceholder}
      onText={(text) => onChange(maskMonth(text))}
      onCommit={() => (monthFromText(value) === null ? widgetMessages.monthInvalid : null)}
    />
  );
}
