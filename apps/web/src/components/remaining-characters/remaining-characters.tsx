/**
 * The remaining-characters helper (PF 2 'Other'): 'n / max' under a field, neutral, then
 * orange from the warning length (three quarters of the limit unless told), red at the limit.
 * Give it an id and put that id in the field's aria-describedby: a screen reader then reads the
 * count when the field is focused, rather than on every keystroke.
 */
import Typography from '@mui/material/Typography';
import { darken, type Theme } from '@mui/material/styles';
import { characterCounter, type CounterTone } from '@painel/domain';

/** MUI's warning orange is too light for small text on white; darkened it keeps 4.5:1. */
const TONE_COLOR: Record<CounterTone, (theme: Theme) => string> = {
  normal: (theme) => theme.palette.text.secondary,
  warning: (theme) => darken(theme.palette.warning.main, 0.3),
  error: (theme) => theme.palette.error.main,
};

export interface RemainingCharactersProps {
  id: string;
  length: number;
  max: number;
  /** Where it turns orange. */
  warnAt?: number;
}

export function RemainingCharacters({ id, length, max, warnAt }: RemainingCharactersProps) {
  const { text, tone } = characterCounter(length, max, warnAt);
  return (
    <Typography
      id={id}
      component="span"
      variant="caption"
      data-tone={tone}
      sx={{ color: TONE_COLOR[tone], fontWeight: tone === 'normal' ? 400 : 600, whiteSpace: 'nowrap' }}
    >
      {text}
    </Typography>
  );
}
