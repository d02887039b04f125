/**
 * The access days and the weekday and weekend ranges as fields of the surrounding SchemaForm,
 * under the names AccessHoursForm (domain) gives them: a range shows only while one of its days is
 * active, and each end is judged again when the other, or a day, changes. Used by the group form
 * and the customer's default hours; `lockedDays` (closed by the customer's defaults) stay off, and
 * `hint` says what the customer allows.
 */
import { useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useFormContext, useWatch } from 'react-hook-form';
import { WEEK_DAYS, groupMessages, type AccessDay, type WeekDayKey } from '@painel/domain';
import { TimeRangeFieldset } from '../masked-fields/time-range-fieldset';
import { FormField, FormTimeField } from './form-fields';

const RANGES = [
  { weekend: false, legend: groupMessages.weekdayHours, start: 'accessStartTime', end: 'accessEndTime' },
  {
    weekend: true,
    legend: groupMessages.weekendHours,
    start: 'accessStartTimeWeekends',
    end: 'accessEndTimeWeekends',
  },
] as const;

const RANGE_FIELDS = RANGES.flatMap((range) => [range.start, range.end]);

const isWeekend = (day: WeekDayKey) => WEEK_DAYS.find((w) => w.key === day)?.weekend === true;

export function AccessHoursFields({
  disabled,
  lockedDays,
  hint,
}: {
  disabled: boolean;
  lockedDays?: ReadonlySet<WeekDayKey>;
  hint?: string | null;
}) {
  const { control } = useFormContext();
  const days = (useWatch({ control, name: 'days' }) ?? []) as AccessDay[];
  return (
    <>
      <FormField
        name="days"
        deps={RANGE_FIELDS}
        render={({ field, errorMessage }) => (
          <DaysFieldset
            value={field.value as AccessDay[]}
            onChange={field.onChange}
            errorMessage={errorMessage}
            disabled={disabled}
            lockedDays={lockedDays}
            hint={hint}
          />
        )}
      />
      {RANGES.filter((range) => days.some((d) => d.active && isWeekend(d.day) === range.weekend)).map(
        (range) => (
          <TimeRangeFieldset key={range.start} legend={range.legend}>
            {/* The kit's HH:mm field: 24-hour whatever the browser's locale (a native time input shows 12:00 AM in en-US). */}
            <FormTimeField
              name={range.start}
              label={groupMessages.startTime}
              disabled={disabled}
              deps={[range.end]}
            />
            <FormTimeField
              name={range.end}
              label={groupMessages.endTime}
              disabled={disabled}
              deps={[range.start]}
            />
          </TimeRangeFieldset>
        ),
      )}
    </>
  );
}

function DaysFieldset({
  value,
  onChange,
  errorMessage,
  disabled,
  lockedDays,
  hint,
}: {
  value: AccessDay[];
  onChange(days: AccessDay[]): void;
  errorMessage: string | undefined;
  disabled: boolean;
  lockedDays: ReadonlySet<WeekDayKey> | undefined;
  hint: string | null | undefined;
}) {
  const messageId = useId();
  const hintId = useId();
  return (
    <FormControl
      component="fieldset"
      error={errorMessage !== undefined}
      aria-describedby={[hint ? hintId : '', errorMessage ? messageId : ''].join(' ').trim() || undefined}
    >
      <FormLabel component="legend" required>
        {groupMessages.daysLabel}
      </FormLabel>
      <FormGroup row>
        {WEEK_DAYS.map((w) => (
          <FormControlLabel
            key={w.key}
            label={w.label}
            disabled={disabled || lockedDays?.has(w.key)}
            control={
              <Checkbox
                checked={value.some((d) => d.day === w.key && d.active)}
                onChange={(event) =>
                  onChange(value.map((d) => (d.day === w.key ? { ...d, active: event.target.checked } : d)))
                }
              />
            }
          />
        ))}
      </FormGroup>
      {hint && (
        <FormHelperText error={false} id={hintId}>
          {hint}
        </FormHelperText>
      )}
      {errorMessage && (
        <FormHelperText id={messageId} role="alert">
          {errorMessage}
        </FormHelperText>
      )}
    </FormControl>
  );
}
