/**
 * The time field (PF 5, 24 h): typed as HH:mm (the mask adds the colon). On leaving, a time that
 * is not one says 'Horário inválido.'; outside min or max, 'O horário não pode ser menor que
 * {HH:mm}.' / 'maior que'. The value is the masked text.
 */
import { dateMessages, maskTime, parseTime, validateTimeRange, widgetMessages } from '@painel/domain';
import { MaskedField, type FieldBaseProps } from './masked-field';

export interface TimeFieldProps extends FieldBaseProps {
  value: string;
  onChange(value: string): void;
  /** Earliest time allowed, 'HH:mm'. */
  min?: string;
  /** Latest time allowed, 'HH:mm'. */
  max?: string;
}

export function TimeField({ value, onChange, min, max, ...field }: TimeFieldProps) {
  return (
    <MaskedField
      {...field}
      display={value}
      inputMode="numeric"
      maxLength={5}
      placeholder={widgetMessages.timePlaceholder}
      onText={(text) => onChange(maskTime(text))}
      onCommit={() => {
        if (value === '') return null;
        if (parseTime(value) === null) return dateMessages.timeInvalid;
        // One time is a range from itself to itself: only the bounds can fail.
        return validateTimeRange(value, value, { min, max }).start ?? null;
      }}
    />
  );
}
