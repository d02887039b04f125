import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ConfirmDialog } from './confirm-dialog';

/** Deleting a user: the action resolves when the test says so. */
function DeleteUser({ remove }: { remove: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Excluir Ana
      </button>
      {done && <p>Usuário excluído.</p>}
      <ConfirmDialog
        open={open}
        title="Excluir usuário"
        text="Esta ação não poderá ser desfeita. Deseja realmente excluir o usuário Ana?"
        confirmLabel="EXCLUIR"
        destructive
        loading={busy}
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          setBusy(true);
          await remove();
          setBusy(false);
          setOpen(false);
          setDone(true);
        }}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks, with the focus on cancelling, and cancels with the button or Escape', async () => {
    const user = userEvent.setup();
    render(<DeleteUser remove={async () => {}} />);
    await user.click(screen.getByRole('button', { name: 'Excluir Ana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir usuário' });
    expect(dialog).toHaveAccessibleDescription(
      'Esta ação não poderá ser desfeita. Deseja realmente excluir o usuário Ana?',
    );
    expect(within(dialog).getByRole('button', { name: 'CANCELAR' })).toHaveFocus();
    await expectNoAxeViolations();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Excluir Ana' }));
    await user.click(await screen.findByRole('button', { name: 'CANCELAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Usuário excluído.')).not.toBeInTheDocument();
  });

  it('shows the confirm button busy while the action runs, and cannot be closed meanwhile', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    render(<DeleteUser remove={() => new Promise<void>((resolve) => (finish = resolve))} />);
    await user.click(screen.getByRole('button', { name: 'Excluir Ana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir usuário' });
    await user.click(within(dialog).getByRole('button', { name: 'EXCLUIR' }));

    const confirm = within(dialog).getByRole('button', { name: 'EXCLUIR' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'CANCELAR' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Excluir usuário' })).toBeInTheDocument();

    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Usuário excluído.')).toBeInTheDocument();
  });

  it('uses CONFIRMAR when no label is given', async () => {
    render(
      <ConfirmDialog
        open
        title="Inativar usuário"
        text="Deseja realmente fazer esta ação?"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(await screen.findByRole('button', { name: 'CONFIRMAR' })).toBeEnabled();
  });
});
