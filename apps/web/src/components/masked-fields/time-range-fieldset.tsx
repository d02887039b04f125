/**
 * A required start-and-end pair of time fields under one legend ('Horário de acesso (segunda a
 * sexta)'): the group form and the customer's default hours put their two TimeFields in it.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';

export function TimeRangeFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" required>
        {legend}
      </FormLabel>
      <Box sx={{ display: 'flex', gap: 2, mt: 1, flexWrap: 'wrap' }}>{children}</Box>
    </FormControl>
  );
}
