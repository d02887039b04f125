import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionMessages } from '@painel/domain';
import { useUnsavedChangesPrompt } from './unsaved-changes-prompt';

function EditForm() {
  const [name, setName] = useState('');
  const prompt = useUnsavedChangesPrompt(name !== '');
  return (
    <main>
      <label>
        Nome
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <Link to="/outra">Outra página</Link>
      <Link to="/">Login</Link>
      {prompt}
    </main>
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/editar', Component: EditForm },
      { path: '/outra', Component: () => <h1>Outra</h1> },
      { path: '/', Component: () => <h1>Login</h1> },
    ],
    { initialEntries: ['/editar'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('useUnsavedChangesPrompt', () => {
  it('lets a clean form go without asking', async () => {
    const { router, user } = renderForm();
    await user.click(screen.getByRole('link', { name: 'Outra página' }));
    expect(await screen.findByRole('heading', { name: 'Outra' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/outra');
  });

  it('asks before leaving a dirty form; staying keeps the data, leaving goes on', async () => {
    const { router, user } = renderForm();
    await user.type(screen.getByLabelText('Nome'), 'Maria');

    await user.click(screen.getByRole('link', { name: 'Outra página' }));
    const dialog = await screen.findByRole('dialog', { name: sessionMessages.unsavedTitle });
    // PF 2's sentence, which browsers no longer show on beforeunload, reaches the user here.
    expect(dialog).toHaveAccessibleDescription(
      'Você deseja realmente sair desta página? Todos os dados não salvos serão perdidos.',
    );
    expect(screen.getByRole('button', { name: sessionMessages.unsavedCancel })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: sessionMessages.unsavedCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/editar');
    expect(screen.getByLabelText('Nome')).toHaveValue('Maria');

    await user.click(screen.getByRole('link', { name: 'Outra página' }));
    await user.click(await screen.findByRole('button', { name: sessionMessages.unsavedConfirm }));
    expect(await screen.findByRole('heading', { name: 'Outra' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/outra');
  });

  it('never holds back a way to the login', async () => {
    const { router, user } = renderForm();
    await user.type(screen.getByLabelText('Nome'), 'Maria');
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks the browser to confirm closing the tab only while dirty', async () => {
    const { user } = renderForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText('Nome'), 'Maria');
    expect(unload()).toBe(true);
    await user.clear(screen.getByLabelText('Nome'));
    expect(unload()).toBe(false);
  });
});
