import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextField from '@mui/material/TextField';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { FilterDrawer } from './filter-drawer';

function Drawer({ onSubmit }: { onSubmit: (name: string) => boolean | void }) {
  const [open, setOpen] = useState(true);
  const [name, setName] = useState('');
  return (
    <FilterDrawer
      open={open}
      onClose={() => setOpen(false)}
      submitDisabled={name.trim() === ''}
      onSubmit={() => onSubmit(name)}
    >
      <TextField label="Nome" value={name} onChange={(event) => setName(event.target.value)} />
    </FilterDrawer>
  );
}

describe('FilterDrawer', () => {
  it('is the 350 px "Filtros" drawer with its hint, closed after FILTRAR', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Drawer onSubmit={onSubmit} />);
    const drawer = await screen.findByRole('dialog', { name: 'Filtros' });
    expect(drawer).toHaveAccessibleDescription(
      'Utilize as opções abaixo para exibir apenas as informações desejadas.',
    );
    expect(drawer).toHaveStyle({ width: '350px' });
    await expectNoAxeViolations();

    // Nothing to filter by yet: neither the button nor Enter in the field submits.
    expect(within(drawer).getByRole('button', { name: 'FILTRAR' })).toBeDisabled();
    await user.type(within(drawer).getByLabelText('Nome'), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(within(drawer).getByLabelText('Nome'), 'Ana');
    await user.click(within(drawer).getByRole('button', { name: 'FILTRAR' }));
    expect(onSubmit).toHaveBeenCalledWith('Ana');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open when the screen refuses the values', async () => {
    const user = userEvent.setup();
    render(<Drawer onSubmit={() => false} />);
    const drawer = await screen.findByRole('dialog', { name: 'Filtros' });
    await user.type(within(drawer).getByLabelText('Nome'), 'Ana{Enter}');
    expect(screen.getByRole('dialog', { name: 'Filtros' })).toBeInTheDocument();
  });
});
