import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@mui/material/styles';
import { expectNoAxeViolations } from '../../test/axe';
import { theme } from '../../theme/theme';
import { SideDrawer, type DrawerVariant } from './side-drawer';

function Opener({ variant, onSubmit }: { variant?: DrawerVariant; onSubmit?: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir</Button>
      <SideDrawer
        open={open}
        onClose={() => setOpen(false)}
        title="Novo grupo"
        description="Preencha os dados do grupo."
        variant={variant}
        footer={<Button type="submit">Salvar</Button>}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.(name);
          setOpen(false);
        }}
      >
        <TextField label="Nome do grupo" value={name} onChange={(event) => setName(event.target.value)} />
      </SideDrawer>
    </>
  );
}

describe('SideDrawer', () => {
  it('opens above the top bar (drawer layer + 1), so its title and close button can be reached', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <Opener />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const drawer = await screen.findByRole('dialog', { name: 'Novo grupo' });
    const layer = drawer.closest('.MuiDrawer-modal');
    expect(Number(getComputedStyle(layer!).zIndex)).toBeGreaterThan(theme.zIndex.drawer + 1);
  });

  it('opens as a dialog named by its title, and closes with its button and with Escape', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const drawer = await screen.findByRole('dialog', { name: 'Novo grupo' });
    expect(drawer).toHaveAccessibleDescription('Preencha os dados do grupo.');
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await expectNoAxeViolations();

    await user.click(within(drawer).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await screen.findByRole('dialog', { name: 'Novo grupo' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('submits its form with Enter in a field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Opener onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.type(await screen.findByLabelText('Nome do grupo'), 'Comercial{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Comercial');
  });

  it.each<[DrawerVariant | undefined, Record<string, string>]>([
    [undefined, { width: '80vw' }],
    ['generic', { width: '80vw' }],
    ['default', { width: '60vw', minWidth: 'min(700px, 100vw)', maxWidth: '900px' }],
    ['filter', { width: '350px' }],
    ['savedSearch', { width: '480px' }],
  ])('has the width of the %s variant', async (variant, style) => {
    render(
      <SideDrawer open onClose={() => {}} title="Detalhes" variant={variant}>
        conteúdo
      </SideDrawer>,
    );
    expect(await screen.findByRole('dialog', { name: 'Detalhes' })).toHaveStyle(style);
  });
});
