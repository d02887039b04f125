/**
 * The filter drawer: 350 px on the right, titled 'Filtros' with 'Utilize as opções abaixo
 * para exibir apenas as informações desejadas.', the screen's fields and a FILTRAR button that
 * submits them (Enter in a field too). The screen keeps the draft values and applies them to the
 * URL with useListQuery's applyFilters; returning false from onSubmit keeps the drawer open
 * (a field with an error, say).
 */
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { widgetMessages } from '@painel/domain';
import { SideDrawer } from '../drawer/side-drawer';

export interface FilterDrawerProps {
  open: boolean;
  onClose(): void;
  onSubmit(): boolean | void;
  /** AA 2.4: the users filter cannot be submitted while no field is filled. */
  submitDisabled?: boolean;
  children: ReactNode;
}

export function FilterDrawer({
  open,
  onClose,
  onSubmit,
  submitDisabled = false,
  children,
}: FilterDrawerProps) {
  return (
    <SideDrawer
      open={open}
      onClose={onClose}
      title={widgetMessages.filtersDrawerTitle}
      description={widgetMessages.filtersDrawerHint}
      variant="filter"
      onSubmit={(event) => {
        event.preventDefault();
        if (submitDisabled) return;
        if (onSubmit() !== false) onClose();
      }}
      footer={
        <Button type="submit" variant="contained" disabled={submitDisabled} fullWidth>
          {widgetMessages.applyFilters}
        </Button>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {children}
      </Stack>
    </SideDrawer>
  );
}
