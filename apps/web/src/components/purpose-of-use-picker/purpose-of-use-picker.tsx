/**
 * The purpose-of-use picker (PF 2 'Other', PF 3 'Purpose'): 'Escolha a finalidade de uso *', one
 * radio per purpose with its description beneath (read by screen readers as the radio's
 * description). Controlled: the screen keeps the chosen id and gets the whole purpose on change.
 * The list comes from usePurposesOfUse (stored copy on failure).
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { PurposeOfUseItem } from '@painel/contracts';
import { lgpdMessages, widgetMessages } from '@painel/domain';
import { usePurposesOfUse } from './use-purposes-of-use';
import { QueryLoading, QueryState } from '../query-state/query-state';

export interface PurposeOfUsePickerProps {
  /** The chosen purpose's id; null before a choice. */
  value: number | null;
  onChange: (purpose: PurposeOfUseItem) => void;
  /** Adds the product's own purposes to the general ones. */
  productId?: number;
  /** The screen's validation message ('Campo obrigatório.'); marks the picker invalid. */
  errorMessage?: string;
  disabled?: boolean;
  /** The radios' form name; defaults to a unique one. */
  name?: string;
}

export function PurposeOfUsePicker({
  value,
  onChange,
  productId,
  errorMessage,
  disabled,
  name,
}: PurposeOfUsePickerProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const purposes = usePurposesOfUse(productId);
  const invalid = Boolean(errorMessage);

  const label = (
    <FormLabel id={labelId} sx={{ color: 'text.primary', fontWeight: 500, mb: 1 }}>
      {widgetMessages.purposeLabel}
    </FormLabel>
  );

  if (!purposes.isSuccess) {
    return (
      <Box>
        {label}
        <QueryState
          query={purposes}
          errorMessage={lgpdMessages.loadFailed}
          retryLabel={lgpdMessages.retry}
          loading={<QueryLoading label={lgpdMessages.loading} />}
        />
      </Box>
    );
  }

  return (
    <FormControl error={invalid} disabled={disabled} fullWidth>
      {label}
      <RadioGroup
        name={name ?? `${id}-purpose`}
        aria-labelledby={labelId}
        aria-describedby={invalid ? errorId : undefined}
        aria-required
        value={value === null ? '' : String(value)}
        onChange={(event) => {
          const chosen = purposes.data.find((purpose) => String(purpose.id) === event.target.value);
          if (chosen) onChange(chosen);
        }}
        sx={{ gap: 1 }}
      >
        {purposes.data.map((purpose) => {
          const descriptionId = `${id}-description-${purpose.id}`;
          const checked = value === purpose.id;
          return (
            <Box
              key={purpose.id}
              sx={{
                border: 1,
                borderColor: checked ? 'primary.main' : invalid ? 'error.main' : 'divider',
                bgcolor: checked ? 'rgba(11, 61, 145, 0.04)' : 'background.paper',
                borderRadius: 2,
                px: 1.5,
                py: 1,
              }}
            >
              <FormControlLabel
                value={String(purpose.id)}
                control={<Radio slotProps={{ input: { 'aria-describedby': descriptionId } }} />}
                label={purpose.text}
                sx={{ m: 0, '& .MuiFormControlLabel-label': { fontWeight: 500 } }}
              />
              <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ pl: 4.5, pb: 0.5 }}>
                {purpose.description}
              </Typography>
            </Box>
          );
        })}
      </RadioGroup>
      {invalid && <FormHelperText id={errorId}>{errorMessage}</FormHelperText>}
    </FormControl>
  );
}
