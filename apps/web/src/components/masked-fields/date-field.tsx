/**
 * The date field: typed as DD/MM/YYYY (the mask adds the slashes). On leaving, an
 * incomplete or impossible date says 'Data inválida.'; with bounds, the single-date rule of PF 5
 * applies ('O mês e ano não podem ser menores que {date}.' / '…maiores que o mês e ano atuais.').
 * The value is the masked text, as the forms send it (AA 3 'birthdate (DD/MM/YYYY or null)').
 */
import { dateMessages, maskDate, parseDate, validateSingleDate, widgetMessages } from '@painel/domain';
import { MaskedField, type FieldBaseProps } from './masked-field';

export interface DateFieldBounds {
  min?: Date;
  max?: Date;
  /** The current instant; the clock's by default. */
  now?: Date;
}

export interface DateFieldProps extends FieldBaseProps {
  value: string;
  onChange(value: string): void;
  /** Judge the date with the single-date rule (default 5 months back to today). */
  bounds?: DateFieldBounds;
}

export function DateField({ value, onChange, bounds, ...field }: DateFieldProps) {
  return (
    <MaskedField
      {...field}
      display={value}
      inputMode="numeric"
      maxLength={10}
      placeholder={widgetMessages.datePlaceholder}
      onText={(text) => onChange(maskDate(text))}
      onCommit={() => {
        if (value === '') return null;
        if (parseDate(value) === null) return dateMessages.invalid;
        return bounds ? validateSingleDate(value, { ...bounds, now: bounds.now ?? new Date() }) : null;
      }}
    />
  );
}
